import { fold } from '@shared/transliterate';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dirCategories, dirCompanies, dirCompanyCategories, dirConsultants, dirContacts } from '@db/schema';
import { seedDirectory } from '@db/seed/directory';
import { DIRECTORY_ADMIN_MESSAGES as M } from '@shared/directory-admin';
import { DIRECTORY_REGISTRATION_MESSAGES as R } from '@shared/directory-registration-rules';
import { PAGING_MESSAGES as P } from '@api/paging';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes, pngBytes } from '../helpers/upload-files';
import { mn } from '../helpers/messages';

/** The directory admin's calls under `/api/yp/yellow-page` (spec §7 "Directory admin") against a seeded PGlite. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = { cookie: '', adminId: 0 };
let reader = { cookie: '', adminId: 0 };
const COMPANIES = 40; // the seed's last 8 are waiting requests
const BASE = '/api/yp/yellow-page';

beforeAll(async () => {
  t = await createTestApp();
  await seedDirectory({ db: t.db, storage: t.deps.storage, now: new Date('2026-01-10T00:00:00Z'), counts: {}, companies: COMPANIES });
  admin = await signIn(t, 2);
  reader = await signIn(t, 3);
}, 60_000);
afterAll(() => t.close());
beforeEach(() => {
  t.rebuild.reasons.length = 0;
});

type Who = 'admin' | 'reader' | 'nobody';
const headers = (who: Who, extra: Record<string, string> = {}) => ({
  ...(who === 'nobody' ? {} : { cookie: (who === 'admin' ? admin : reader).cookie }),
  ...extra,
});
const get = (path: string, who: Who = 'admin') => t.request(`${BASE}${path}`, { headers: headers(who) });
const post = (path: string, body: unknown, who: Who = 'admin') =>
  t.request(`${BASE}${path}`, {
    method: 'POST',
    headers: headers(who, { 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
const del = (path: string, who: Who = 'admin') => t.request(`${BASE}${path}`, { method: 'DELETE', headers: headers(who) });
const upload = (bytes: Uint8Array, name = 'logo.png', who: Who = 'admin') => {
  const form = new FormData();
  form.append('image', new File([bytes as BlobPart], name, { type: 'image/png' }));
  return t.request(`${BASE}/upload/logo`, { method: 'POST', headers: headers(who), body: form });
};
const body = async (res: Response): Promise<any> => res.json();
const ok = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return body(res);
};
const stored = async (url: string) => Boolean(await t.deps.storage.get(t.deps.storage.keyFromUrl(url)!));
const waitingCompanies = async () =>
  (await t.db.select({ id: dirCompanies.id }).from(dirCompanies).where(isNull(dirCompanies.reviewed_at))).map((r) => r.id);
const company = async (id: number) => (await t.db.select().from(dirCompanies).where(eq(dirCompanies.id, id)))[0];
const contactsOf = async (id: number) => (await t.db.select({ n: count() }).from(dirContacts).where(eq(dirContacts.company_id, id)))[0].n;
const linksOf = async (id: number) =>
  (await t.db.select().from(dirCompanyCategories).where(eq(dirCompanyCategories.company_id, id))).map((l) => l.category_id);
const categoryId = async (code: string) => (await t.db.select().from(dirCategories).where(eq(dirCategories.category_code, code)))[0].id;
/** A reviewed company with one category (the tests that remove categories use it). */
async function freshCompany(logo = '') {
  const [row] = await t.db
    .insert(dirCompanies)
    .values({
      registration_number: '999',
      name_mn: 'ТЕСТ ХХК',
      name_en: 'TEST LLC',
      logo,
      approval: true,
      reviewed_at: new Date(),
    })
    .returning();
  await t.db.insert(dirCompanyCategories).values({ company_id: row.id, category_id: await categoryId('0101') });
  return row;
}

