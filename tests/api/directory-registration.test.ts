import { fold } from '@shared/transliterate';
import { WIZARD_CONSULTANT, WIZARD_REGISTRANT } from '../helpers/directory-wizard';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dirCategories, dirCompanies, dirCompanyCategories, dirConsultants, dirContacts, rateLimits } from '@db/schema';
import { DIRECTORY_REGISTRATION_LIMITS } from '@api/yp/directory/registration/routes';
import { DIRECTORY_REGISTRATION_MESSAGES as M, LOGO_MAX_BYTES } from '@shared/directory-registration';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes, jpgBytes, pngBytes } from '../helpers/upload-files';
import { messageText } from '@i18n/messages-text';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<1 | 2 | 3, { cookie: string; adminId: number }> = {} as never;
let ip = 0;
const sub: Record<string, number> = {};

const COMPANY = {
  ...WIZARD_REGISTRANT,
  categories: JSON.stringify([
    { mainCategory: '01', subCategory: '0101' },
    { mainCategory: '02', subCategory: '0201' },
  ]),
  nameMn: 'Эрдэнэ Майнинг ХХК',
  nameEn: 'Erdene Mining LLC',
  registrationNumber: '5123456',
  emails: JSON.stringify(['info@erdene.mn', '  ', 'sales@erdene.mn']),
  phones: JSON.stringify(['7011-2233']),
  faxes: JSON.stringify(['']),
  websites: JSON.stringify(['https://erdene.mn']),
  addressMn: 'Улаанбаатар',
  addressEn: 'Ulaanbaatar',
  aboutMn: 'Алт олборлогч',
  aboutEn: 'Gold miner',
};

type Fields = Record<string, string | string[] | undefined>;
function formOf(fields: Fields, logo: Uint8Array | null = pngBytes, logoName = 'logo.png') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v ?? []].flat()) form.append(k, one);
  if (logo) form.append('image', new File([logo as BlobPart], logoName, { type: 'image/png' }));
  return form;
}
const headers = (opts: { cookie?: string; ip?: string }) => ({
  'cf-connecting-ip': opts.ip ?? `10.7.0.${++ip}`,
  ...(opts.cookie ? { cookie: opts.cookie } : {}),
});
const postCompany = (fields: Fields, opts: { cookie?: string; ip?: string; logo?: Uint8Array | null; logoName?: string } = {}) =>
  t.request('/api/yp/insert/yellow-registration', {
    method: 'POST',
    body: formOf(fields, opts.logo === undefined ? pngBytes : opts.logo, opts.logoName),
    headers: headers(opts),
  });
const postConsultant = (body: unknown, opts: { cookie?: string; ip?: string } = {}) =>
  t.request('/api/yp/insert/yellow-consultant', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers(opts) },
  });

const n = async (table: typeof dirCompanies | typeof dirContacts | typeof dirCompanyCategories | typeof dirConsultants) =>
  (await t.db.select({ n: count() }).from(table))[0].n;
async function files(dir = t.filesDir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => []))
    out.push(...(e.isDirectory() ? await files(join(dir, e.name)) : [join(dir, e.name)]));
  return out;
}
const nothingStored = async () => {
  expect([await n(dirCompanies), await n(dirContacts), await n(dirCompanyCategories), await n(dirConsultants)]).toEqual([0, 0, 0, 0]);
  expect(await files()).toEqual([]);
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookies[role] = await signIn(t, role);
  const rows = await t.db
    .insert(dirCategories)
    .values(
      ['0101', '0102', '0201', '0403'].map((code) => ({
        main_code: code.slice(0, 2),
        category_code: code,
        name_mn: `Ангилал ${code}`,
        name_en: `Category ${code}`,
      })),
    )
    .returning();
  for (const r of rows) sub[r.category_code] = r.id;
});
beforeEach(async () => {
  await t.db.delete(dirCompanies);
  await t.db.delete(dirConsultants);
  await t.db.delete(rateLimits);
  t.rebuild.reasons.length = 0;
  for (const f of await files()) await import('node:fs/promises').then((fs) => fs.rm(f));
});
afterAll(() => t.close());

