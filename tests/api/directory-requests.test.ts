import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, dirCategories, dirCompanies, dirConsultants, outbox, rateLimits } from '@db/schema';
import { DIRECTORY_ADMIN_MESSAGES as M } from '@shared/directory-admin';
import { createTestApp, TEST_ORIGIN } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { WIZARD_CONSULTANT, wizardForm } from '../helpers/directory-wizard';
import { en, mn } from '../helpers/messages';

/**
 * The review of directory requests (issue 25 §7, §8): the registrant's mails (receipt, approval with
 * the public page, rejection with the reason), the rejected list and reopening, duplicate warnings
 * and the confirmation an approval of a duplicate needs.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const who: Record<'admin' | 'moderator' | 'reader', { cookie: string; adminId: number }> = {} as never;
const BASE = '/api/yp/yellow-page';
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  who.moderator = await signIn(t, 1);
  who.admin = await signIn(t, 2, 'reviewer@test.mn');
  who.reader = await signIn(t, 3);
  await t.db.insert(dirCategories).values(
    ['0101', '0403'].map((code) => ({
      main_code: code.slice(0, 2),
      category_code: code,
      name_mn: `Ангилал ${code}`,
      name_en: `Category ${code}`,
    })),
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(dirCompanies);
  await t.db.delete(dirConsultants);
  await t.db.delete(outbox);
  await t.db.delete(rateLimits);
  t.rebuild.reasons.length = 0;
});

type Who = keyof typeof who | 'nobody';
const cookieOf = (w: Who): Record<string, string> => (w === 'nobody' ? {} : { cookie: who[w].cookie });
const get = (path: string, w: Who = 'admin') => t.request(`${BASE}${path}`, { headers: cookieOf(w) });
const review = (kind: 'company' | 'person', body: unknown, w: Who = 'admin') =>
  t.request(`${BASE}/review/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...cookieOf(w) },
    body: JSON.stringify(body),
  });
const json = async (res: Response, status = 200): Promise<any> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
};

/** A public wizard request of a company (`fields` over the wizard's), answered with its id. */
async function submitCompany(fields: Record<string, string> = {}): Promise<number> {
  const res = await t.request('/api/yp/insert/yellow-registration', {
    method: 'POST',
    body: wizardForm(fields),
    headers: { 'cf-connecting-ip': `10.9.0.${++ip}` },
  });
  return (await json(res)).id;
}
async function submitConsultant(fields: Record<string, string> = {}): Promise<number> {
  const res = await t.request('/api/yp/insert/yellow-consultant', {
    method: 'POST',
    body: JSON.stringify({ ...WIZARD_CONSULTANT, ...fields }),
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.9.0.${++ip}` },
  });
  return (await json(res)).id;
}
/** A company already in the directory (published unless `approval` is false). */
async function existingCompany(
  name_mn: string,
  name_en: string,
  registration_number: string,
  more: Partial<typeof dirCompanies.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(dirCompanies)
    .values({
      name_mn,
      name_en,
      registration_number,
      approval: true,
      reviewed_at: new Date(),
      ...more,
    })
    .returning();
  return row!;
}
const company = async (id: number) => (await t.db.select().from(dirCompanies).where(eq(dirCompanies.id, id)))[0]!;
const person = async (id: number) => (await t.db.select().from(dirConsultants).where(eq(dirConsultants.id, id)))[0]!;
const mails = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
const REGISTRANT = WIZARD_CONSULTANT.registrantEmail;

describe('the registrant is told', () => {
  it('gets a receipt of a public request in the request language; an admin’s approved add sends none', async () => {
    const id = await submitCompany();
    const [receipt, ...more] = await mails(REGISTRANT);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ subject: 'Уул уурхайн лавлах: бүртгүүлэх хүсэлтийг хүлээн авлаа' });
    expect(receipt!.text).toContain('«Эрдэнэ Майнинг ХХК» байгууллагыг');
    expect(receipt!.text).toContain('Батболд');
    expect((await company(id)).reviewed_at).toBeNull();

    await t.db.delete(outbox);
    await submitConsultant({ lang: 'en', registrantEmail: 'consultant@example.mn' });
    const [english] = await mails('consultant@example.mn');
    expect(english).toMatchObject({ subject: 'Mining directory: we received your registration request' });
    expect(english!.text).toContain('the consultant “D. Bolormaa”');
    expect(english!.html).toContain('lang="en"');

    await t.db.delete(outbox);
    const added = await t.request('/api/yp/insert/yellow-registration', {
      method: 'POST',
      body: wizardForm({ approval: 'true', registrationNumber: '7000001', nameMn: 'Өөр ХХК', nameEn: 'Other LLC' }),
      headers: { cookie: who.admin.cookie },
    });
    expect((await json(added)).approval).toBe(true);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('gets the approval with the link to the public page in the request language', async () => {
    const mnId = await submitCompany();
    const enId = await submitCompany({
      lang: 'en',
      registrantEmail: 'en@example.mn',
      registrationNumber: '5999999',
      nameMn: 'Хан Алт',
      nameEn: 'Khan Gold',
    });
    const personId = await submitConsultant({ registrantEmail: 'person@example.mn' });
    await t.db.delete(outbox);
    expect(await json(await review('company', { id: mnId, decision: 'approve' }))).toEqual({ message: mn(M.approved) });
    expect(await json(await review('company', { id: enId, decision: 'approve' }))).toEqual({ message: mn(M.approved) });
    await json(await review('person', { id: personId, decision: 'approve' }, 'moderator'));
    const [approved] = await mails(REGISTRANT);
    expect(approved).toMatchObject({ subject: 'Уул уурхайн лавлах: бүртгэл зөвшөөрөгдлөө' });
    expect(approved!.text).toContain(`${TEST_ORIGIN}/yp/company/${mnId}`);
    const [english] = await mails('en@example.mn');
    expect(english).toMatchObject({ subject: 'Mining directory: your registration is approved' });
    expect(english!.text).toContain(`${TEST_ORIGIN}/en/yp/company/${enId}`);
    expect(english!.text).toContain('“Khan Gold”');
    const [consultant] = await mails('person@example.mn');
    expect(consultant!.text).toContain(`${TEST_ORIGIN}/yp/category/0403`);
    expect(t.rebuild.reasons).toEqual(['directory', 'directory', 'directory']);
  });

  it('refuses a rejection without a reason, changing nothing', async () => {
    const id = await submitCompany();
    await t.db.delete(outbox);
    for (const body of [
      { id, decision: 'reject' },
      { id, decision: 'reject', reason: '   ' },
    ]) {
      const res = await review('company', body);
      expect((await json(res, 400)).message).toBe(mn(M.reason));
    }
    const english = await t.request(`${BASE}/review/company?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: who.admin.cookie },
      body: JSON.stringify({ id, decision: 'reject', reason: '' }),
    });
    expect((await json(english, 400)).message).toBe(en(M.reason));
    expect(await company(id)).toMatchObject({ reviewed_at: null, rejected: false, rejection_reason: '' });
    expect((await company(id)).logo).not.toBe('');
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('stores the reason of a rejection and mails it (escaped in HTML)', async () => {
    const id = await submitCompany({ lang: 'en' });
    await t.db.delete(outbox);
    const reason = 'The registration number <b>5123456</b> belongs to another company.';
    expect(await json(await review('company', { id, decision: 'reject', reason: `  ${reason} ` }))).toEqual({ message: mn(M.rejected) });
    // it was never public: no rebuild
    expect(t.rebuild.reasons).toEqual([]);
    expect(await company(id)).toMatchObject({ rejected: true, approval: false, rejection_reason: reason, reviewed_by: who.admin.adminId });
    const [mail, ...more] = await mails(REGISTRANT);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Mining directory: your registration request was declined' });
    expect(mail!.text).toContain(`Reason: ${reason}`);
    expect(mail!.text).toContain(`${TEST_ORIGIN}/en/yp/register`);
    expect(mail!.html).toContain('&lt;b&gt;5123456&lt;/b&gt;');
    // a consultant's rejection, in Mongolian
    const personId = await submitConsultant({ registrantEmail: 'person@example.mn' });
    await json(await review('person', { id: personId, decision: 'reject', reason: 'Мэргэжлийн мэдээлэл дутуу' }));
    expect(await person(personId)).toMatchObject({ rejected: true, rejection_reason: 'Мэргэжлийн мэдээлэл дутуу' });
    const [, rejected] = await mails('person@example.mn');
    expect(rejected).toMatchObject({ subject: 'Уул уурхайн лавлах: бүртгүүлэх хүсэлтээс татгалзлаа' });
    expect(rejected!.text).toContain('Шалтгаан: Мэргэжлийн мэдээлэл дутуу');
  });

  it('keeps the request and the decision when the mail fails, and logs it', async () => {
    const { mailer, log } = t.deps;
    const logged: Record<string, unknown>[] = [];
    Object.assign(t.deps, {
      mailer: { send: async () => Promise.reject(new Error('mail server down')) },
      // the errors (each request's own line is logged too)
      log: (entry: Record<string, unknown>) => entry.level === 'error' && logged.push(entry),
    });
    try {
      const id = await submitCompany();
      expect(logged).toMatchObject([{ level: 'error', msg: 'directory request mail failed', kind: 'company', id, event: 'received' }]);
      await json(await review('company', { id, decision: 'reject', reason: 'Дутуу' }));
      expect(await company(id)).toMatchObject({ rejected: true, rejection_reason: 'Дутуу' });
      expect(logged.map((e) => e.msg)).toEqual(['directory request mail failed', 'mail after commit failed']);
    } finally {
      Object.assign(t.deps, { mailer, log });
    }
  });
});

