import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventCategories, eventFooter, eventSocialLinks } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(eventCategories);
  await t.db.delete(eventSocialLinks);
  await t.db.delete(eventFooter);
  t.rebuild.reasons.length = 0;
});

type Who = 1 | 2 | 3 | null;
const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookie[who] } : {}), ...extra });
const get = (path: string, who: Who = null) => t.request(`/api/mw${path}`, { headers: headers(who) });
const post = (path: string, body: unknown, who: Who = 2) =>
  t.request(`/api/mw${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const del = (path: string, who: Who = 2) => t.request(`/api/mw${path}`, { method: 'DELETE', headers: headers(who) });
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

type Category = { cid: number; pid: number | null; category: string; category_en: string; category_status: boolean; page_type: string };
const menu = { category: 'Бүртгэл', category_en: 'Registration' };
async function addCategory(body: Record<string, unknown> = menu) {
  const res = await post('/insert/category', body);
  expect(res.status).toBe(200);
  return (await json<{ category: Category }>(res)).category;
}

describe('menu categories', () => {
  it('adds a category active and static by default, and asks for a rebuild', async () => {
    const c = await addCategory();
    expect(c).toMatchObject({ ...menu, pid: null, category_status: true, page_type: 'static' });
    expect(t.rebuild.reasons).toContain('event-site');
  });

  it('lists active categories to visitors, every category to the admin, news ones by page type', async () => {
    const parent = await addCategory({ category: 'Мэдээ', category_en: 'News', page_type: 'news' });
    await addCategory({ category: 'Хаалттай', category_en: 'Hidden', category_status: 'false', pid: parent.cid });
    await addCategory({ category: 'Уул', category_en: 'Mining', page_type: 'news', pid: String(parent.cid) });
    const pub = (await json<{ category: Category[] }>(await get('/get/category'))).category;
    expect(pub.map((c) => c.category_en)).toEqual(['News', 'Mining']);
    const all = (await json<{ category: Category[] }>(await get('/get/categories', 3))).category;
    expect(all.map((c) => c.category_en)).toEqual(['News', 'Hidden', 'Mining']);
    expect(all[1].pid).toBe(parent.cid);
    const news = await get('/get/category/page-type?type=news');
    expect((await json<{ category: Category[] }>(news)).category.map((c) => c.category_en)).toEqual(['News', 'Mining']);
    expect((await get('/get/category/page-type?type=other')).status).toBe(400);
  });

  it('refuses empty names with the spec messages and stores nothing', async () => {
    const noName = await post('/insert/category', { category: ' ', category_en: 'X' });
    expect(noName.status).toBe(400);
    expect((await json(noName)).message).toBe('Please enter the menu name');
    const noEn = await post('/insert/category', { category: 'Х' });
    expect((await json(noEn)).message).toBe('Please enter the menu English name');
    const badParent = await post('/insert/category', { ...menu, pid: 999 });
    expect(badParent.status).toBe(400);
    expect(await t.db.select().from(eventCategories)).toEqual([]);
  });

  it('updates and deletes a category; its children move to the top level', async () => {
    const parent = await addCategory();
    const child = await addCategory({ category: 'Дэд', category_en: 'Child', pid: parent.cid });
    const res = await post('/update/category', {
      cid: parent.cid,
      category: 'Шинэ',
      category_en: 'New',
      category_status: false,
      page_type: 'news',
    });
    expect(res.status).toBe(200);
    expect((await json<{ category: Category }>(res)).category).toMatchObject({
      category: 'Шинэ',
      category_status: false,
      page_type: 'news',
    });
    expect((await post('/update/category', { cid: parent.cid, ...menu, pid: parent.cid })).status).toBe(400);
    expect((await post('/update/category', { cid: 9999, ...menu })).status).toBe(404);
    expect((await del(`/delete/category?cid=${parent.cid}`)).status).toBe(200);
    const all = (await json<{ category: Category[] }>(await get('/get/categories', 2))).category;
    expect(all).toEqual([{ ...child, pid: null }]);
    expect((await del(`/delete/category?cid=${parent.cid}`)).status).toBe(404);
  });

  it("refuses a parent that is one of the menu's own sub-menus (3 under 4 under 3), storing nothing", async () => {
    const a = await addCategory({ category: 'А', category_en: 'A' });
    const b = await addCategory({ category: 'Б', category_en: 'B', pid: a.cid });
    const c = await addCategory({ category: 'В', category_en: 'C', pid: b.cid });
    for (const pid of [b.cid, c.cid]) {
      const res = await post('/update/category?lang=en', { cid: a.cid, category: 'А', category_en: 'A', pid });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ message: 'A menu cannot be placed under one of its own sub-menus', field: 'pid' });
    }
    const mn = await post('/update/category', { cid: a.cid, category: 'А', category_en: 'A', pid: c.cid });
    expect((await json(mn)).message).toBe('Цэсийг өөрийн дэд цэсний доор байрлуулах боломжгүй');
    const rows = await t.db.select().from(eventCategories).orderBy(eventCategories.cid);
    expect(rows.map((r) => r.pid)).toEqual([null, a.cid, b.cid]);
    // a move within the tree that makes no cycle is still allowed
    expect((await post('/update/category', { cid: c.cid, category: 'В', category_en: 'C', pid: a.cid })).status).toBe(200);
  });

  it('lets only one of two concurrent crossing moves (3 under 4, 4 under 3) through', async () => {
    for (let round = 0; round < 5; round++) {
      await t.db.delete(eventCategories);
      const a = await addCategory({ category: 'А', category_en: 'A' });
      const b = await addCategory({ category: 'Б', category_en: 'B' });
      const [first, second] = await Promise.all([
        post('/update/category', { cid: a.cid, category: 'А', category_en: 'A', pid: b.cid }),
        post('/update/category', { cid: b.cid, category: 'Б', category_en: 'B', pid: a.cid }),
      ]);
      // the later one sees the cycle (400) or is the one a deadlock on the two rows aborted (409)
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      expect([400, 409]).toContain(statuses[1]);
      const rows = await t.db.select().from(eventCategories);
      expect(rows.filter((r) => r.pid !== null)).toHaveLength(1);
    }
  });

  it('answers 401 without a session and 403 to a read-only account on writes', async () => {
    expect((await get('/get/categories')).status).toBe(401);
    expect((await post('/insert/category', menu, null)).status).toBe(401);
    expect((await post('/insert/category', menu, 3)).status).toBe(403);
    const c = await addCategory();
    expect((await post('/update/category', { cid: c.cid, ...menu }, 3)).status).toBe(403);
    expect((await del(`/delete/category?cid=${c.cid}`, 3)).status).toBe(403);
    expect((await del(`/delete/category?cid=${c.cid}`, null)).status).toBe(401);
    expect(await t.db.select().from(eventCategories)).toHaveLength(1);
  });
});

describe('social links', () => {
  type Link = { id: number; icon: string; link: string };
  const list = async () => (await json<{ link: Link[] }>(await get('/get/social-link'))).link;

  it('adds, edits and deletes a link; the delete answers the new list', async () => {
    const a = (await json<{ link: Link }>(await post('/insert/social-link', { icon: 'telegram', link: 'https://t.me/mw' }))).link;
    await post('/insert/social-link', { icon: 'steam', link: 'http://store.example.com/mw' });
    expect((await list()).map((l) => l.icon)).toEqual(['telegram', 'steam']);
    const upd = await post('/update/social-link', { id: a.id, icon: 'threads', link: 'https://threads.net/@mw' });
    expect((await json<{ link: Link }>(upd)).link).toEqual({ id: a.id, icon: 'threads', link: 'https://threads.net/@mw' });
    const res = await del(`/delete/social-link?id=${a.id}`);
    expect(res.status).toBe(200);
    expect((await json<{ link: Link[] }>(res)).link.map((l) => l.icon)).toEqual(['steam']);
    expect(t.rebuild.reasons).toContain('event-site');
  });

  it("refuses an unknown icon with 'Select an icon' and a non-http link with 'Enter the link'", async () => {
    const icon = await post('/insert/social-link', { icon: 'myspace', link: 'https://x.example.com' });
    expect(icon.status).toBe(400);
    expect((await json(icon)).message).toBe('Select an icon');
    for (const link of ['', 'javascript:alert(1)', 'ftp://files.example.com']) {
      const res = await post('/insert/social-link', { icon: 'vimeo', link });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe('Enter the link');
    }
    expect(await list()).toEqual([]);
  });

  it('is public to read, guarded to write', async () => {
    expect((await get('/get/social-link')).status).toBe(200);
    const body = { icon: 'discord', link: 'https://discord.gg/x' };
    expect((await post('/insert/social-link', body, null)).status).toBe(401);
    expect((await post('/insert/social-link', body, 3)).status).toBe(403);
    expect((await del('/delete/social-link?id=1', 3)).status).toBe(403);
    expect(await list()).toEqual([]);
  });
});

describe('footer info', () => {
  type Item = { id: number; type: string; information: string };
  const list = async () => (await json<{ footer: Item[] }>(await get('/get/footer'))).footer;

  it('adds phones, e-mails and links, edits and deletes them', async () => {
    const phone = (await json<{ footer: Item }>(await post('/insert/footer', { type: 'phone', information: '+976 7011-0000' }))).footer;
    await post('/insert/footer', { type: 'email', information: 'info@miningweek.mn' });
    await post('/insert/footer', { type: 'link', information: 'https://miningweek.mn' });
    expect((await list()).map((f) => f.type)).toEqual(['phone', 'email', 'link']);
    const upd = await post('/update/footer', { id: phone.id, type: 'phone', information: '+976 9911-2233' });
    expect((await json<{ footer: Item }>(upd)).footer.information).toBe('+976 9911-2233');
    expect((await del(`/delete/footer?id=${phone.id}`)).status).toBe(200);
    expect(await list()).toHaveLength(2);
    expect((await del(`/delete/footer?id=${phone.id}`)).status).toBe(404);
  });

  it("refuses a missing type with 'Enter the type', missing information with 'Enter the information', a mismatch too", async () => {
    const noType = await post('/insert/footer', { type: '', information: 'x' });
    expect((await json(noType)).message).toBe('Enter the type');
    const noInfo = await post('/insert/footer', { type: 'email', information: '  ' });
    expect(noInfo.status).toBe(400);
    expect((await json(noInfo)).message).toBe('Enter the information');
    expect((await post('/insert/footer', { type: 'email', information: 'not-an-address' })).status).toBe(400);
    expect((await post('/insert/footer', { type: 'link', information: 'javascript:alert(1)' })).status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('is public to read, guarded to write', async () => {
    const body = { type: 'phone', information: '+976 7011-0000' };
    expect((await post('/insert/footer', body, null)).status).toBe(401);
    expect((await post('/insert/footer', body, 3)).status).toBe(403);
    expect((await post('/update/footer', { id: 1, ...body }, 3)).status).toBe(403);
    expect((await del('/delete/footer?id=1', null)).status).toBe(401);
    expect(await list()).toEqual([]);
  });
});
