import { readdir } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, news, staticData } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes, pngBytes } from '../helpers/upload-files';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };
type Who = 1 | 2 | 3 | null;
const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookie[who] } : {}), ...extra });
const get = (path: string, who: Who = null) => t.request(`/api/mm${path}`, { headers: headers(who) });
const postJson = (path: string, body: unknown, who: Who = 2) =>
  t.request(`/api/mm${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const del = (path: string, who: Who = 2) => t.request(`/api/mm${path}`, { method: 'DELETE', headers: headers(who) });
type Cat = typeof categories.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
  await t.db.insert(categories).values([
    { cid: 1, category: 'Бидний тухай', category_en: 'About', page_type: 'static', category_level: 1 },
    { cid: 8, category: 'Мэдээ', category_en: 'News', page_type: 'news', category_level: 1 },
    { cid: 2, pid: 1, category: 'Танилцуулга', category_en: 'Introduction', page_type: 'static', category_level: 2 },
    { cid: 9, category: 'Нууц', category_en: 'Hidden', page_type: 'news', category_level: 1, category_status: false },
  ]);
  await t.db.execute("select setval(pg_get_serial_sequence('categories', 'cid'), 100)" as never);
  await t.db
    .insert(news)
    .values({ image: '/files/x.png', title: 'Мэдээ', summary: 'т', text: '<p>т</p>', publisher: 'МУУҮА', category_cid: 8 });
});
afterAll(() => t.close());

const NEW_ITEM = { page_type: 'static', category_level: 2, pid: 1, category: 'Түүх', category_en: 'History', category_status: true };

describe('GET /get/category (shared load)', () => {
  it('answers visitors the active items only, and a signed-in account every item', async () => {
    const pub = (await (await get('/get/category')).json()) as { categories: Cat[] };
    expect(pub.categories.map((c) => c.cid)).not.toContain(9);
    const admin = (await (await get('/get/category', 3)).json()) as { categories: Cat[] };
    expect(admin.categories.map((c) => c.cid)).toContain(9);
    expect(admin.categories.find((c) => c.cid === 2)).toMatchObject({ pid: 1, category_level: 2, page_type: 'static' });
  });
});

describe('POST /insert/category, /update/category', () => {
  it('adds a level-2 item under a level-1 parent, then edits it; each asks for a rebuild', async () => {
    const res = await postJson('/insert/category', NEW_ITEM);
    expect(res.status).toBe(200);
    const { category } = (await res.json()) as { category: Cat };
    expect(category).toMatchObject({ pid: 1, category_level: 2, page_type: 'static', category_status: true });
    const upd = await postJson('/update/category', { ...NEW_ITEM, cid: category.cid, category_en: 'Our history', category_status: false });
    expect(upd.status).toBe(200);
    expect(((await upd.json()) as { category: Cat }).category).toMatchObject({ category_en: 'Our history', category_status: false });
    expect(t.rebuild.reasons.filter((r) => r === 'menu').length).toBeGreaterThanOrEqual(2);
  });

  it('a level-1 item never keeps a parent', async () => {
    const res = await postJson('/insert/category', { ...NEW_ITEM, category_level: 1, pid: 2, page_type: 'news' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { category: Cat }).category.pid).toBeNull();
  });

  it('checks the rules of §5 with messages naming the field; nothing stored', async () => {
    const before = (await t.db.select().from(categories)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...NEW_ITEM, page_type: undefined }, 'page_type', 'Хуудасны төрлийг сонгоно уу'],
      [{ ...NEW_ITEM, category_level: 4 }, 'category_level', 'Цэсний түвшинг сонгоно уу'],
      [{ ...NEW_ITEM, category_level: undefined }, 'category_level', 'Цэсний түвшинг сонгоно уу'],
      [{ ...NEW_ITEM, pid: null }, 'pid', 'Эцэг цэсийг сонгоно уу'],
      [{ ...NEW_ITEM, category: ' ' }, 'category', 'Цэсний монгол нэрийг оруулна уу'],
      [{ ...NEW_ITEM, category_en: '' }, 'category_en', 'Цэсний англи нэрийг оруулна уу'],
      [{ ...NEW_ITEM, category_level: 3, pid: 2, page_type: 'news' }, 'page_type', 'Гуравдугаар түвшний цэс зөвхөн статик хуудас байна'],
      [{ ...NEW_ITEM, pid: 2 }, 'pid', 'Эцэг цэс нь нэг түвшин дээгүүр цэс байна'],
      [{ ...NEW_ITEM, pid: 777 }, 'pid', 'Сонгосон эцэг цэс олдсонгүй'],
    ];
    for (const [body, field, message] of cases) {
      const res = await postJson('/insert/category', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ field, message });
    }
    expect((await t.db.select().from(categories)).length).toBe(before);
  });

  it('level 3 static under a level-2 parent is allowed', async () => {
    const res = await postJson('/insert/category', { ...NEW_ITEM, category_level: 3, pid: 2 });
    expect(res.status).toBe(200);
  });

  it('404 for a missing cid; 409 turning a category with news into a static page', async () => {
    expect((await postJson('/update/category', { ...NEW_ITEM, cid: 5555 })).status).toBe(404);
    const res = await postJson('/update/category', {
      cid: 8,
      page_type: 'static',
      category_level: 1,
      category: 'Мэдээ',
      category_en: 'News',
    });
    expect(res.status).toBe(409);
  });

  it("refuses a parent that is one of the item's own sub-menus (1 under 2 under 1) with a clear 400, storing nothing", async () => {
    const res = await postJson('/update/category', {
      cid: 1,
      page_type: 'static',
      category_level: 3,
      pid: 2,
      category: 'Бидний тухай',
      category_en: 'About',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'pid', message: 'Цэсийг өөрийн дэд цэсний доор байрлуулах боломжгүй' });
    const en = await postJson('/update/category?lang=en', {
      cid: 1,
      page_type: 'static',
      category_level: 3,
      pid: 2,
      category: 'Бидний тухай',
      category_en: 'About',
    });
    expect(((await en.json()) as { message: string }).message).toBe('A menu cannot be placed under one of its own sub-menus');
    expect(await t.db.select().from(categories).where(eq(categories.cid, 1))).toMatchObject([{ pid: null, category_level: 1 }]);
  });

  it('lets only one of two concurrent crossing moves (3 under 4, 4 under 3) through', async () => {
    for (let round = 0; round < 5; round++) {
      const made = await t.db
        .insert(categories)
        .values([
          { category: 'Уралдаан А', category_en: 'Race A', page_type: 'static', category_level: 1 },
          { category: 'Уралдаан Б', category_en: 'Race B', page_type: 'static', category_level: 1 },
        ])
        .returning();
      const [a, b] = made;
      const move = (x: Cat, under: Cat) =>
        postJson('/update/category', {
          cid: x.cid,
          pid: under.cid,
          category_level: 2,
          page_type: 'static',
          category: x.category,
          category_en: x.category_en,
        });
      const statuses = (await Promise.all([move(a, b), move(b, a)])).map((r) => r.status).sort();
      // the later one sees the cycle (400) or is the one a deadlock on the two rows aborted (409)
      expect(statuses[0]).toBe(200);
      expect([400, 409]).toContain(statuses[1]);
      const rows = await t.db
        .select()
        .from(categories)
        .where(inArray(categories.cid, [a.cid, b.cid]));
      expect(rows.filter((r) => r.pid !== null)).toHaveLength(1);
      await t.db
        .update(categories)
        .set({ pid: null })
        .where(inArray(categories.cid, [a.cid, b.cid]));
      await t.db.delete(categories).where(inArray(categories.cid, [a.cid, b.cid]));
    }
  });

  it('401 without a session, 403 for role 3', async () => {
    expect((await postJson('/insert/category', NEW_ITEM, null)).status).toBe(401);
    expect((await postJson('/insert/category', NEW_ITEM, 3)).status).toBe(403);
    expect((await postJson('/update/category', { ...NEW_ITEM, cid: 2 }, 3)).status).toBe(403);
    expect((await del('/delete/category?cid=2', 3)).status).toBe(403);
    expect((await del('/delete/category?cid=2', null)).status).toBe(401);
  });
});

describe('DELETE /delete/category', () => {
  it('409 with a clear message while the category has news or children', async () => {
    const withNews = await del('/delete/category?cid=8');
    expect(withNews.status).toBe(409);
    expect(((await withNews.json()) as { message: string }).message).toMatch(/мэдээ/);
    expect((await del('/delete/category?cid=1')).status).toBe(409);
    expect(await t.db.select().from(categories).where(eq(categories.cid, 8))).toHaveLength(1);
  });

  it('deletes an item with its static page and the page images; 404 when missing, 400 when malformed', async () => {
    const created = (await (await postJson('/insert/category', { ...NEW_ITEM, category: 'Устгах' })).json()) as { category: Cat };
    const fd = new FormData();
    fd.append('image', new File([pngBytes], 'x.png'));
    const up = (await (await t.request('/api/mm/upload/static-image', { method: 'POST', body: fd, headers: headers(2) })).json()) as {
      url: string[];
    };
    await postJson('/insert/static-data', { category_cid: created.category.cid, text: `<p>a</p><img src="${up.url[0]}">`, text_en: '' });
    const filesBefore = (await readdir(t.filesDir, { recursive: true })).length;
    expect((await del(`/delete/category?cid=${created.category.cid}`)).status).toBe(200);
    expect(await t.db.select().from(staticData).where(eq(staticData.category_cid, created.category.cid))).toHaveLength(0);
    expect((await readdir(t.filesDir, { recursive: true })).length).toBeLessThan(filesBefore);
    expect((await del(`/delete/category?cid=${created.category.cid}`)).status).toBe(404);
    expect((await del('/delete/category?cid=x')).status).toBe(400);
  });
});

describe('static pages', () => {
  let cid = 0;
  beforeAll(async () => {
    cid = ((await (await postJson('/insert/category', { ...NEW_ITEM, category: 'Статик' })).json()) as { category: Cat }).category.cid;
  });

  it('GET /get/static-data answers { static: null } before a page exists; needs a session', async () => {
    expect(await (await get(`/get/static-data?pid=${cid}`, 3)).json()).toEqual({ static: null });
    expect((await get(`/get/static-data?pid=${cid}`)).status).toBe(401);
    expect((await get('/get/static-data?pid=abc', 3)).status).toBe(400);
  });

  it('inserts once (409 the second time), sanitises the HTML, then updates', async () => {
    const ins = await postJson('/insert/static-data', {
      id: '',
      category_cid: cid,
      text: '<p onclick="x()">Сайн<script>alert(1)</script></p>',
      text_en: '<p>Hi</p>',
    });
    expect(ins.status).toBe(200);
    const page = ((await ins.json()) as { static: { id: number; text: string } }).static;
    expect(page.text).toBe('<p>Сайн</p>');
    expect((await postJson('/insert/static-data', { category_cid: cid, text: '', text_en: '' })).status).toBe(409);
    const upd = await postJson('/update/static-data', { id: page.id, category_cid: cid, text: '<h2>Шинэ</h2>', text_en: '<h2>New</h2>' });
    expect(upd.status).toBe(200);
    expect(await (await get(`/get/static-data?pid=${cid}`, 2)).json()).toMatchObject({
      static: { id: page.id, text: '<h2>Шинэ</h2>', text_en: '<h2>New</h2>' },
    });
    expect(t.rebuild.reasons).toContain('static');
  });

  it('refuses a news category, an unknown category and a missing id; 401/403 on writes', async () => {
    expect((await postJson('/insert/static-data', { category_cid: 8, text: '', text_en: '' })).status).toBe(400);
    expect((await postJson('/insert/static-data', { category_cid: 4040, text: '', text_en: '' })).status).toBe(400);
    expect((await postJson('/insert/static-data', { text: '' })).status).toBe(400);
    expect((await postJson('/update/static-data', { id: 99999, category_cid: cid, text: '', text_en: '' })).status).toBe(404);
    expect((await postJson('/update/static-data', { category_cid: cid, text: '', text_en: '' })).status).toBe(400);
    expect((await postJson('/insert/static-data', { category_cid: 1, text: '', text_en: '' }, null)).status).toBe(401);
    expect((await postJson('/insert/static-data', { category_cid: 1, text: '', text_en: '' }, 3)).status).toBe(403);
  });

  it('POST /upload/static-image stores a checked image and answers url[0]', async () => {
    const ok = new FormData();
    ok.append('image', new File([pngBytes], 'a.png'));
    const res = await t.request('/api/mm/upload/static-image', { method: 'POST', body: ok, headers: headers(1) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string[] }).url[0]).toMatch(/^\/files\/static-body\/.+\.png$/);
    const bad = new FormData();
    bad.append('image', new File([htmlBytes], 'a.png'));
    expect((await t.request('/api/mm/upload/static-image', { method: 'POST', body: bad, headers: headers(2) })).status).toBe(415);
    expect((await t.request('/api/mm/upload/static-image', { method: 'POST', body: new FormData(), headers: headers(2) })).status).toBe(
      400,
    );
    expect((await t.request('/api/mm/upload/static-image', { method: 'POST', body: ok, headers: headers(3) })).status).toBe(403);
  });
});
