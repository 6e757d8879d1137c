import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, dirCategories, dirCompanies, dirCompanyCategories, eventExhibitors } from '@db/schema';
import { publicExhibitors } from '@api/mw/event/exhibitors/queries';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

/** The week's exhibitors (issue 27 §5): `/api/mw/{get,insert,update,delete}/exhibitor…`. */
let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };
type Who = 1 | 2 | 3 | null;
const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookie[who] } : {}), ...extra });
const get = (path: string, who: Who = 2) => t.request(`/api/mw${path}`, { headers: headers(who) });
const post = (path: string, body: unknown, who: Who = 2) =>
  t.request(`/api/mw${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const del = (path: string, who: Who = 2) => t.request(`/api/mw${path}`, { method: 'DELETE', headers: headers(who) });
const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>) => (await (await res).json()) as T;

type Row = { id: number; company_id: number; booth: string; sequence: number; name_mn: string; name_en: string; logo: string };
const stored = () => t.db.select().from(eventExhibitors).orderBy(asc(eventExhibitors.sequence), asc(eventExhibitors.id));
const list = async (event = 3) => (await json<{ exhibitor: Row[] }>(get(`/get/exhibitor?event=${event}`))).exhibitor;

const company: Record<'gobi' | 'erdenet' | 'blast' | 'waiting', number> = { gobi: 0, erdenet: 0, blast: 0, waiting: 0 };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
  const rows = await t.db
    .insert(dirCompanies)
    .values([
      {
        registration_number: '1',
        name_mn: 'ГОВЬ ХХК',
        name_en: 'GOBI LLC',
        logo: '/files/gobi.png',
        approval: true,
        reviewed_at: new Date(),
      },
      { registration_number: '2', name_mn: 'ЭРДЭНЭТ ҮЙЛДВЭР', name_en: 'ERDENET MINING', approval: true, reviewed_at: new Date() },
      { registration_number: '3', name_mn: 'ТЭСЭЛГЭЭ ХХК', name_en: 'BLAST LLC', approval: true, reviewed_at: new Date() },
      { registration_number: '4', name_mn: 'ХҮЛЭЭГДЭЖ БУЙ', name_en: 'WAITING LLC', approval: false },
    ])
    .returning({ id: dirCompanies.id });
  [company.gobi, company.erdenet, company.blast, company.waiting] = rows.map((r) => r.id);
  const [cat] = await t.db
    .insert(dirCategories)
    .values({ main_code: '01', category_code: '0101', name_mn: 'Олборлолт', name_en: 'Extraction' })
    .returning({ id: dirCategories.id });
  await t.db.insert(dirCompanyCategories).values({ company_id: company.gobi, category_id: cat.id });
});
beforeEach(async () => {
  await t.db.delete(eventExhibitors);
  await t.db.delete(auditLog);
  t.rebuild.reasons.length = 0;
});
afterAll(() => t.close());

const add = async (id: number, booth = '') => {
  const res = await post('/insert/exhibitor', { company_id: id, booth });
  expect(res.status).toBe(200);
  return (await json<{ exhibitor: Row }>(res)).exhibitor;
};

describe('exhibitors', () => {
  it('adds companies last, lists them with the company, rebuilds the site and writes the audit log', async () => {
    const res = await post('/insert/exhibitor', { company_id: company.gobi, booth: ' A-12 ' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      exhibitor: { company_id: company.gobi, booth: 'A-12', sequence: 1 },
      message: 'Амжилттай нэмэгдлээ.',
    });
    const en = await json(post('/insert/exhibitor?lang=en', { company_id: company.erdenet }));
    expect(en).toMatchObject({ exhibitor: { booth: '', sequence: 2 }, message: 'Successfully added.' });
    expect((await list()).map((r) => [r.name_mn, r.name_en, r.logo, r.booth])).toEqual([
      ['ГОВЬ ХХК', 'GOBI LLC', '/files/gobi.png', 'A-12'],
      ['ЭРДЭНЭТ ҮЙЛДВЭР', 'ERDENET MINING', '', ''],
    ]);
    expect(await list(1)).toEqual([]);
    expect(t.rebuild.reasons).toEqual(['event-site', 'event-site']);
    const audit = await t.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.entity, a.action, a.route])).toEqual([
      ['mw/exhibitor', 'create', '/mw/insert/exhibitor'],
      ['mw/exhibitor', 'create', '/mw/insert/exhibitor'],
    ]);
    expect(audit[0].changes).toMatchObject({ booth: { after: 'A-12' } });
  });

  it('the read-only role lists, only moderators and admins write, anonymous callers get 401', async () => {
    const mine = await add(company.gobi);
    expect((await get('/get/exhibitor', 3)).status).toBe(200);
    expect((await get('/get/exhibitor', null)).status).toBe(401);
    expect((await get('/get/exhibitor-company?term=gobi', null)).status).toBe(401);
    for (const who of [null, 3] as const) {
      const status = who === null ? 401 : 403;
      expect((await post('/insert/exhibitor', { company_id: company.blast }, who)).status).toBe(status);
      expect((await post('/update/exhibitor', { id: mine.id, booth: 'Z-1' }, who)).status).toBe(status);
      expect((await post('/update/exhibitor-sequence', { exhibitors: [{ id: mine.id, sequence: 1 }] }, who)).status).toBe(status);
      expect((await del(`/delete/exhibitor?id=${mine.id}`, who)).status).toBe(status);
    }
    expect((await post('/insert/exhibitor', { company_id: company.blast }, 1)).status).toBe(200);
    expect((await stored()).map((r) => [r.company_id, r.booth])).toEqual([
      [company.gobi, ''],
      [company.blast, ''],
    ]);
  });

  const invalid: [string, unknown, string, string][] = [
    ['no company', { booth: 'A-1' }, 'company_id', 'Компаниа сонгоно уу'],
    ['a company that is not a number', { company_id: 'abc' }, 'company_id', 'Компаниа сонгоно уу'],
    ['a booth of 21 characters', { company_id: 1, booth: 'A'.repeat(21) }, 'booth', 'Лангуу нь 20 хүртэл'],
    ['a booth with markup', { company_id: 1, booth: '<b>A</b>' }, 'booth', 'Лангуу нь 20 хүртэл'],
    ['a bad event', { company_id: 1, event_id: 0 }, 'event_id', 'Арга хэмжээгээ сонгоно уу'],
  ];
  it.each(invalid)('refuses %s with 400 and a message, and stores nothing', async (_name, body, field, message) => {
    const res = await post('/insert/exhibitor', body);
    expect(res.status).toBe(400);
    const answer = await json<{ message: string; field: string }>(res);
    expect(answer.field).toBe(field);
    expect(answer.message).toContain(message);
    expect(await stored()).toEqual([]);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('answers in English when asked', async () => {
    const res = await post('/insert/exhibitor?lang=en', { company_id: company.gobi, booth: '#1' });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/^The booth is at most 20/);
    expect(await stored()).toEqual([]);
  });

  it('refuses a company that is missing or not published (404) and a second add of a company (409)', async () => {
    for (const id of [company.waiting, 999_999]) {
      const res = await post('/insert/exhibitor', { company_id: id });
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ message: 'Компани нийтлэгдсэн лавлахад олдсонгүй', field: 'company_id' });
    }
    await add(company.gobi, 'A-1');
    t.rebuild.reasons.length = 0;
    const again = await post('/insert/exhibitor?lang=en', { company_id: company.gobi, booth: 'B-2' });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('This company is already an exhibitor of this event');
    expect((await stored()).map((r) => r.booth)).toEqual(['A-1']);
    expect(t.rebuild.reasons).toEqual([]);
    // another edition may have the same company
    expect((await post('/insert/exhibitor', { company_id: company.gobi, event_id: 2 })).status).toBe(200);
  });

  it('two parallel adds of one company store one row: one 200, one 409', async () => {
    const answers = await Promise.all([
      post('/insert/exhibitor', { company_id: company.blast, booth: 'A-1' }),
      post('/insert/exhibitor', { company_id: company.blast, booth: 'A-2' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stored()).filter((r) => r.company_id === company.blast)).toHaveLength(1);
  });

  it('updates the booth, 404 for a missing exhibitor, 400 with nothing changed for a bad booth', async () => {
    const a = await add(company.gobi, 'A-1');
    const res = await post('/update/exhibitor', { id: a.id, booth: 'Hall 2 / B-07' });
    expect(await json(res)).toMatchObject({ exhibitor: { booth: 'Hall 2 / B-07' }, message: 'Амжилттай шинэчлэгдлээ.' });
    const bad = await post('/update/exhibitor', { id: a.id, booth: 'x'.repeat(30) });
    expect(bad.status).toBe(400);
    expect((await json(bad)).field).toBe('booth');
    expect((await stored())[0].booth).toBe('Hall 2 / B-07');
    const missing = await post('/update/exhibitor', { id: a.id + 1000, booth: 'C-1' });
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('Үзэсгэлэн оролцогч олдсонгүй');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'update'));
    expect(audit.map((e) => e.changes)).toEqual([{ booth: { before: 'A-1', after: 'Hall 2 / B-07' } }]);
  });

  it('deletes after which the row is gone; a second delete is 404; a bad id 400', async () => {
    const a = await add(company.gobi);
    expect(await json(del(`/delete/exhibitor?id=${a.id}`))).toEqual({ message: 'Амжилттай устгалаа.' });
    expect(await stored()).toEqual([]);
    expect((await del(`/delete/exhibitor?id=${a.id}`)).status).toBe(404);
    const bad = await del('/delete/exhibitor?id=abc');
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Буруу дугаар');
  });

  it('saves a new order of the whole list; refuses a partial, repeated or stale one', async () => {
    const [a, b, c] = [await add(company.gobi), await add(company.erdenet), await add(company.blast)];
    const order = (ids: number[]) => ({ exhibitors: ids.map((id, k) => ({ id, sequence: k + 1 })) });
    const res = await post('/update/exhibitor-sequence', order([c.id, a.id, b.id]));
    expect(res.status).toBe(200);
    expect((await json<{ exhibitor: Row[] }>(res)).exhibitor.map((r) => r.id)).toEqual([c.id, a.id, b.id]);
    expect((await list()).map((r) => r.id)).toEqual([c.id, a.id, b.id]);

    const repeated = await post('/update/exhibitor-sequence', { exhibitors: [a, b, c].map((r) => ({ id: r.id, sequence: 1 })) });
    expect(repeated.status).toBe(400);
    expect((await json(repeated)).field).toBe('exhibitors');
    const partial = await post('/update/exhibitor-sequence?lang=en', order([a.id, b.id]));
    expect(partial.status).toBe(409);
    expect((await json(partial)).message).toBe('The exhibitor list has changed: reload it and order again');
    expect((await list()).map((r) => r.id)).toEqual([c.id, a.id, b.id]);
  });

  it('searches published companies for the picker and marks those that already exhibit', async () => {
    await add(company.gobi);
    type Found = { companies: { id: number; name: string; logo: string; exhibitor: boolean }[]; total: number };
    const found = await json<Found>(get('/get/exhibitor-company?term=llc', 3));
    expect(found.companies.map((c) => [c.name, c.exhibitor]).sort()).toEqual([
      ['ГОВЬ ХХК', true],
      ['ТЭСЭЛГЭЭ ХХК', false],
    ]);
    // the directory's search: the other script, a typo
    expect((await json<Found>(get('/get/exhibitor-company?term=erdenet'))).companies.map((c) => c.id)).toEqual([company.erdenet]);
    expect((await json<Found>(get('/get/exhibitor-company?term=ГОВЬ'))).companies.map((c) => c.id)).toEqual([company.gobi]);
    expect((await json<Found>(get('/get/exhibitor-company?term=waiting'))).companies).toEqual([]);
    const short = await get('/get/exhibitor-company?term=a');
    expect(short.status).toBe(400);
    expect((await json(short)).message).toBe('Хайхын тулд 2-100 тэмдэгт бичнэ үү');
  });

  it('the page data: published companies in the page language with their main categories, in list order', async () => {
    await add(company.erdenet, 'B-1');
    await add(company.gobi, 'A-12');
    await add(company.blast);
    await t.db.update(dirCompanies).set({ approval: false }).where(eq(dirCompanies.id, company.blast));
    const en = await publicExhibitors(t.db, 3, 'en');
    expect(en.map((e) => [e.name, e.booth, e.categories])).toEqual([
      ['ERDENET MINING', 'B-1', []],
      ['GOBI LLC', 'A-12', [{ code: '01', name: expect.any(String) as string }]],
    ]);
    expect((await publicExhibitors(t.db, 3, 'mn'))[1].name).toBe('ГОВЬ ХХК');
    await t.db.update(dirCompanies).set({ approval: true }).where(eq(dirCompanies.id, company.blast));
  });
});