describe('POST /yp/insert/yellow-registration', () => {
  it('stores a waiting request with its contacts (empty rows dropped), categories, registrant and logo; publishes nothing', async () => {
    const res = await postCompany({ ...COMPANY, lang: 'en', approval: 'true' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { id: number; message: string; approval: boolean };
    expect(answer).toMatchObject({ message: messageText('en', M.sent), approval: false });
    const [row] = await t.db.select().from(dirCompanies);
    expect(row).toMatchObject({
      id: answer.id,
      name_mn: COMPANY.nameMn,
      name_en: COMPANY.nameEn,
      registration_number: '5123456',
      about_en: 'Gold miner',
      approval: false,
      reviewed_at: null,
      reviewed_by: null,
      registrant_name: 'Батболд',
      registrant_email: 'batbold@erdene.mn',
      lang: 'en',
    });
    const contacts = await t.db.select().from(dirContacts).orderBy(dirContacts.contact_type, dirContacts.sequence);
    expect(contacts.map((c) => [c.contact_type, c.contact_value])).toEqual([
      ['email', 'info@erdene.mn'],
      ['email', 'sales@erdene.mn'],
      ['phone', '7011-2233'],
      ['website', 'https://erdene.mn'],
    ]);
    const cats = await t.db.select().from(dirCompanyCategories).where(eq(dirCompanyCategories.company_id, row.id));
    expect(cats.map((c) => c.category_id).sort()).toEqual([sub['0101'], sub['0201']].sort());
    expect(row.logo).toMatch(/^\/files\/pending\//); // not public until approved (SECURITY.md 28)
    expect(await files()).toHaveLength(1);
    expect(t.rebuild.reasons).toEqual([]);
    // Mongolian by default; repeated fields work as lists too
    const res2 = await postCompany(
      { ...COMPANY, registrantEmail: 'b@x.mn', emails: ['a@b.mn', 'c@d.mn'], categories: undefined, lang: undefined },
      {},
    );
    expect(res2.status).toBe(400);
    expect(await res2.json()).toMatchObject({ message: messageText('mn', M.noCategory), field: 'categories' });
    const res3 = await postCompany({ ...COMPANY, registrantEmail: 'b@x.mn', emails: ['a@b.mn', 'c@d.mn'] }, { logo: jpgBytes });
    expect(((await res3.json()) as { message: string }).message).toBe(messageText('mn', M.sent));
    expect(await n(dirContacts)).toBe(4 + 4);
  });

  it('refuses each missing or wrong field with its message in the request language; nothing stored', async () => {
    const cases: [Fields, string, keyof typeof M][] = [
      [{ registrantName: ' ' }, 'registrantName', 'required'],
      [{ registrantPosition: '' }, 'registrantPosition', 'required'],
      [{ registrantPhone: '' }, 'registrantPhone', 'required'],
      [{ registrantEmail: 'not-an-email' }, 'registrantEmail', 'emailFormat'],
      [{ nameMn: '' }, 'nameMn', 'required'],
      [{ nameEn: '' }, 'nameEn', 'required'],
      [{ registrationNumber: '' }, 'registrationNumber', 'required'],
      [{ nameEn: 'x'.repeat(201) }, 'nameEn', 'tooLong'],
      [{ emails: JSON.stringify(['info@']) }, 'emails.0', 'emailFormat'],
      [{ categories: '[]' }, 'categories', 'noCategory'],
      [{ categories: JSON.stringify([{ mainCategory: '', subCategory: '' }]) }, 'categories.0.mainCategory', 'selectMain'],
      [{ categories: JSON.stringify([{ mainCategory: '01', subCategory: '' }]) }, 'categories.0.subCategory', 'selectSub'],
      [{ categories: JSON.stringify([{ mainCategory: '01', subCategory: '0201' }]) }, 'categories.0.subCategory', 'wrongSub'],
      [{ categories: JSON.stringify([{ mainCategory: '01', subCategory: '0199' }]) }, 'categories.0.subCategory', 'wrongSub'],
      [{ categories: JSON.stringify([{ mainCategory: '04', subCategory: '0403' }]) }, 'categories.0.subCategory', 'wrongSub'],
    ];
    for (const [change, field, key] of cases)
      for (const lang of ['mn', 'en'] as const) {
        const res = await postCompany({ ...COMPANY, ...change, lang, registrantEmail: change.registrantEmail ?? `${field}.${lang}@x.mn` });
        expect([field, res.status]).toEqual([field, 400]);
        expect(await res.json()).toMatchObject({ message: messageText(lang, M[key]), field });
      }
    const noLogo = await postCompany({ ...COMPANY, lang: 'en' }, { logo: null });
    expect(await noLogo.json()).toMatchObject({ message: messageText('en', M.logoRequired), field: 'logo' });
    const notImage = await postCompany({ ...COMPANY, lang: 'en' }, { logo: htmlBytes, logoName: 'logo.png' });
    expect(notImage.status).toBe(415);
    expect(await notImage.json()).toMatchObject({ message: messageText('en', M.logoType), field: 'logo' });
    const big = new Uint8Array(LOGO_MAX_BYTES + 10);
    big.set(pngBytes);
    const oversize = await postCompany({ ...COMPANY, lang: 'mn' }, { logo: big });
    expect(oversize.status).toBe(400);
    expect(await oversize.json()).toMatchObject({ message: messageText('mn', M.logoSize), field: 'logo' });
    const huge = await postCompany({ ...COMPANY }, { logo: new Uint8Array(LOGO_MAX_BYTES + 600 * 1024) });
    expect(huge.status).toBe(413);
    const json = await t.request('/api/yp/insert/yellow-registration', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    await nothingStored();
  });

  it('refuses what the admin edit refuses (one set of rules, issue 25 §9), from the public and an admin; nothing stored', async () => {
    const cases: [Fields, string, keyof typeof M][] = [
      [{ websites: JSON.stringify(['javascript:alert(1)']) }, 'websites.0', 'websiteFormat'],
      [{ websites: JSON.stringify(['https://erdene.mn', 'ftp://x.mn']) }, 'websites.1', 'websiteFormat'],
      [{ phones: JSON.stringify(['abc']) }, 'phones.0', 'phoneFormat'],
      [{ phones: JSON.stringify(['12-34']) }, 'phones.0', 'phoneFormat'],
      [{ faxes: JSON.stringify(['7011-2233 ext']) }, 'faxes.0', 'phoneFormat'],
      [{ registrationNumber: 'abc!@#' }, 'registrationNumber', 'registrationNumberFormat'],
      [{ registrationNumber: '1'.repeat(21) }, 'registrationNumber', 'tooLong'],
      [{ nameMn: '<b>x</b>' }, 'nameMn', 'markup'],
      [{ nameEn: 'Erdene <script>' }, 'nameEn', 'markup'],
      [{ registrantPhone: 'abc' }, 'registrantPhone', 'phoneFormat'],
      [{ registrantName: '<i>B</i>' }, 'registrantName', 'markup'],
    ];
    for (const [change, field, key] of cases)
      for (const [lang, cookie] of [
        ['mn', undefined],
        ['en', undefined],
        ['mn', cookies[2].cookie],
      ] as const) {
        const res = await postCompany(
          { ...COMPANY, ...change, lang, registrantEmail: `${field}.${lang}${cookie ? '.admin' : ''}@x.mn` },
          { cookie },
        );
        expect([field, lang, res.status]).toEqual([field, lang, 400]);
        expect(await res.json()).toMatchObject({ message: messageText(lang, M[key]), field });
      }
    for (const [change, key] of [
      [{ phone: 'abc' }, 'phoneFormat'],
      [{ nameEn: '<b>x</b>' }, 'markup'],
      [{ professionMn: 'a > b' }, 'markup'],
    ] as const) {
      const field = Object.keys(change)[0];
      for (const cookie of [undefined, cookies[2].cookie]) {
        const res = await postConsultant({ ...WIZARD_CONSULTANT, ...change, registrantEmail: `c.${field}@x.mn` }, { cookie });
        expect([field, res.status]).toEqual([field, 400]);
        expect(await res.json()).toMatchObject({ message: messageText('mn', M[key]), field });
      }
    }
    await nothingStored();
  });

  it('stores a bare web address as https:// (as the admin edit does)', async () => {
    const res = await postCompany({ ...COMPANY, websites: JSON.stringify(['www.erdene.mn', 'http://old.erdene.mn']) });
    expect(res.status).toBe(200);
    const sites = await t.db.select({ v: dirContacts.contact_value }).from(dirContacts).where(eq(dirContacts.contact_type, 'website'));
    expect(sites.map((s) => s.v).sort()).toEqual(['http://old.erdene.mn', 'https://www.erdene.mn']);
  });

  it('keeps no row and no logo file when the transaction fails midway', async () => {
    await t.db.execute(sql`create function boom() returns trigger language plpgsql as $$
      begin if new.contact_value = 'boom@fail.mn' then raise exception 'forced failure'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger boom before insert on dir_contacts for each row execute function boom()`);
    try {
      const res = await postCompany({ ...COMPANY, emails: JSON.stringify(['boom@fail.mn']) });
      expect(res.status).toBe(500);
      await nothingStored();
    } finally {
      await t.db.execute(sql`drop trigger boom on dir_contacts`);
      await t.db.execute(sql`drop function boom()`);
    }
  });

  it('an admin (roles 1, 2) adds it approved, reviewed, upper-cased and published; role 3 is the public', async () => {
    for (const role of [1, 2] as const) {
      const { cookie, adminId } = cookies[role];
      const res = await postCompany(
        { ...COMPANY, approval: 'true', ...Object.fromEntries(Object.keys(WIZARD_REGISTRANT).map((k) => [k, ''])) },
        { cookie },
      );
      expect(res.status).toBe(200);
      const { id, message } = (await res.json()) as { id: number; message: string };
      expect(message).toBe('Амжилттай нэмэгдлээ.');
      const [row] = await t.db.select().from(dirCompanies).where(eq(dirCompanies.id, id));
      expect(row).toMatchObject({ approval: true, reviewed_by: adminId, name_mn: 'ЭРДЭНЭ МАЙНИНГ ХХК', name_en: 'ERDENE MINING LLC' });
      expect(row.reviewed_at).toBeInstanceOf(Date);
      expect(row.search_key).toBe(fold('ЭРДЭНЭ МАЙНИНГ ХХК ERDENE MINING LLC'));
    }
    expect(t.rebuild.reasons).toEqual(['directory', 'directory']);
    const user = await postCompany({ ...COMPANY, approval: 'true' }, { cookie: cookies[3].cookie });
    expect(await user.json()).toMatchObject({ approval: false, message: messageText('mn', M.sent) });
    const [last] = await t.db.select().from(dirCompanies).where(eq(dirCompanies.name_en, COMPANY.nameEn));
    expect(last).toMatchObject({ approval: false, reviewed_at: null });
    const noRegistrant = await postCompany({ ...COMPANY, registrantName: '' }, { cookie: cookies[3].cookie });
    expect(await noRegistrant.json()).toMatchObject({ field: 'registrantName', message: messageText('mn', M.required) });
    expect(t.rebuild.reasons).toHaveLength(2);
  });

  it('limits public requests per registrant e-mail first, then generously per address; admins unlimited', async () => {
    const { perEmail, perIp } = DIRECTORY_REGISTRATION_LIMITS;
    // only valid requests count (issue 15): an invalid one stores nothing and uses up no allowance
    expect((await postCompany({ ...COMPANY, nameMn: '' })).status).toBe(400);
    for (let i = 0; i < perEmail; i++) expect((await postCompany({ ...COMPANY, nameEn: `${COMPANY.nameEn} ${i}` })).status).toBe(200);
    const over = await postCompany({ ...COMPANY, lang: 'en' });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(/^Too many attempts. Please try again in \d+ minutes?\.$/);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    for (let i = 0; i < perIp; i++)
      expect((await postConsultant({ ...WIZARD_CONSULTANT, registrantEmail: `p${i}@x.mn` }, { ip: '10.9.9.9' })).status).toBe(200);
    expect((await postConsultant({ ...WIZARD_CONSULTANT, registrantEmail: 'fresh@x.mn' }, { ip: '10.9.9.9' })).status).toBe(429);
    expect((await postCompany({ ...COMPANY }, { cookie: cookies[2].cookie })).status).toBe(200);
  });
});

describe('SECURITY.md 28: the wizard logo of a request', () => {
  it('is not shown publicly while the request waits, and a rejected request keeps no logo file', async () => {
    const res = await postCompany({ ...COMPANY, lang: 'en' });
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.db.select().from(dirCompanies).where(eq(dirCompanies.id, id));
    expect(await files()).toHaveLength(1);
    const detail = await t.request(`/api/yp/get/company?id=${id}&lang=en`);
    expect(detail.status).toBe(404);
    expect(JSON.stringify(await detail.json())).not.toContain(row.logo);
    const review = await t.request('/api/yp/yellow-page/review/company', {
      method: 'POST',
      body: JSON.stringify({ id, decision: 'reject', reason: 'Дутуу' }),
      headers: { 'content-type': 'application/json', cookie: cookies[2].cookie },
    });
    expect(review.status).toBe(200);
    expect(await files()).toEqual([]);
    const [rejected] = await t.db.select().from(dirCompanies).where(eq(dirCompanies.id, id));
    expect(rejected).toMatchObject({ rejected: true, approval: false, logo: '' });
  });
});

describe('POST /yp/insert/yellow-consultant', () => {
  it('stores a waiting request (approval ignored for the public), answers in the language sent', async () => {
    const res = await postConsultant({ ...WIZARD_CONSULTANT, approval: true, lang: 'en' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: messageText('en', M.sent), approval: false });
    const [row] = await t.db.select().from(dirConsultants);
    expect(row).toMatchObject({
      name_mn: 'Д. Болормаа',
      profession_en: 'Geologist',
      phone_number: '9911-4455',
      advice_mn: 'Хайгуул',
      advice_en: '',
      approval: false,
      reviewed_at: null,
      registrant_position: 'Захирал',
    });
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('refuses each required field with the spec message; nothing stored', async () => {
    for (const field of ['nameMn', 'nameEn', 'professionMn', 'professionEn', 'phone', 'registrantName', 'registrantEmail'])
      for (const lang of ['mn', 'en'] as const) {
        const res = await postConsultant({
          ...WIZARD_CONSULTANT,
          [field]: '  ',
          lang,
          ...(field === 'registrantEmail' ? {} : { registrantEmail: `${field}${lang}@x.mn` }),
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ message: messageText(lang, M.required), field });
      }
    expect((await postConsultant({ ...WIZARD_CONSULTANT, adviceEn: 'x'.repeat(2001), registrantEmail: 'l@x.mn' })).status).toBe(400);
    expect((await postConsultant('[1]')).status).toBe(400);
    await nothingStored();
  });

  it('an admin adds it approved and upper-cased; role 3 cannot', async () => {
    const res = await postConsultant({ ...WIZARD_CONSULTANT, approval: true }, { cookie: cookies[1].cookie });
    expect(await res.json()).toMatchObject({ approval: true, message: 'Амжилттай нэмэгдлээ.' });
    const [row] = await t.db.select().from(dirConsultants);
    expect(row).toMatchObject({ approval: true, reviewed_by: cookies[1].adminId, name_mn: 'Д. БОЛОРМАА', name_en: 'D. BOLORMAA' });
    expect(t.rebuild.reasons).toEqual(['directory']);
    await postConsultant({ ...WIZARD_CONSULTANT, approval: true }, { cookie: cookies[3].cookie });
    const rows = await t.db.select().from(dirConsultants).where(eq(dirConsultants.approval, false));
    expect(rows).toHaveLength(1);
    expect(t.rebuild.reasons).toEqual(['directory']);
  });
});
