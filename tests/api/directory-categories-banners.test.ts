import { readdir, rm } from 'node:fs/promises';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dirBanners, dirCategories } from '@db/schema';
import { CATBAN_MESSAGES as M } from '@shared/directory-catban';
import { FILE_MESSAGES } from '@shared/files';
import { PAGING_MESSAGES as P } from '@api/paging';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes, jpgBytes, pngBytes } from '../helpers/upload-files';
import { mn } from '../helpers/messages';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
});
afterAll(() => t.close());

type Who = 1 | 2 | 3 | null;
const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookie[who] } : {}), ...extra });
const get = (path: string, who: Who = 2) => t.request(`/api/yp${path}`, { headers: headers(who) });
const postJson = (path: string, body: unknown, who: Who = 2) =>
  t.request(`/api/yp${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const postForm = (path: string, fd: FormData, who: Who = 2) =>
  t.request(`/api/yp${path}`, { method: 'POST', body: fd, headers: headers(who) });
const del = (path: string, who: Who = 2) => t.request(`/api/yp${path}`, { method: 'DELETE', headers: headers(who) });

const categoryRows = () => t.db.select().from(dirCategories).orderBy(asc(dirCategories.category_code));
type Listed = {
  categories: { id: number; category_code: string; name: string; nameMn: string; nameEn: string }[];
  total: number;
  totalPages: number;
};

describe('directory categories (admin)', () => {
  beforeEach(async () => {
    await t.db.delete(dirCategories);
    const rows = [
      ...[1, 2, 3, 4].map((n) => ({ main_code: '01', category_code: `010${n}`, name_mn: `Уул уурхай ${n}`, name_en: `Mining ${n}` })),
      { main_code: '02', category_code: '0201', name_mn: 'Тоног төхөөрөмж', name_en: 'Equipment' },
      { main_code: '04', category_code: '0403', name_mn: 'Зөвлөх инженер', name_en: 'Consultant engineers' },
    ];
    await t.db.insert(dirCategories).values(rows);
    t.rebuild.reasons.length = 0;
  });

  it('lists by main category and language, paged 20/50/100, with both names', async () => {
    const all = (await (await get('/yellow-page/get/categories')).json()) as Listed;
    expect(all.total).toBe(6);
    expect(all.totalPages).toBe(1);
    expect(all.categories.map((c) => c.category_code)).toEqual(['0101', '0102', '0103', '0104', '0201', '0403']);
    expect(all.categories[0]).toMatchObject({ name: 'Уул уурхай 1', nameMn: 'Уул уурхай 1', nameEn: 'Mining 1' });
    expect(Object.keys(all.categories[0]).sort()).toEqual(['category_code', 'id', 'name', 'nameEn', 'nameMn']);

    const en = (await (await get('/yellow-page/get/categories?type=01&lang=en&page=1&limit=20', 3)).json()) as Listed;
    expect(en.categories.map((c) => c.name)).toEqual(['Mining 1', 'Mining 2', 'Mining 3', 'Mining 4']);
    expect(en.total).toBe(4);
    const late = (await (await get('/yellow-page/get/categories?type=04&page=2&limit=50')).json()) as Listed;
    expect(late).toEqual({ categories: [], total: 1, totalPages: 1 });

    // the back office's language, whatever language of the data the list shows (issue 25 §10)
    for (const [q, message] of [
      ['type=05', mn(M.type)],
      ['lang=de', mn(M.lang)],
      ['lang=en&limit=30', mn(P.limit, { choices: '20, 50, 100' })],
      ['lang=en&page=0', mn(P.page)],
    ]) {
      const res = await get(`/yellow-page/get/categories?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { message: string }).message, q).toBe(message);
    }
    expect((await get('/yellow-page/get/categories', null)).status).toBe(401);
  });

  it('renames a category (its code stays, updated_at moves) and publishes the categories', async () => {
    const [first] = await categoryRows();
    const res = await postJson('/yellow-page/update/category', { id: first.id, nameMn: '  Нүүрсний уурхай ', nameEn: 'Coal mines' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { category: unknown }).category).toEqual({
      id: first.id,
      category_code: '0101',
      name: 'Нүүрсний уурхай',
      nameMn: 'Нүүрсний уурхай',
      nameEn: 'Coal mines',
    });
    const [after] = await categoryRows();
    expect(after.updated_at.getTime()).toBeGreaterThan(first.updated_at.getTime());
    expect(t.rebuild.reasons).toEqual(['directory-categories']);
  });

  it('refuses a bad rename (400 with the message, 404, duplicate name, 401, 403) and changes nothing', async () => {
    const before = await categoryRows();
    const [first, second] = before;
    const cases: [unknown, number, string][] = [
      [{ id: first.id, nameMn: '', nameEn: 'X' }, 400, mn(M.nameMn)],
      [{ id: first.id, nameMn: 'Х', nameEn: ' ' }, 400, mn(M.nameEn)],
      [{ id: 'x', nameMn: 'Х', nameEn: 'X' }, 400, mn(M.id)],
      [{ id: 999999, nameMn: 'Х', nameEn: 'X' }, 404, mn(M.categoryNotFound)],
      [{ id: first.id, nameMn: second.name_mn.toUpperCase(), nameEn: 'Other' }, 400, mn(M.duplicate)],
      [{ id: first.id, nameMn: 'Өөр', nameEn: ' mining  2 ' }, 400, mn(M.duplicate)],
    ];
    for (const [body, status, message] of cases) {
      const res = await postJson('/yellow-page/update/category', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    const ok = { id: first.id, nameMn: 'Х', nameEn: 'X' };
    expect((await postJson('/yellow-page/update/category', ok, null)).status).toBe(401);
    expect((await postJson('/yellow-page/update/category', ok, 3)).status).toBe(403);
    expect(await categoryRows()).toEqual(before);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('adds a category with the next free two-digit code of its main category', async () => {
    const res = await postJson('/yellow-page/insert/category', { mainCategory: '01', nameMn: 'Алтны уурхай', nameEn: 'Gold mines' });
    expect(res.status).toBe(200);
    const { category } = (await res.json()) as { category: { category_code: string; nameEn: string } };
    expect(category).toMatchObject({ category_code: '0105', nameEn: 'Gold mines' });
    const fresh = await postJson('/yellow-page/insert/category', { mainCategory: '03', nameMn: 'Тээвэр', nameEn: 'Transport' });
    expect(((await fresh.json()) as { category: { category_code: string } }).category.category_code).toBe('0301');
    // the same name as another main category's is allowed
    const elsewhere = await postJson('/yellow-page/insert/category', {
      mainCategory: '01',
      nameMn: 'Тоног төхөөрөмж',
      nameEn: 'Equipment',
    });
    expect(elsewhere.status).toBe(200);
    expect((await categoryRows()).map((c) => c.category_code)).toEqual([
      '0101',
      '0102',
      '0103',
      '0104',
      '0105',
      '0106',
      '0201',
      '0301',
      '0403',
    ]);
    expect(t.rebuild.reasons).toEqual(['directory-categories', 'directory-categories', 'directory-categories']);
    // a gap is not refilled: the code after the largest one
    await t.db.insert(dirCategories).values({ main_code: '02', category_code: '0209', name_mn: 'Ес', name_en: 'Nine' });
    const next = await postJson('/yellow-page/insert/category', { mainCategory: '02', nameMn: 'Арав', nameEn: 'Ten' });
    expect(((await next.json()) as { category: { category_code: string } }).category.category_code).toBe('0210');
  });

  it('refuses a new category past 99, a duplicate name, a bad main or names, 401/403; nothing stored', async () => {
    await t.db.insert(dirCategories).values({ main_code: '03', category_code: '0399', name_mn: 'Сүүлийн', name_en: 'Last' });
    const before = await categoryRows();
    const cases: [unknown, string][] = [
      [{ mainCategory: '03', nameMn: 'Шинэ', nameEn: 'New' }, mn(M.full)],
      [{ mainCategory: '01', nameMn: 'уул  уурхай 3', nameEn: 'Different' }, mn(M.duplicate)],
      [{ mainCategory: '01', nameMn: 'Өөр', nameEn: 'MINING 1' }, mn(M.duplicate)],
      [{ mainCategory: '05', nameMn: 'Шинэ', nameEn: 'New' }, mn(M.mainCategory)],
      [{ nameMn: 'Шинэ', nameEn: 'New' }, mn(M.mainCategory)],
      [{ mainCategory: '01', nameMn: '', nameEn: 'New' }, mn(M.nameMn)],
      [{ mainCategory: '01', nameMn: 'Шинэ', nameEn: 'x'.repeat(201) }, mn(M.nameTooLong)],
    ];
    for (const [body, message] of cases) {
      const res = await postJson('/yellow-page/insert/category', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    const dupEn = await postJson('/yellow-page/insert/category', { mainCategory: '01', nameMn: 'Өөр', nameEn: 'MINING 1' });
    expect(await dupEn.json()).toMatchObject({ message: mn(M.duplicate), field: 'nameEn' });
    const dupMn = await postJson('/yellow-page/insert/category', { mainCategory: '01', nameMn: 'уул  уурхай 3', nameEn: 'X' });
    expect(await dupMn.json()).toMatchObject({ message: mn(M.duplicate), field: 'nameMn' });
    const ok = { mainCategory: '01', nameMn: 'Шинэ', nameEn: 'New' };
    expect((await postJson('/yellow-page/insert/category', ok, null)).status).toBe(401);
    expect((await postJson('/yellow-page/insert/category', ok, 3)).status).toBe(403);
    expect(await categoryRows()).toEqual(before);
    expect(t.rebuild.reasons).toEqual([]);
  });
});

describe('directory banners', () => {
  beforeEach(async () => {
    await t.db.delete(dirBanners);
    for (const e of await readdir(t.filesDir)) await rm(`${t.filesDir}/${e}`, { recursive: true, force: true });
    t.rebuild.reasons.length = 0;
  });

  type Banner = { id: number; image: string; sequence: number };
  const imageForm = (bytes: Uint8Array | null, name = 'slide.png') => {
    const fd = new FormData();
    if (bytes) fd.append('image', new File([new Uint8Array(bytes)], name));
    return fd;
  };
  const storedFiles = async () =>
    (await readdir(t.filesDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => e.name);
  const adminList = async () => ((await (await get('/yellow-page/get/banner')).json()) as { banner: Banner[] }).banner;
  const order = async () => (await adminList()).map((b) => [b.id, b.sequence]);
  async function addBanner(bytes = pngBytes) {
    const res = await postForm('/yellow-page/insert/banner', imageForm(bytes));
    expect(res.status).toBe(200);
    return ((await res.json()) as { banner: Banner }).banner;
  }

  it('adds png and jpg banners last (sequence = last + 1); the public and admin lists show them in order', async () => {
    const a = await addBanner(pngBytes);
    const b = await addBanner(jpgBytes);
    expect([a.sequence, b.sequence]).toEqual([1, 2]);
    expect(a.image).toMatch(/^\/files\/directory\/banners\/.+\.png$/);
    expect(b.image).toMatch(/\.jpg$/);
    expect(await storedFiles()).toHaveLength(2);
    expect(t.rebuild.reasons).toEqual(['directory-banners', 'directory-banners']);
    const pub = await get('/get/banners', null);
    expect(pub.status).toBe(200);
    expect(await pub.json()).toEqual({ banners: [a, b] });
    expect(await adminList()).toEqual([a, b]);
    expect((await get('/yellow-page/get/banner', 3)).status).toBe(200);
    expect((await get('/yellow-page/get/banner', null)).status).toBe(401);
  });

  it('refuses a missing image, a disguised file (by content), JSON, 401 and 403; nothing stored', async () => {
    const missing = await postForm('/yellow-page/insert/banner', imageForm(null));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Зураг оруулна уу', field: 'image' });
    const html = await postForm('/yellow-page/insert/banner', imageForm(htmlBytes, 'x.png'));
    expect(html.status).toBe(415);
    expect(await html.json()).toEqual({ message: mn(FILE_MESSAGES.imageOnly), field: 'image' });
    expect((await postJson('/yellow-page/insert/banner', { image: 'x' })).status).toBe(415);
    expect((await postForm('/yellow-page/insert/banner', imageForm(pngBytes), null)).status).toBe(401);
    expect((await postForm('/yellow-page/insert/banner', imageForm(pngBytes), 3)).status).toBe(403);
    expect(await adminList()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('deletes a banner with its stored file and renumbers the rest; refuses 400/404/401/403', async () => {
    const [a, b, c] = [await addBanner(), await addBanner(), await addBanner()];
    t.rebuild.reasons.length = 0;
    expect((await del('/yellow-page/delete/banner?id=abc')).status).toBe(400);
    expect((await del('/yellow-page/delete/banner?id=999999')).status).toBe(404);
    expect((await del(`/yellow-page/delete/banner?id=${b.id}`, null)).status).toBe(401);
    expect((await del(`/yellow-page/delete/banner?id=${b.id}`, 3)).status).toBe(403);
    expect(await storedFiles()).toHaveLength(3);
    expect(t.rebuild.reasons).toEqual([]);

    const res = await del(`/yellow-page/delete/banner?id=${b.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Амжилттай устгалаа.' });
    expect(await order()).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    const left = await storedFiles();
    expect(left).toHaveLength(2);
    expect(left).not.toContain(b.image.split('/').pop());
    expect(t.rebuild.reasons).toEqual(['directory-banners']);
  });

  it('saves an order of exactly the current banners with sequences 1..n', async () => {
    const [a, b, c] = [await addBanner(), await addBanner(), await addBanner()];
    t.rebuild.reasons.length = 0;
    const res = await postJson('/yellow-page/update/banner-sequence', {
      banners: [
        { id: c.id, sequence: 1 },
        { id: a.id, sequence: 3 },
        { id: b.id, sequence: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(await order()).toEqual([
      [c.id, 1],
      [b.id, 2],
      [a.id, 3],
    ]);
    expect(((await (await get('/get/banners', null)).json()) as { banners: Banner[] }).banners.map((x) => x.id)).toEqual([
      c.id,
      b.id,
      a.id,
    ]);
    expect(t.rebuild.reasons).toEqual(['directory-banners']);
  });

  it('refuses an order that is not exactly the current banners or not 1..n, in one transaction; nothing changed', async () => {
    const [a, b, c] = [await addBanner(), await addBanner(), await addBanner()];
    t.rebuild.reasons.length = 0;
    const before = await order();
    const s = (id: number, sequence: number) => ({ id, sequence });
    const cases: [unknown, string][] = [
      [{ banners: [s(b.id, 1), s(a.id, 2)] }, mn(M.sequenceSet)], // one missing
      [{ banners: [s(b.id, 1), s(a.id, 2), s(c.id, 3), s(999999, 4)] }, mn(M.sequenceSet)], // an unknown one
      [{ banners: [s(b.id, 1), s(a.id, 2), s(999999, 3)] }, mn(M.sequenceSet)], // one replaced
      [{ banners: [s(b.id, 1), s(a.id, 1), s(c.id, 2)] }, mn(M.sequenceValues)], // a duplicate sequence
      [{ banners: [s(b.id, 0), s(a.id, 1), s(c.id, 2)] }, mn(M.sequenceValues)], // not from 1
      [{ banners: [s(b.id, 1), s(a.id, 2), s(c.id, 5)] }, mn(M.sequenceValues)], // past n
      [{ banners: [s(b.id, 1), s(b.id, 2), s(c.id, 3)] }, 'Нэг баннер дараалалд хоёр удаа орсон байна'],
      [{ banners: [] }, 'Дараалал хоосон байна'],
      [{}, 'Дараалал хоосон байна'],
    ];
    for (const [body, message] of cases) {
      const res = await postJson('/yellow-page/update/banner-sequence', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message, JSON.stringify(body)).toBe(message);
    }
    const ok = { banners: [s(c.id, 1), s(b.id, 2), s(a.id, 3)] };
    expect((await postJson('/yellow-page/update/banner-sequence', ok, null)).status).toBe(401);
    expect((await postJson('/yellow-page/update/banner-sequence', ok, 3)).status).toBe(403);
    expect(await order()).toEqual(before);
    expect(t.rebuild.reasons).toEqual([]);
  });
});
