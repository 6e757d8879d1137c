import { readdir, rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { banners, socialLinks } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes, jpgBytes, pngBytes } from '../helpers/upload-files';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(banners);
  await t.db.delete(socialLinks);
  for (const e of await readdir(t.filesDir)) await rm(`${t.filesDir}/${e}`, { recursive: true, force: true });
  t.rebuild.reasons.length = 0;
});

type Who = 1 | 2 | 3 | null;
const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookie[who] } : {}), ...extra });
const get = (path: string, who: Who = null) => t.request(`/api/mm${path}`, { headers: headers(who) });
const postJson = (path: string, body: unknown, who: Who = 2) =>
  t.request(`/api/mm${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const postForm = (path: string, fd: FormData, who: Who = 2) =>
  t.request(`/api/mm${path}`, { method: 'POST', body: fd, headers: headers(who) });
const del = (path: string, who: Who = 2) => t.request(`/api/mm${path}`, { method: 'DELETE', headers: headers(who) });
const imageForm = (bytes: Uint8Array | null, name = 'slide.png') => {
  const fd = new FormData();
  if (bytes) fd.append('image', new File([new Uint8Array(bytes)], name));
  return fd;
};
const storedFiles = async () =>
  (await readdir(t.filesDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => e.name);
type BannerRow = { id: number; image: string; sequence: number };
const bannerList = async (who: Who = null) => ((await (await get('/get/banner', who)).json()) as { banner: BannerRow[] }).banner;
async function addBanner(bytes = pngBytes) {
  const res = await postForm('/insert/banner', imageForm(bytes));
  expect(res.status).toBe(200);
  return ((await res.json()) as { banner: BannerRow }).banner;
}

describe('GET /get/banner', () => {
  it('answers an empty list when there are no banners', async () => {
    const res = await get('/get/banner');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ banner: [] });
  });

  it('lists banners by sequence for visitors and admins alike', async () => {
    await t.db.insert(banners).values([
      { image: '/files/b.png', sequence: 2 },
      { image: '/files/a.png', sequence: 1 },
    ]);
    expect((await bannerList()).map((b) => b.image)).toEqual(['/files/a.png', '/files/b.png']);
    expect(await bannerList(3)).toEqual(await bannerList());
    expect(Object.keys((await bannerList())[0]).sort()).toEqual(['id', 'image', 'sequence']);
  });
});

describe('POST /insert/banner', () => {
  it('stores a png or jpg checked by content, appends it last and asks for a rebuild', async () => {
    const a = await addBanner(pngBytes);
    const b = await addBanner(jpgBytes);
    expect([a.sequence, b.sequence]).toEqual([1, 2]);
    expect(a.image).toMatch(/^\/files\/banners\/.+\.png$/);
    expect(b.image).toMatch(/\.jpg$/);
    expect(await storedFiles()).toHaveLength(2);
    expect(t.rebuild.reasons).toContain('banners');
  });

  it("refuses a missing image with 'Зураг оруулна уу' and a disguised file by content; nothing stored", async () => {
    const missing = await postForm('/insert/banner', imageForm(null));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Зураг оруулна уу', field: 'image' });
    const html = await postForm('/insert/banner', imageForm(htmlBytes, 'x.png'));
    expect(html.status).toBe(415);
    const json = await postJson('/insert/banner', { image: 'x' });
    expect(json.status).toBe(415);
    expect(await bannerList()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('needs a session (401) and a content role (403 for role 3)', async () => {
    expect((await postForm('/insert/banner', imageForm(pngBytes), null)).status).toBe(401);
    expect((await postForm('/insert/banner', imageForm(pngBytes), 3)).status).toBe(403);
    expect((await postForm('/insert/banner', imageForm(pngBytes), 1)).status).toBe(200);
  });
});

describe('DELETE /delete/banner', () => {
  it('deletes the row and its file, and closes the gap in the sequence', async () => {
    const [a, b, c] = [await addBanner(), await addBanner(), await addBanner()];
    const res = await del(`/delete/banner?id=${b.id}`);
    expect(res.status).toBe(200);
    expect((await bannerList()).map((x) => [x.id, x.sequence])).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect(await storedFiles()).toHaveLength(2);
  });

  it('answers 404 for a missing id, 400 for a bad one, 401/403 without the role', async () => {
    expect((await del('/delete/banner?id=999999')).status).toBe(404);
    expect((await del('/delete/banner?id=abc')).status).toBe(400);
    const a = await addBanner();
    expect((await del(`/delete/banner?id=${a.id}`, null)).status).toBe(401);
    expect((await del(`/delete/banner?id=${a.id}`, 3)).status).toBe(403);
    expect(await bannerList()).toHaveLength(1);
  });
});

describe('POST /update/banner-sequence', () => {
  it('saves the new order renumbered from 1', async () => {
    const [a, b, c] = [await addBanner(), await addBanner(), await addBanner()];
    const res = await postJson('/update/banner-sequence', {
      banners: [
        { id: c.id, sequence: 1 },
        { id: a.id, sequence: 5 },
        { id: b.id, sequence: 9 },
      ],
    });
    expect(res.status).toBe(200);
    expect((await bannerList()).map((x) => [x.id, x.sequence])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    expect(t.rebuild.reasons).toContain('banners');
  });

  it('rolls the whole save back when one id is unknown (one transaction)', async () => {
    const [a, b] = [await addBanner(), await addBanner()];
    const res = await postJson('/update/banner-sequence', {
      banners: [
        { id: b.id, sequence: 1 },
        { id: a.id, sequence: 2 },
        { id: 999999, sequence: 3 },
      ],
    });
    expect(res.status).toBe(404);
    expect((await bannerList()).map((x) => x.id)).toEqual([a.id, b.id]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const [a, b] = [await addBanner(), await addBanner()];
    for (const body of [
      {},
      { banners: [] },
      { banners: [{ id: 'x', sequence: 1 }] },
      {
        banners: [
          { id: a.id, sequence: 1 },
          { id: a.id, sequence: 2 },
        ],
      },
    ]) {
      const res = await postJson('/update/banner-sequence', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await bannerList()).map((x) => x.id)).toEqual([a.id, b.id]);
    const order = { banners: [{ id: b.id, sequence: 1 }] };
    expect((await postJson('/update/banner-sequence', order, null)).status).toBe(401);
    expect((await postJson('/update/banner-sequence', order, 3)).status).toBe(403);
  });
});

describe('social links', () => {
  const FB = { icon: 'facebook', link: 'https://facebook.com/mining' };

  it('public /get/social-links and admin /get/social-link answer empty lists', async () => {
    expect(await (await get('/get/social-links')).json()).toEqual({ socialLinks: [] });
    expect(await (await get('/get/social-link', 3)).json()).toEqual({ link: [] });
    expect((await get('/get/social-link')).status).toBe(401);
  });

  it('inserts, updates and deletes a link, each asking for a rebuild', async () => {
    const created = await postJson('/insert/social-link', FB);
    expect(created.status).toBe(200);
    const { link } = (await created.json()) as { link: { id: number } };
    expect((await (await get('/get/social-links')).json()) as unknown).toEqual({ socialLinks: [{ id: link.id, ...FB }] });

    const updated = await postJson('/update/social-link', { id: link.id, icon: 'youtube', link: 'http://youtube.com/@mining' });
    expect(updated.status).toBe(200);
    expect(((await (await get('/get/social-link', 2)).json()) as { link: unknown[] }).link).toEqual([
      { id: link.id, icon: 'youtube', link: 'http://youtube.com/@mining' },
    ]);
    expect((await del(`/delete/social-link?id=${link.id}`)).status).toBe(200);
    expect(await (await get('/get/social-links')).json()).toEqual({ socialLinks: [] });
    expect(t.rebuild.reasons.filter((r) => r === 'social-links')).toHaveLength(3);
  });

  it("checks the icon first ('Icon-ийг сонгоно уу'), then the link ('Линкийг оруулна уу', http(s) only)", async () => {
    const cases: [unknown, string, string][] = [
      [{ link: '' }, 'icon', 'Icon-ийг сонгоно уу'],
      [{ icon: 'myspace', link: 'https://x.mn' }, 'icon', 'Icon-ийг сонгоно уу'],
      [{ icon: 'facebook' }, 'link', 'Линкийг оруулна уу'],
      [{ icon: 'facebook', link: '   ' }, 'link', 'Линкийг оруулна уу'],
      [{ icon: 'facebook', link: 'javascript:alert(1)' }, 'link', 'Линк http:// эсвэл https://-ээр эхэлсэн бүтэн хаяг байна'],
      [{ icon: 'facebook', link: 'ftp://files.mn/x' }, 'link', 'Линк http:// эсвэл https://-ээр эхэлсэн бүтэн хаяг байна'],
    ];
    for (const [body, field, message] of cases) {
      const res = await postJson('/insert/social-link', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ field, message });
    }
    expect(await (await get('/get/social-links')).json()).toEqual({ socialLinks: [] });
  });

  it('404 for a missing id on update and delete; 401 and 403 on writes', async () => {
    expect((await postJson('/update/social-link', { id: 999999, ...FB })).status).toBe(404);
    expect((await del('/delete/social-link?id=999999')).status).toBe(404);
    expect((await postJson('/insert/social-link', FB, null)).status).toBe(401);
    expect((await postJson('/insert/social-link', FB, 3)).status).toBe(403);
    expect((await del('/delete/social-link?id=1', 3)).status).toBe(403);
    expect(await (await get('/get/social-links')).json()).toEqual({ socialLinks: [] });
  });
});
