import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailFileId, pathOfFile } from '@lib/routes';
import { staticSite } from '@server/static-site';

/** The local server's not-found pages, as Cloudflare Pages serves the nearest 404.html up the tree. */
let dir: string;
const site = {
  '404.html': 'site not found',
  'mm/detail/7.html': 'article 7',
  'mm/detail/404.html': 'news not found mn',
  'en/mm/detail/404.html': 'news not found en',
  [`mm/detail/${detailFileId(404)}.html`]: 'article 404',
  'yp/company/3.html': 'company 3',
  'yp/404.html': 'directory not found mn',
  'en/yp/404.html': 'directory not found en',
  'mw/404.html': 'event not found mn',
  'mw.html': 'event home',
  'yp/index.html': 'directory index',
  'mw/2023/category/2.html': 'category 2',
  'mw/2023/category/404.html': 'maintenance mn',
  'en/mw/2023/category/404.html': 'maintenance en',
  'event/hero-loop.webm': 'webm bytes',
  'event/clip.mp4': 'mp4 bytes',
  'mm/blog/8=1.html': 'list 8 page 1',
  'mm/blog/list.html': 'list shell mn',
  'en/mm/blog/list.html': 'list shell en',
  'mm/blog/search.html': 'search shell mn',
  'en/mm/blog/search.html': 'search shell en',
};
const app = new Hono().get('*', staticSite({ siteDir: () => dir }));
const get = async (path: string) => {
  const res = await app.request(path);
  return [res.status, await res.text()];
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-'));
  for (const [rel, body] of Object.entries(site)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), body);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a trailing slash', () => {
  it('sends /mw/ to the page /mw (308, query kept), as Cloudflare Pages does; a folder index is served as is', async () => {
    const res = await app.request('/mw/?lang=en');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/mw?lang=en');
    expect(await get('/mw')).toEqual([200, 'event home']);
    expect(await get('/yp/')).toEqual([200, 'directory index']);
    expect(await get('/nope/')).toEqual([404, 'site not found']);
  });
});

describe('news lists past their built pages (issue 28 §1)', () => {
  it('answers a list’s later page with the list shell, a search with the search shell, a built page as is', async () => {
    expect(await get('/mm/blog/8=1')).toEqual([200, 'list 8 page 1']);
    expect(await get('/mm/blog/8=40')).toEqual([200, 'list shell mn']);
    expect(await get('/en/mm/blog/2024-05=7')).toEqual([200, 'list shell en']);
    expect(await get('/mm/blog/copper%20ore=1')).toEqual([200, 'search shell mn']);
    expect(await get('/en/mm/blog/2024-13=2')).toEqual([200, 'search shell en']); // no month: a search
    expect(await get('/mm/blog/8=x')).toEqual([404, 'site not found']);
  });
});

describe('news detail not-found', () => {
  it('answers a missing article with its language’s news not-found page and status 404', async () => {
    expect(await get('/mm/detail/7')).toEqual([200, 'article 7']);
    expect(await get('/mm/detail/99999')).toEqual([404, 'news not found mn']);
    expect(await get('/en/mm/detail/7')).toEqual([404, 'news not found en']);
    expect(await get('/mm/detail/7/x')).toEqual([404, 'news not found mn']);
    expect(await get('/mm/nope')).toEqual([404, 'site not found']);
  });

  it('answers a missing directory address with the directory’s not-found page in its language, nearest first', async () => {
    expect(await get('/yp/company/3')).toEqual([200, 'company 3']);
    expect(await get('/yp/company/99999')).toEqual([404, 'directory not found mn']);
    expect(await get('/en/yp/company/3')).toEqual([404, 'directory not found en']);
    expect(await get('/en/yp/nope/deeper')).toEqual([404, 'directory not found en']);
    expect(await get('/en/nope')).toEqual([404, 'site not found']);
    expect(await get('/ypx')).toEqual([404, 'site not found']);
  });

  it('serves article 404 at its own URL though its file is not mm/detail/404.html', async () => {
    expect(await get('/mm/detail/404')).toEqual([200, 'article 404']);
    expect(await get('/en/mm/detail/404')).toEqual([404, 'news not found en']);
    expect(pathOfFile(`/en/mm/detail/${detailFileId(404)}`)).toBe('/en/mm/detail/404');
    expect(pathOfFile('/mm/detail/7')).toBe('/mm/detail/7');
  });
});

describe('2023 categories (spec event-and-directory §2)', () => {
  it('answers any category but the built ones with the folder’s maintenance page, in its language', async () => {
    expect(await get('/mw/2023/category/2')).toEqual([200, 'category 2']);
    expect(await get('/mw/2023/category/99')).toEqual([404, 'maintenance mn']);
    expect(await get('/mw/2023/category/abc')).toEqual([404, 'maintenance mn']);
    expect(await get('/en/mw/2023/category/abc')).toEqual([404, 'maintenance en']);
    expect(await get('/mw/2023/nope')).toEqual([404, 'event not found mn']);
  });
});

describe('media types', () => {
  it('serves the hero film as video/webm (and mp4 as video/mp4), never as octet-stream', async () => {
    const webm = await app.request('/event/hero-loop.webm');
    expect(webm.status).toBe(200);
    expect(webm.headers.get('content-type')).toBe('video/webm');
    expect(webm.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await app.request('/event/clip.mp4')).headers.get('content-type')).toBe('video/mp4');
  });
});
