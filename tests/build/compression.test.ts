import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, news } from '@db/schema';
import { precompressSite } from '@platform/rebuild/precompress';
import { createServerApp } from '@server/app';
import { createTestApp, TEST_ORIGIN } from '../helpers/app';

/** The local server's compression: build-time copies of the static site, on-the-fly gzip of API JSON. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let parent: string;
let server: ReturnType<typeof createServerApp>;

const page = (title: string) =>
  `<!doctype html><title>${title}</title>${'<p>Уул уурхайн мэдээ, news of the mining week.</p>\n'.repeat(80)}`;
const site = {
  'mm.html': page('mm home'),
  'mm/blog/8=1.html': page('news page 1'),
  '404.html': page('not here'),
  '_astro/app.3f2a.js': `export const a = ${JSON.stringify('x'.repeat(3000))};`,
  'small.html': '<h1>small</h1>',
  'logo.png': 'png bytes '.repeat(200),
};

async function writeSite(dir: string, files: Record<string, string>) {
  for (const [rel, body] of Object.entries(files)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), body);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await mkdtemp(join(tmpdir(), 'zip-'));
  const dir = join(parent, 'served');
  await writeSite(dir, site);
  await precompressSite(dir, null);
  server = createServerApp({ deps: t.deps, siteDir: () => dir });
});
afterAll(async () => {
  await t.close();
  await rm(parent, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string, init: RequestInit = {}) =>
  server.request(path, { ...init, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...init.headers } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('static files, precompressed', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s gets %s', async (accept, encoding) => {
    const res = await get('/mm', accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(res);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
    expect(decoded.toString()).toBe(site['mm.html']);
    if (encoding) expect(body.length).toBeLessThan(site['mm.html'].length / 4);
  });

  it('gives each encoding its own ETag, and a 304 only for the tag of the encoding being sent', async () => {
    const [br, gz, plain] = await Promise.all([get('/mm', 'br'), get('/mm', 'gzip'), get('/mm')]);
    const tags = [br, gz, plain].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    const revalidated = await get('/mm', 'br', { headers: { 'if-none-match': tags[0]! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
    expect(revalidated.headers.get('etag')).toBe(tags[0]);
    expect(await revalidated.text()).toBe('');
    // the client now takes gzip only: its brotli tag does not match, the gzip copy comes in full
    const switched = await get('/mm', 'gzip', { headers: { 'if-none-match': tags[0]! } });
    expect(switched.status).toBe(200);
    expect(switched.headers.get('content-encoding')).toBe('gzip');
    // a shared cache holding both copies lists both tags
    expect((await get('/mm', 'gzip', { headers: { 'if-none-match': `${tags[0]}, ${tags[1]}` } })).status).toBe(304);
  });

  it('answers HEAD with the headers of the encoded copy and no body', async () => {
    const full = await get('/mm/blog/8=1', 'br');
    const head = await get('/mm/blog/8=1', 'br', { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'content-type'])
      expect(head.headers.get(name)).toBe(full.headers.get(name));
    expect(head.headers.get('content-length')).toBe(String((await bytes(full)).length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('compresses fingerprinted assets and the 404 page too', async () => {
    const js = await get('/_astro/app.3f2a.js', 'gzip, br');
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(brotliDecompressSync(await bytes(js)).toString()).toBe(site['_astro/app.3f2a.js']);
    const missing = await get('/mm/nothing-here', 'gzip');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(missing)).toString()).toContain('not here');
  });

  it('sends small files as they are, still saying Vary, and leaves images alone', async () => {
    const small = await get('/small', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.text()).toBe(site['small.html']);
    const png = await get('/logo.png', 'br, gzip');
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
  });

  it.each(['/mm.html.br', '/mm.html.gz', '/_astro/app.3f2a.js.br'])('does not serve the copy %s as a file of its own', async (path) => {
    const res = await get(path, 'br');
    expect(res.status).toBe(404);
    expect(brotliDecompressSync(await bytes(res)).toString()).toContain('not here');
  });
});

describe('precompressSite', () => {
  it('reuses the previous build’s copies for unchanged files and compresses only what changed', async () => {
    const first = join(parent, 'b1');
    const second = join(parent, 'b2');
    await writeSite(first, site);
    expect(await precompressSite(first, null)).toEqual({ compressed: 4, reused: 0 });
    expect(existsSync(join(first, 'small.html.br')) || existsSync(join(first, 'logo.png.br'))).toBe(false);

    const edited = { ...site, 'mm.html': page('mm home, edited'), 'mm/new.html': page('new page') };
    await writeSite(second, edited);
    expect(await precompressSite(second, first)).toEqual({ compressed: 2, reused: 3 });

    const inode = async (dir: string, rel: string) => (await stat(join(dir, rel))).ino;
    for (const rel of ['mm/blog/8=1.html.br', 'mm/blog/8=1.html.gz', '_astro/app.3f2a.js.br', '404.html.gz'])
      expect(await inode(second, rel)).toBe(await inode(first, rel));
    expect(await inode(second, 'mm.html.br')).not.toBe(await inode(first, 'mm.html.br'));
    for (const [rel, body] of Object.entries(edited).filter(([rel]) => rel.endsWith('.html') && rel !== 'small.html')) {
      expect(brotliDecompressSync(await readFile(join(second, `${rel}.br`))).toString()).toBe(body);
      expect(gunzipSync(await readFile(join(second, `${rel}.gz`))).toString()).toBe(body);
    }
  });
});

describe('precompressSite beside a build', () => {
  const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`mm/detail/${i}.html`, page(`article ${i}`)]));
  const copies = async (dir: string) =>
    (
      await Promise.all(
        Object.keys(many).map((rel) =>
          stat(join(dir, `${rel}.br`)).then(
            () => 1,
            () => 0,
          ),
        ),
      )
    ).reduce((a: number, b) => a + b, 0);

  it('waits at its gate while a build runs, then compresses everything', async () => {
    const dir = join(parent, 'gated');
    await writeSite(dir, many);
    let open!: () => void;
    const building = new Promise<void>((r) => (open = r));
    const done = precompressSite(dir, null, { gate: () => building });
    await new Promise((r) => setTimeout(r, 100));
    expect(await copies(dir)).toBe(0); // nothing compressed while the build holds the gate
    open();
    expect(await done).toEqual({ compressed: 40, reused: 0 });
    expect(await copies(dir)).toBe(40);
  });

  it('stops between files when its build is replaced, and the next build compresses the rest, reusing what was made', async () => {
    const first = join(parent, 'replaced');
    const second = join(parent, 'replacing');
    await writeSite(first, many);
    await writeSite(second, many);
    const stop = new AbortController();
    let passed = 0;
    // the first 16 files start together; the build is swapped in a few files later
    const gate = async () => {
      if (++passed > 20) stop.abort();
    };
    const partial = await precompressSite(first, null, { signal: stop.signal, gate });
    expect(partial.compressed).toBeGreaterThan(0);
    expect(partial.compressed).toBeLessThan(40);
    const rest = await precompressSite(second, first);
    expect(rest).toEqual({ compressed: 40 - partial.compressed, reused: partial.compressed });
    expect(await copies(second)).toBe(40);
  });
});

describe('API JSON', () => {
  beforeAll(async () => {
    await t.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News', sequence: 1 });
    await t.db.insert(news).values(
      Array.from({ length: 6 }, (_, i) => ({
        image: `/files/news/${i}.png`,
        title: `Мэдээ ${i}`,
        summary: 'Хураангуй '.repeat(30),
        text: '<p>Агуулга</p>',
        title_en: `News ${i}`,
        summary_en: 'Summary '.repeat(30),
        text_en: '<p>Body</p>',
        publisher: 'МУУҮА',
        category_cid: 8,
        news_status: true,
      })),
    );
  });
  const list = '/api/mm/get/news?category=8&lang=mn&page=1&limit=6';

  it('gzips a large answer for a client that accepts it, keeping the API headers', async () => {
    const res = await get(list, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    for (const name of ['x-request-id', 'content-security-policy', 'x-content-type-options']) expect(res.headers.get(name)).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(gunzipSync(await bytes(res)).toString()) as { news: unknown[] };
    expect(body.news).toHaveLength(6);

    const plain = await get(list);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(((await plain.json()) as { news: unknown[] }).news).toHaveLength(6);
  });

  it('sends small answers as they are, with their length', async () => {
    const res = await get('/api/health', 'gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String((await bytes(res)).length));
  });

  it('keeps the CSRF refusal and the rate limit’s 429 with its Retry-After', async () => {
    const refused = await get('/api/mm/insert/office-request', 'gzip', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBeTruthy();
    const send = () =>
      get('/api/mm/insert/office-request', 'gzip', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'cf-connecting-ip': '203.0.113.9', 'content-type': 'application/json' },
        // only valid requests count towards the limit (issue 15)
        body: JSON.stringify({
          name: 'Б.Бат',
          email: 'bat@example.mn',
          phone_number: '+976 9911-2233',
          business_type: 'Уул уурхай',
          member_request: true,
        }),
      });
    let res = await send();
    for (let i = 0; i < 10 && res.status !== 429; i++) res = await send();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('leaves stored files as they are', async () => {
    await t.deps.storage.put('docs/11111111-2222-4333-8444-555555555555.txt', new TextEncoder().encode('text '.repeat(500)), 'text/plain');
    const res = await get('/files/docs/11111111-2222-4333-8444-555555555555.txt', 'gzip, br', { headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('text text ');
  });
});