describe('access', () => {
  const reads = [
    '/get/new-request?type=1',
    '/get/company?id=1',
    '/get/person?id=1',
    '/get/company-list',
    '/get/company-list/name?name=A',
    '/get/consultant-list',
    '/get/consultant-list/name?name=A',
  ];
  const writes: [string, string][] = [
    ['POST', '/update/company'],
    ['POST', '/update/person'],
    ['POST', '/review/company'],
    ['POST', '/review/person'],
    ['POST', '/upload/logo'],
    ['DELETE', '/delete/contact?id=1'],
    ['DELETE', '/delete/category?category_id=1&company_id=1'],
    ['DELETE', '/delete/company?id=1'],
    ['DELETE', '/delete/person?id=1'],
  ];
  it('answers 401 without a session on every call, and lets a read-only role read', async () => {
    for (const path of reads) {
      expect((await get(path, 'nobody')).status, path).toBe(401);
      expect((await get(path, 'reader')).status, path).toBe(200);
    }
    for (const [method, path] of writes)
      expect(
        (await t.request(`${BASE}${path}`, { method, headers: { 'content-type': 'application/json' }, body: '{}' })).status,
        path,
      ).toBe(401);
  });
  it('answers 403 to a read-only role on every write and changes nothing', async () => {
    const before = await company(1);
    for (const [method, path] of writes) {
      const res = await t.request(`${BASE}${path}`, {
        method,
        headers: headers('reader', { 'content-type': 'application/json' }),
        body: JSON.stringify({ id: 1, decision: 'approve', company: { id: 1, name_mn: 'X' } }),
      });
      expect(res.status, path).toBe(403);
    }
    expect(await company(1)).toEqual(before);
    expect(t.rebuild.reasons).toEqual([]);
  });
});