describe('rejected requests', () => {
  it('are listed with the reason, who rejected and when, and reopen to waiting (audited)', async () => {
    const id = await submitCompany();
    const waitingOne = await submitCompany({
      registrationNumber: '5000001',
      nameMn: 'Хүлээгдэж буй',
      nameEn: 'Still Waiting',
      registrantEmail: 'w@example.mn',
    });
    await json(await review('company', { id, decision: 'reject', reason: 'Лого тодорхойгүй' }));
    const rejected = await json(await get('/get/new-request?type=1&state=rejected', 'reader'));
    expect(rejected).toMatchObject({ total: 1, totalPages: 1 });
    const [row] = rejected.request;
    expect(row).toMatchObject({
      type: 1,
      id,
      rejection_reason: 'Лого тодорхойгүй',
      reviewer_name: 'Role2 Test',
      reviewer_email: 'reviewer@test.mn',
    });
    expect(Date.now() - Date.parse(row.reviewed_at)).toBeLessThan(60_000);
    const waiting = await json(await get('/get/new-request?type=1'));
    expect(waiting.request.map((r: { id: number }) => r.id)).toEqual([waitingOne]);
    expect(waiting.request[0]).toMatchObject({ rejection_reason: '', reviewed_at: null, reviewer_name: null, reviewer_email: null });
    expect((await json(await get('/get/new-request?type=1&state=maybe'), 400)).message).toBe(mn(M.state));

    await t.db.delete(outbox);
    expect(await json(await review('company', { id, decision: 'reopen' }, 'moderator'))).toEqual({ message: mn(M.reopened) });
    expect(await company(id)).toMatchObject({
      rejected: false,
      approval: false,
      reviewed_at: null,
      reviewed_by: null,
      rejection_reason: '',
    });
    expect((await json(await get('/get/new-request?type=1&state=rejected'))).total).toBe(0);
    expect((await json(await get('/get/new-request?type=1'))).total).toBe(2);
    expect(await t.db.select().from(outbox)).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'yp/company'), eq(auditLog.entity_id, String(id)), eq(auditLog.admin_id, who.moderator.adminId)));
    expect(audit).toMatchObject({ action: 'update', route: '/yp/yellow-page/review/company' });
    expect(audit!.changes).toMatchObject({
      rejected: { before: true, after: false },
      rejection_reason: { before: 'Лого тодорхойгүй', after: '' },
    });

    // only a rejected request reopens; an unknown one is not found
    const again = await review('company', { id, decision: 'reopen' });
    expect((await json(again, 409)).message).toBe(mn(M.notRejected));
    expect((await json(await review('company', { id: 999999, decision: 'reopen' }), 404)).message).toBe(mn(M.companyNotFound));
  });

  it('lists rejected consultants and reopens one', async () => {
    const id = await submitConsultant();
    await json(await review('person', { id, decision: 'reject', reason: 'Утас буруу' }));
    const [row] = (await json(await get('/get/new-request?type=2&state=rejected'))).request;
    expect(row).toMatchObject({ type: 2, id, rejection_reason: 'Утас буруу', reviewer_email: 'reviewer@test.mn' });
    await json(await review('person', { id, decision: 'reopen' }));
    expect(await person(id)).toMatchObject({ rejected: false, reviewed_at: null, rejection_reason: '' });
    expect((await json(await review('person', { id, decision: 'reopen' }), 409)).message).toBe(mn(M.notRejected));
  });
});

