import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, news, officeRequests, categories } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };
let adminId = 0;
type Who = 1 | 2 | 3 | null;
const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookie[who] } : {}), ...extra });
const get = (path: string, who: Who = 2) => t.request(`/api/mm${path}`, { headers: headers(who) });
const postJson = (path: string, body: unknown, who: Who = 2) =>
  t.request(`/api/mm${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const del = (path: string, who: Who = 2) => t.request(`/api/mm${path}`, { method: 'DELETE', headers: headers(who) });
type Account = { id: number; email: string; account_role: number; first_name: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) {
    const s = await signIn(t, role);
    cookie[role] = s.cookie;
    if (role === 2) adminId = s.adminId;
  }
});
afterAll(() => t.close());

const NEW = {
  last_name: 'Бат',
  first_name: 'Болд',
  email: 'Bold@Mining.mn',
  phone_number: '99112233',
  position: 'Мэргэжилтэн',
  department: 'Мэдээлэл',
  account_role: 1,
};

describe('GET /get/admin-users', () => {
  it('pages the accounts (10/20/30) with total and totalPages, never a password hash', async () => {
    const res = await get('/get/admin-users?page=1&limit=10');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { account: Record<string, unknown>[]; total: number; totalPages: number };
    expect(body.total).toBe(3);
    expect(body.totalPages).toBe(1);
    expect(body.account[0]).not.toHaveProperty('password_hash');
    expect(Object.keys(body.account[0])).toEqual(
      expect.arrayContaining(['id', 'last_name', 'first_name', 'email', 'phone_number', 'position', 'department', 'account_role']),
    );
    expect(await (await get('/get/admin-users?page=2&limit=10')).json()).toMatchObject({ account: [], total: 3 });
  });

  it('refuses other page sizes (400) and every role but admin (401/403)', async () => {
    expect((await get('/get/admin-users?limit=15')).status).toBe(400);
    expect((await get('/get/admin-users', null)).status).toBe(401);
    expect((await get('/get/admin-users', 1)).status).toBe(403);
    expect((await get('/get/admin-users', 3)).status).toBe(403);
  });
});

describe('insert, update, delete account', () => {
  let created: Account;

  it('inserts an account (e-mail stored lower-case), then updates it', async () => {
    const res = await postJson('/insert/account', NEW);
    expect(res.status).toBe(200);
    created = ((await res.json()) as { account: Account }).account;
    expect(created).toMatchObject({ email: 'bold@mining.mn', account_role: 1, first_name: 'Болд' });
    const upd = await postJson('/update/account', { ...NEW, id: created.id, first_name: 'Болдбаатар', account_role: 3 });
    expect(upd.status).toBe(200);
    expect(((await upd.json()) as { account: Account }).account).toMatchObject({ first_name: 'Болдбаатар', account_role: 3 });
  });

  it('the spec messages of §5, in order, with the field; nothing stored', async () => {
    const before = (await t.db.select().from(admins)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...NEW, first_name: '' }, 'first_name', 'Хэрэглэгчийн нэрийг оруулна уу'],
      [{ ...NEW, email: '' }, 'email', 'Хэрэглэгчийн и-мэйл хаягийг оруулна уу'],
      [{ ...NEW, email: 'not-an-email' }, 'email', 'И-мэйл хаяг буруу байна'],
      [{ ...NEW, account_role: undefined }, 'account_role', 'Хэрэглэгчийн эрхийн төрлийг сонгоно уу'],
      [{ ...NEW, account_role: 7 }, 'account_role', 'Хэрэглэгчийн эрхийн төрлийг сонгоно уу'],
    ];
    for (const [body, field, message] of cases) {
      const res = await postJson('/insert/account', { ...body, email: body.email === NEW.email ? 'x1@mining.mn' : body.email });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ field, message });
    }
    // phone is labelled required but not checked
    expect((await postJson('/insert/account', { ...NEW, email: 'nophone@mining.mn', phone_number: '' })).status).toBe(200);
    expect((await t.db.select().from(admins)).length).toBe(before + 1);
  });

  it('409 for an e-mail already registered (any case), on insert and update', async () => {
    const dup = await postJson('/insert/account', { ...NEW, email: 'BOLD@mining.mn' });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ message: 'Бүртгэлтэй и-мэйл хаяг байна.', field: 'email' });
    expect((await postJson('/update/account', { ...NEW, id: created.id, email: 'nophone@mining.mn' })).status).toBe(409);
  });

  it('404 for a missing id; only admins may write', async () => {
    expect((await postJson('/update/account', { ...NEW, id: 999999, email: 'z@mining.mn' })).status).toBe(404);
    expect((await del('/delete/account?id=999999')).status).toBe(404);
    expect((await del('/delete/account?id=abc')).status).toBe(400);
    expect((await postJson('/insert/account', { ...NEW, email: 'm@mining.mn' }, 1)).status).toBe(403);
    expect((await postJson('/insert/account', { ...NEW, email: 'm@mining.mn' }, 3)).status).toBe(403);
    expect((await postJson('/insert/account', { ...NEW, email: 'm@mining.mn' }, null)).status).toBe(401);
    expect((await del(`/delete/account?id=${created.id}`, 1)).status).toBe(403);
  });

  it('an admin cannot delete themself, nor demote the last admin', async () => {
    expect((await del(`/delete/account?id=${adminId}`)).status).toBe(409);
    const me = { ...NEW, id: adminId, email: 'me@mining.mn', account_role: 3 };
    const demote = await postJson('/update/account', me);
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ message: 'Сүүлчийн админы эрхийг хасах эсвэл устгах боломжгүй' });
    // with a second admin the first one may step down
    await postJson('/insert/account', { ...NEW, email: 'second@mining.mn', account_role: 2 });
    expect((await postJson('/update/account', { ...me, account_role: 2 })).status).toBe(200);
  });

  it('deletes an account', async () => {
    expect((await del(`/delete/account?id=${created.id}`)).status).toBe(200);
    expect((await postJson('/update/account', { ...NEW, id: created.id })).status).toBe(404);
  });
});

describe('GET /get/dashboard', () => {
  it('counts news and requests for any signed-in role; 401 without a session', async () => {
    expect(await (await get('/get/dashboard', 3)).json()).toEqual({ result: { newsCount: 0, requestCount: 0, directoryRequestCount: 0 } });
    await t.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
    await t.db.insert(news).values({ image: '/x.png', title: 'a', publisher: 'p', category_cid: 8, news_status: false });
    await t.db.insert(officeRequests).values([
      { name: 'a', email: 'a@b.mn', phone_number: '1', business_type: 'x', member_request: true },
      { name: 'b', email: 'b@b.mn', phone_number: '2', business_type: 'y', codex_request: true },
    ]);
    expect(await (await get('/get/dashboard', 1)).json()).toEqual({ result: { newsCount: 1, requestCount: 2, directoryRequestCount: 0 } });
    expect((await get('/get/dashboard', null)).status).toBe(401);
  });
});