describe('requests', () => {
  it('pages the waiting company and consultant requests with their totals', async () => {
    const companies = await ok(await get('/get/new-request?type=1&page=1&limit=10'));
    expect(Object.keys(companies).sort()).toEqual(['request', 'total', 'totalPages']);
    expect(companies).toMatchObject({ total: 8, totalPages: 1 });
    expect(Object.keys(companies.request[0]).sort()).toEqual([
      'created_at',
      'duplicates',
      'id',
      'logo',
      'name_en',
      'name_mn',
      'registration_number',
      'rejection_reason',
      'reviewed_at',
      'reviewer_email',
      'reviewer_name',
      'type',
    ]);
    expect(companies.request.map((r: { id: number }) => r.id).sort()).toEqual((await waitingCompanies()).sort());
    const people = await ok(await get('/get/new-request?type=2&limit=20'));
    expect(people).toMatchObject({ total: 5, totalPages: 1 });
    expect(people.request[0]).toMatchObject({ type: 2, approval: false, registrant_email: expect.stringContaining('@') });
    expect((await ok(await get('/get/new-request?type=2&limit=10&page=2'))).request).toEqual([]);
  });

  it.each([
    ['type=3', mn(M.type)],
    ['type=1&limit=15', mn(P.limit, { choices: '10, 20, 30' })],
    ['type=1&page=0', mn(P.page)],
  ])('refuses %s with a message', async (query, message) => {
    const res = await get(`/get/new-request?${query}`);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(message);
  });

  it('approves a company request: reviewer and time kept, off the request list, on the company list, directory rebuilt', async () => {
    const [id] = await waitingCompanies();
    const res = await post('/review/company', { id, decision: 'approve' });
    expect(await ok(res)).toEqual({ message: mn(M.approved) });
    const row = await company(id);
    expect(row).toMatchObject({ approval: true, rejected: false, reviewed_by: admin.adminId });
    expect(Date.now() - row.reviewed_at!.getTime()).toBeLessThan(60_000);
    expect(t.rebuild.reasons).toEqual(['directory']);
    expect((await ok(await get('/get/new-request?type=1'))).total).toBe(7);
    const list = await ok(await get('/get/company-list?limit=100'));
    expect(list.companies.map((c: { id: number }) => c.id)).toContain(id);
    // a second decision on the same request is refused; unknown ids and bad decisions too, changing nothing
    t.rebuild.reasons.length = 0;
    const again = await post('/review/company', { id, decision: 'reject', reason: 'Давхардсан' });
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe(mn(M.reviewed));
    expect((await post('/review/company', { id: 999999, decision: 'approve' })).status).toBe(404);
    const [other] = await waitingCompanies();
    const bad = await post('/review/company', { id: other, decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toBe(mn(M.decision));
    expect((await company(other)).reviewed_at).toBeNull();
    expect(await company(id)).toEqual(row);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('rejects a consultant request: kept with reviewer and time, neither waiting nor listed nor public', async () => {
    const [{ id }] = await t.db.select().from(dirConsultants).where(isNull(dirConsultants.reviewed_at));
    await ok(await post('/review/person', { id, decision: 'reject', reason: 'Дутуу' }));
    const [row] = await t.db.select().from(dirConsultants).where(eq(dirConsultants.id, id));
    expect(row).toMatchObject({ approval: false, rejected: true, reviewed_by: admin.adminId });
    expect(row.reviewed_at).toBeInstanceOf(Date);
    expect((await ok(await get('/get/new-request?type=2'))).total).toBe(4);
    const all = await ok(await get('/get/consultant-list?limit=100'));
    expect(all.consultants.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await post('/review/person', { id, decision: 'approve' })).status).toBe(409);
    expect((await post('/review/person', { id: 999999, decision: 'approve' })).status).toBe(404);
  });
});

describe('company and consultant lists', () => {
  it('lists reviewed companies with filters, paging and a name search in either script', async () => {
    const all = await ok(await get('/get/company-list'));
    const listedRows = await t.db
      .select()
      .from(dirCompanies)
      .where(and(eq(dirCompanies.rejected, false)));
    const reviewed = listedRows.filter((r) => r.reviewed_at);
    expect(all).toMatchObject({ total: reviewed.length, totalPages: Math.ceil(reviewed.length / 30) });
    expect(all.companies).toHaveLength(30);
    expect(Object.keys(all.companies[0]).sort()).toEqual(
      ['approval', 'categories', 'id', 'logo', 'name_en', 'name_mn', 'registration_number', 'status'].sort(),
    );
    expect((await ok(await get('/get/company-list?page=2&limit=30'))).companies).toHaveLength(reviewed.length - 30);

    const main = await ok(await get('/get/company-list?mainCategory=02&limit=100'));
    expect(main.total).toBeGreaterThan(0);
    for (const c of main.companies) expect(c.categories.some((code: string) => code.startsWith('02'))).toBe(true);
    const sub = await ok(await get('/get/company-list?mainCategory=02&subCategory=0203&limit=100'));
    expect(sub.total).toBeGreaterThan(0);
    for (const c of sub.companies) expect(c.categories).toContain('0203');
    const closed = await ok(await get('/get/company-list?status=false&approval=true&limit=100'));
    expect(closed.total).toBe(reviewed.filter((r) => !r.status && r.approval).length);

    const target = reviewed[3];
    const byMn = await ok(await get(`/get/company-list/name?name=${encodeURIComponent(target.name_mn.split(' ')[0].toLowerCase())}`));
    expect(byMn.companies.map((c: { id: number }) => c.id)).toContain(target.id);
    const byEn = await ok(await get(`/get/company-list/name?name=${encodeURIComponent(target.name_en.split(' ')[0])}&limit=50`));
    expect(byEn.companies.map((c: { id: number }) => c.id)).toContain(target.id);
    expect((await ok(await get('/get/company-list/name?name=ZZZQQQ'))).total).toBe(0);

    for (const [query, message] of [
      ['mainCategory=05', mn(M.mainCategory)],
      ['subCategory=9', mn(M.subCategory)],
      ['approval=yes', mn(M.flag)],
      ['limit=10', mn(P.limit, { choices: '30, 50, 100' })],
    ]) {
      const res = await get(`/get/company-list?${query}`);
      expect(res.status, query).toBe(400);
      expect((await body(res)).message).toBe(message);
    }
    const noName = await get('/get/company-list/name?name=%20');
    expect(noName.status).toBe(400);
    expect((await body(noName)).message).toBe(mn(M.name));
  });

  it('lists reviewed consultants by publication and name', async () => {
    const rows = (await t.db.select().from(dirConsultants)).filter((r) => r.reviewed_at && !r.rejected);
    const all = await ok(await get('/get/consultant-list?limit=50'));
    expect(all).toMatchObject({ total: rows.length, totalPages: Math.ceil(rows.length / 50) });
    expect(Object.keys(all.consultants[0]).sort()).toEqual(
      ['advice_en', 'advice_mn', 'approval', 'id', 'name_en', 'name_mn', 'phone_number', 'profession_en', 'profession_mn'].sort(),
    );
    await t.db.update(dirConsultants).set({ approval: false }).where(eq(dirConsultants.id, rows[0].id));
    const hidden = await ok(await get('/get/consultant-list?approval=false'));
    expect(hidden.consultants.map((c: { id: number }) => c.id)).toEqual([rows[0].id]);
    expect((await ok(await get('/get/consultant-list?approval=true&limit=100'))).total).toBe(rows.length - 1);
    // the spec's "all, true or false": all is no filter
    expect((await ok(await get('/get/consultant-list?approval=all&limit=50'))).total).toBe(rows.length);
    expect((await ok(await get('/get/company-list?approval=all&status=all&limit=30'))).total).toBe(
      (await ok(await get('/get/company-list?limit=30'))).total,
    );
    const byName = await ok(await get(`/get/consultant-list/name?name=${encodeURIComponent(rows[1].name_en)}`));
    expect(byName.consultants.map((c: { id: number }) => c.id)).toContain(rows[1].id);
    expect((await get('/get/consultant-list?approval=1')).status).toBe(400);
  });
});

describe('company record and edit', () => {
  it('reads the spec’s company record; 404 and 400 otherwise', async () => {
    const { company: c } = await ok(await get('/get/company?id=2'));
    expect(Object.keys(c).sort()).toEqual([
      'about',
      'category',
      'company',
      'company_info',
      'contact',
      'duplicates',
      'id',
      'registrant',
      'registration_number',
    ]);
    expect(Object.keys(c.company_info.translations.name)).toEqual(['mn', 'en']);
    expect(Object.keys(c.registrant).sort()).toEqual(['email', 'name', 'phone', 'position']);
    expect(Object.keys(c.category[0]).sort()).toEqual(['category_code', 'category_id', 'name']);
    expect(Object.keys(c.contact[0]).sort()).toEqual(['contact_type', 'contact_value', 'id']);
    expect(c.about.map((a: { language: string }) => a.language)).toEqual(['mn', 'en']);
    expect(Object.keys(c.about[0]).sort()).toEqual(['about_company', 'address', 'language', 'location', 'logo', 'name']);
    expect(c.company).toMatchObject({ id: 2, approval: expect.any(Boolean), status: expect.any(Boolean) });
    expect((await get('/get/company?id=999999')).status).toBe(404);
    const bad = await get('/get/company?id=abc');
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toBe(mn(M.id));
  });

  it('updates fields, flags, contacts and categories in one call; names upper-cased, search key follows', async () => {
    const id = 3;
    const contacts = await contactsOf(id);
    const extra = await categoryId('0305');
    const res = await post('/update/company', {
      company: { id, name_mn: 'шинэ нэр ххк', name_en: 'new name llc', address_mn: 'Хан-Уул', approval: false, status: false },
      new_contact: [
        { contact_type: 'email', contact_value: 'new@example.mn' },
        { contact_type: 'phone', contact_value: '99112233' },
      ],
      new_category: [{ category_id: extra }],
    });
    const answer = await ok(res);
    expect(answer.message).toBe(mn(M.updated));
    expect(answer.company.company_info.translations.name).toEqual({ mn: 'ШИНЭ НЭР ХХК', en: 'NEW NAME LLC' });
    expect(answer.company.company).toMatchObject({ approval: false, status: false });
    const row = await company(id);
    expect(row.search_key).toBe(fold('ШИНЭ НЭР ХХК NEW NAME LLC'));
    expect(row.address_mn).toBe('Хан-Уул');
    expect(await contactsOf(id)).toBe(contacts + 2);
    expect(await linksOf(id)).toContain(extra);
    expect(t.rebuild.reasons).toEqual(['directory']);
    expect((await ok(await get('/get/company-list/name?name=shine ner'))).companies.map((c: { id: number }) => c.id)).toContain(id);
  });

  it.each([
    // the wizard's format rules (issue 25 §9)
    ['a wrong e-mail', { new_contact: [{ contact_type: 'email', contact_value: 'nope' }] }, 400, mn(R.emailFormat)],
    ['a script website', { new_contact: [{ contact_type: 'website', contact_value: 'javascript:alert(1)' }] }, 400, mn(R.websiteFormat)],
    ['a phone of letters', { new_contact: [{ contact_type: 'phone', contact_value: 'abc' }] }, 400, mn(R.phoneFormat)],
    ['a fax of letters', { new_contact: [{ contact_type: 'fax', contact_value: 'abc' }] }, 400, mn(R.phoneFormat)],
    ['a registration number with signs', { company: { id: 4, registration_number: 'abc!@#' } }, 400, mn(R.registrationNumberFormat)],
    ['a long registration number', { company: { id: 4, registration_number: '1'.repeat(21) } }, 400, mn(M.tooLong)],
    ['a name with markup', { company: { id: 4, name_en: '<b>x</b>' } }, 400, mn(R.markup)],
    ['a contact type', { new_contact: [{ contact_type: 'telex', contact_value: '1' }] }, 400, mn(M.contactType)],
    ['an empty contact', { new_contact: [{ contact_type: 'phone', contact_value: ' ' }] }, 400, mn(M.contactValue)],
    ['an unknown category', { new_category: [{ category_id: 999999 }] }, 400, mn(M.category)],
    ['the consultants category', { new_category: [{ category_id: -1 }] }, 400, mn(M.consultantCategory)],
    ['an empty name', { company: { id: 4, name_mn: '' } }, 400, mn(M.nameMn)],
    ['a logo from elsewhere', { company: { id: 4, logo: 'https://evil.example/x.png' } }, 400, mn(M.logo)],
    ['an unknown company', { company: { id: 999999, name_mn: 'X' } }, 404, mn(M.companyNotFound)],
  ])('refuses %s with a message and stores nothing', async (_name, change, status, message) => {
    const payload = { company: { id: 4, name_mn: 'ӨӨР НЭР' }, ...change } as { new_category?: { category_id: number }[] };
    if (payload.new_category?.[0].category_id === -1) payload.new_category[0].category_id = await categoryId('0403');
    const before = { row: await company(4), contacts: await contactsOf(4), links: await linksOf(4) };
    const res = await post('/update/company', payload);
    expect(res.status).toBe(status);
    expect((await body(res)).message).toBe(message);
    expect({ row: await company(4), contacts: await contactsOf(4), links: await linksOf(4) }).toEqual(before);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('deletes a contact and a category, but never the last category', async () => {
    const c = await freshCompany();
    await ok(await post('/update/company', { company: { id: c.id }, new_contact: [{ contact_type: 'fax', contact_value: '70112233' }] }));
    const [contact] = await t.db.select().from(dirContacts).where(eq(dirContacts.company_id, c.id));
    expect(await ok(await del(`/delete/contact?id=${contact.id}`))).toEqual({ message: mn(M.deleted) });
    expect(await contactsOf(c.id)).toBe(0);
    expect((await del(`/delete/contact?id=${contact.id}`)).status).toBe(404);

    const [first] = await linksOf(c.id);
    const last = await del(`/delete/category?category_id=${first}&company_id=${c.id}`);
    expect(last.status).toBe(400);
    expect((await body(last)).message).toBe(mn(M.lastCategory));
    expect(await linksOf(c.id)).toEqual([first]);
    const second = await categoryId('0201');
    await ok(await post('/update/company', { company: { id: c.id }, new_category: [{ category_id: second }] }));
    await ok(await del(`/delete/category?category_id=${first}&company_id=${c.id}`));
    expect(await linksOf(c.id)).toEqual([second]);
    expect((await del(`/delete/category?category_id=${first}&company_id=${c.id}`)).status).toBe(404);
    expect((await del('/delete/category?category_id=x&company_id=1')).status).toBe(400);
  });
});

describe('logos', () => {
  it('stores a png or jpeg checked by content; refuses anything else and stores nothing', async () => {
    const { fileUrl } = await ok(await upload(pngBytes));
    expect(fileUrl).toMatch(/^\/files\/directory\/logos\/[\w-]+\.png$/);
    expect(await stored(fileUrl)).toBe(true);
    const bad = await upload(htmlBytes, 'evil.png');
    expect(bad.status).toBe(415);
    expect((await body(bad)).message).toBe(mn(M.imageType));
    const none = await t.request(`${BASE}/upload/logo`, { method: 'POST', headers: headers('admin'), body: new FormData() });
    expect(none.status).toBe(400);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('replaces a logo: a shared seed logo stays, an own logo file is deleted; deleting a company does the same', async () => {
    const shared = (await company(1)).logo || (await company(2)).logo;
    expect(shared).not.toBe('');
    const c = await freshCompany(shared);
    const { fileUrl: own } = await ok(await upload(pngBytes));
    await ok(await post('/update/company', { company: { id: c.id, logo: own } }));
    expect((await company(c.id)).logo).toBe(own);
    expect(await stored(shared)).toBe(true); // other companies still show it

    const { fileUrl: next } = await ok(await upload(pngBytes));
    await ok(await post('/update/company', { company: { id: c.id, logo: next } }));
    expect(await stored(own)).toBe(false); // no row shows it any more
    expect(await ok(await del(`/delete/company?id=${c.id}`))).toEqual({ message: mn(M.deleted) });
    expect(await company(c.id)).toBeUndefined();
    expect(await stored(next)).toBe(false);

    // a refused update (an unknown category) leaves no uploaded logo behind
    const { fileUrl: orphan } = await ok(await upload(pngBytes));
    const refused = await post('/update/company', {
      company: { id: (await freshCompany()).id, logo: orphan },
      new_category: [{ category_id: 999999 }],
    });
    expect(refused.status).toBe(400);
    expect(await stored(orphan)).toBe(false);

    const d = await freshCompany(shared);
    await ok(await del(`/delete/company?id=${d.id}`));
    expect(await stored(shared)).toBe(true);
    expect((await del(`/delete/company?id=${d.id}`)).status).toBe(404);
  });
});

describe('consultant record and edit', () => {
  it('reads, updates (names upper-cased, search key) and deletes a person', async () => {
    const [p] = await t.db.select().from(dirConsultants).where(eq(dirConsultants.approval, true)).limit(1);
    const { person } = await ok(await get(`/get/person?id=${p.id}`));
    expect(Object.keys(person).sort()).toEqual(['about', 'id', 'person', 'person_info', 'phone_number', 'registrant']);
    expect(person.person_info.translations.name).toEqual({ mn: p.name_mn, en: p.name_en });
    expect(Object.keys(person.about[0]).sort()).toEqual(['advice_range', 'language', 'name', 'person_id', 'profession']);
    expect(person.person).toMatchObject({ phone_number: p.phone_number, approval: true });

    const res = await post('/update/person', { id: p.id, nameMn: 'бат болд', nameEn: 'bat bold', phone: '88001122', approval: false });
    expect((await ok(res)).person.person).toMatchObject({ approval: false, phone_number: '88001122' });
    const [row] = await t.db.select().from(dirConsultants).where(eq(dirConsultants.id, p.id));
    expect(row).toMatchObject({ name_mn: 'БАТ БОЛД', name_en: 'BAT BOLD', search_key: fold('БАТ БОЛД BAT BOLD') });
    expect(t.rebuild.reasons).toEqual(['directory']);

    t.rebuild.reasons.length = 0;
    const bad = await post('/update/person', { id: p.id, professionEn: '', nameMn: 'Өөр' });
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toBe(mn(M.professionEn));
    // the wizard's format rules (issue 25 §9)
    for (const [change, message] of [
      [{ phone: 'abc' }, mn(R.phoneFormat)],
      [{ nameEn: '<b>x</b>' }, mn(R.markup)],
    ] as const) {
      const refused = await post('/update/person', { id: p.id, ...change });
      expect([refused.status, (await body(refused)).message]).toEqual([400, message]);
    }
    expect((await t.db.select().from(dirConsultants).where(eq(dirConsultants.id, p.id)))[0]).toEqual(row);
    expect((await post('/update/person', { id: 999999, nameMn: 'X' })).status).toBe(404);
    expect(t.rebuild.reasons).toEqual([]);

    expect(await ok(await del(`/delete/person?id=${p.id}`))).toEqual({ message: mn(M.deleted) });
    expect((await get(`/get/person?id=${p.id}`)).status).toBe(404);
    expect((await del(`/delete/person?id=${p.id}`)).status).toBe(404);
  });
});