describe('duplicates', () => {
  it('warns of a company with the same registration number (trimmed, any case) or a close name, not of rejected ones', async () => {
    const sameNumber = await existingCompany('ХАР ТАВАН ХХК', 'KHAR TAVAN LLC', 'AB5123456');
    const closeName = await existingCompany('ЭРДЭНЭ МАЙНИНГ ХХК', 'ERDENE MINING LLC', '1111111', { approval: false });
    await existingCompany('ЭРДЭНЭ МАЙНИНГ', 'ERDENE MINING', '2222222', { rejected: true, approval: false });
    const unrelated = await existingCompany('НОМИН ТРЕЙД', 'NOMIN TRADE', '3333333');
    // a letter missing from each name, and no legal form
    const id = await submitCompany({ registrationNumber: 'ab5123456 ', nameMn: 'Эрднэ Майнинг', nameEn: 'Erdne Mining' });
    const [row] = (await json(await get('/get/new-request?type=1'))).request;
    expect(row.id).toBe(id);
    expect(row.duplicates).toEqual([
      {
        id: sameNumber.id,
        name_mn: 'ХАР ТАВАН ХХК',
        name_en: 'KHAR TAVAN LLC',
        registration_number: 'AB5123456',
        approval: true,
        waiting: false,
        reasons: ['registrationNumber'],
      },
      {
        id: closeName.id,
        name_mn: 'ЭРДЭНЭ МАЙНИНГ ХХК',
        name_en: 'ERDENE MINING LLC',
        registration_number: '1111111',
        approval: false,
        waiting: false,
        reasons: ['name'],
      },
    ]);
    // the record a review opens warns alike; a reviewed company's record does not
    const record = (await json(await get(`/get/company?id=${id}`))).company;
    expect(record.duplicates.map((d: { id: number }) => d.id)).toEqual([sameNumber.id, closeName.id]);
    expect((await json(await get(`/get/company?id=${unrelated.id}`))).company.duplicates).toEqual([]);
  });

  it('does not take the words most names share for a likeness', async () => {
    // as whole search keys "BAT OOL OORHAI HHK BAT MINING LLC" and "GAN OOL OORHAI HHK GAN MINING LLC" are 0.75 alike (pg_trgm)
    await existingCompany('ГАН УУЛ УУРХАЙ ХХК', 'GAN MINING LLC', '4444444');
    await existingCompany('БАТ РЕСУРС ХХК', 'BAT RESOURCES LLC', '4444445');
    await submitCompany({ registrationNumber: '4444446', nameMn: 'Бат Уул Уурхай ХХК', nameEn: 'Bat Mining LLC' });
    const [row] = (await json(await get('/get/new-request?type=1'))).request;
    expect(row.duplicates).toEqual([]);
  });

  it('finds a name written in the other script, also of another waiting request', async () => {
    const other = await submitCompany({
      registrationNumber: '8000001',
      nameMn: 'Эрдэнэт Үйлдвэр',
      nameEn: 'Erdenet Mining Corporation',
      registrantEmail: 'a@example.mn',
    });
    const id = await submitCompany({
      registrationNumber: '8000002',
      nameMn: 'Монгол Зэс',
      nameEn: 'Erdenet Uildver',
      registrantEmail: 'b@example.mn',
    });
    const apart = await submitCompany({
      registrationNumber: '8000003',
      nameMn: 'Говийн Зам',
      nameEn: 'Gobi Road',
      registrantEmail: 'c@example.mn',
    });
    const rows: { id: number; duplicates: unknown[] }[] = (await json(await get('/get/new-request?type=1'))).request;
    const of = (rowId: number) => rows.find((r) => r.id === rowId)!.duplicates;
    expect(of(id)).toMatchObject([{ id: other, waiting: true, approval: false, reasons: ['name'] }]);
    expect(of(other)).toMatchObject([{ id, waiting: true }]);
    expect(of(apart)).toEqual([]);
  });

  it('refuses to approve a duplicate without the confirmation (409 with the list), approves it with', async () => {
    const existing = await existingCompany('ЭРДЭНЭ МАЙНИНГ ХХК', 'ERDENE MINING LLC', '5123456');
    const id = await submitCompany();
    await t.db.delete(outbox);
    const refused = await json(await review('company', { id, decision: 'approve' }), 409);
    expect(refused.message).toBe(mn(M.duplicate));
    expect(refused.duplicates).toMatchObject([{ id: existing.id, reasons: ['registrationNumber', 'name'] }]);
    expect(await company(id)).toMatchObject({ reviewed_at: null, approval: false });
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect(t.rebuild.reasons).toEqual([]);
    // a rejection needs no confirmation; an approval with it goes through
    await json(await review('company', { id, decision: 'approve', confirmDuplicate: true }));
    expect(await company(id)).toMatchObject({ approval: true, rejected: false, reviewed_by: who.admin.adminId });
    expect((await mails(REGISTRANT)).map((m) => m.subject)).toEqual(['Уул уурхайн лавлах: бүртгэл зөвшөөрөгдлөө']);
  });

  it('warns of a consultant with the same name (folded), and needs the confirmation to approve', async () => {
    const [known] = await t.db
      .insert(dirConsultants)
      .values({
        name_mn: 'Д. БОЛОРМАА',
        name_en: 'BOLORMAA D',
        profession_mn: 'Геологич',
        profession_en: 'Geologist',
        phone_number: '1',
        approval: true,
        reviewed_at: new Date(),
      })
      .returning();
    const id = await submitConsultant();
    const apart = await submitConsultant({ nameMn: 'Д. Болор', nameEn: 'D. Bolor', registrantEmail: 'other@example.mn' });
    const rows = (await json(await get('/get/new-request?type=2'))).request;
    expect(rows.find((r: { id: number }) => r.id === id).duplicates).toEqual([
      {
        id: known!.id,
        name_mn: 'Д. БОЛОРМАА',
        name_en: 'BOLORMAA D',
        registration_number: '',
        approval: true,
        waiting: false,
        reasons: ['name'],
      },
    ]);
    expect(rows.find((r: { id: number }) => r.id === apart).duplicates).toEqual([]);
    expect((await json(await review('person', { id, decision: 'approve' }), 409)).duplicates).toHaveLength(1);
    await json(await review('person', { id, decision: 'approve', confirmDuplicate: 'true' }));
    expect(await person(id)).toMatchObject({ approval: true });
  });
});

describe('access and races', () => {
  it('answers 401 without a session and 403 to a read-only role on the review, changing nothing', async () => {
    const id = await submitCompany();
    await json(await review('company', { id, decision: 'reject', reason: 'Дутуу' }));
    const before = await company(id);
    expect((await get('/get/new-request?type=1&state=rejected', 'nobody')).status).toBe(401);
    for (const kind of ['company', 'person'] as const)
      for (const body of [
        { id, decision: 'reopen' },
        { id, decision: 'reject', reason: 'x' },
        { id, decision: 'approve', confirmDuplicate: true },
      ]) {
        expect((await review(kind, body, 'nobody')).status).toBe(401);
        expect((await review(kind, body, 'reader')).status).toBe(403);
      }
    expect(await company(id)).toEqual(before);
  });

  it('of 10 decisions at once on one request, exactly one is made and mailed', async () => {
    const id = await submitCompany();
    await t.db.delete(outbox);
    const answers = await Promise.all(
      Array.from(
        { length: 10 },
        async (_, i) =>
          (await review('company', i % 2 ? { id, decision: 'reject', reason: `Шалтгаан ${i}` } : { id, decision: 'approve' })).status,
      ),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const row = await company(id);
    const sent = await mails(REGISTRANT);
    expect(sent).toHaveLength(1);
    if (row.approval) {
      expect(row).toMatchObject({ rejected: false, rejection_reason: '' });
      expect(sent[0]!.text).toContain(`/yp/company/${id}`);
    } else {
      expect(row.rejected).toBe(true);
      expect(sent[0]!.text).toContain(`Шалтгаан: ${row.rejection_reason}`);
    }
  });

  it('the dashboard counts the directory requests waiting for review', async () => {
    await submitCompany();
    const rejected = await submitCompany({
      registrationNumber: '5000002',
      nameMn: 'Татгалзах',
      nameEn: 'To Reject',
      registrantEmail: 'r@example.mn',
    });
    await submitConsultant();
    await json(await review('company', { id: rejected, decision: 'reject', reason: 'Давхардсан' }));
    const res = await t.request('/api/mm/get/dashboard', { headers: { cookie: who.reader.cookie } });
    expect((await json(res)).result).toMatchObject({ directoryRequestCount: 2 });
  });
});
