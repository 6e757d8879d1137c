import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, dirCategories, dirCompanies, dirCompanyCategories, dirContacts, news } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { companyDetails } from '@api/yp/directory/company/queries';
import { withCacheKeys } from '@site-data/page-cache';
import { eq } from 'drizzle-orm';
import type { CompanyDetail } from '@shared/directory';
import { DIRECTORY_ADMIN_MESSAGES } from '@shared/directory-admin';
import { CATBAN_MESSAGES } from '@shared/directory-catban';
import { en as inEnglish, mn as inMongolian } from '../helpers/messages';

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids = { published: 0, waiting: 0, rejected: 0, bare: 0 };

const get = (path: string) => t.request(`/api/yp${path}`);
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  t = await createTestApp();
  const [drill, blast] = await t.db
    .insert(dirCategories)
    .values([
      { main_code: '01', category_code: '0102', name_mn: 'Өрөмдлөг', name_en: 'Drilling' },
      { main_code: '03', category_code: '0301', name_mn: 'Тэсэлгээ', name_en: 'Blasting' },
    ])
    .returning();
  const company = (mn: string, en: string, extra: Partial<typeof dirCompanies.$inferInsert> = {}) => ({
    registration_number: '1234567',
    name_mn: `${mn} ХХК`,
    name_en: `${en} LLC`,
    ...extra,
  });
  const rows = await t.db
    .insert(dirCompanies)
    .values([
      company('ТЭСЭЛГЭЭ', 'BLAST', {
        approval: true,
        reviewed_at: new Date(),
        address_mn: 'Улаанбаатар, Сүхбаатар дүүрэг',
        address_en: 'Sukhbaatar district, Ulaanbaatar',
        about_mn: 'Тэсэлгээний үйлчилгээ',
        about_en: 'Blasting services',
        logo: '/files/logo.png',
      }),
      company('ХҮЛЭЭЛГЭ', 'WAITING'),
      company('ТАТГАЛЗСАН', 'REJECTED', { rejected: true, reviewed_at: new Date() }),
      company('ХООСОН', 'BARE', { approval: true, reviewed_at: new Date() }),
    ])
    .returning();
  [ids.published, ids.waiting, ids.rejected, ids.bare] = rows.map((r) => r.id);
  await t.db.insert(dirCompanyCategories).values([
    { company_id: ids.published, category_id: blast.id },
    { company_id: ids.published, category_id: drill.id },
    { company_id: ids.waiting, category_id: drill.id },
  ]);
  await t.db.insert(dirContacts).values([
    { company_id: ids.published, contact_type: 'email', contact_value: 'sales@blast.mn', sequence: 1 },
    { company_id: ids.published, contact_type: 'email', contact_value: 'info@blast.mn', sequence: 0 },
    { company_id: ids.published, contact_type: 'phone', contact_value: '+976 7000-1111', sequence: 0 },
    { company_id: ids.published, contact_type: 'fax', contact_value: '+976 7000-1112', sequence: 0 },
    { company_id: ids.published, contact_type: 'website', contact_value: 'https://blast.mn', sequence: 0 },
    { company_id: ids.waiting, contact_type: 'email', contact_value: 'wait@x.mn', sequence: 0 },
  ]);

  await t.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
  const day = (d: number) => new Date(Date.UTC(2026, 0, d, 4));
  await t.db.insert(news).values(
    Array.from({ length: 9 }, (_, i) => ({
      image: `/files/n${i}.png`,
      title: i === 8 ? '' : `Мэдээ ${i}`,
      title_en: i === 7 ? '' : `News ${i}`,
      summary: `Товч ${i}`,
      summary_en: `Summary ${i}`,
      text: '<p>т</p>',
      text_en: '<p>t</p>',
      publisher: 'МУУҮА',
      category_cid: 8,
      news_status: i !== 6,
      created_at: day(i + 1),
    })),
  );
});
afterAll(() => t.close());

describe('GET /yp/get/company', () => {
  it('answers a published company in the language asked, categories by code, contacts in their order', async () => {
    const res = await get(`/get/company?id=${ids.published}&lang=en`);
    expect(res.status).toBe(200);
    const { company } = await json<{ company: CompanyDetail }>(res);
    expect(company).toMatchObject({
      id: ids.published,
      company_name: 'BLAST LLC',
      all_categories: [
        { code: '0102', name: 'Drilling' },
        { code: '0301', name: 'Blasting' },
      ],
      emails: ['info@blast.mn', 'sales@blast.mn'],
      phones: ['+976 7000-1111'],
      faxes: ['+976 7000-1112'],
      websites: ['https://blast.mn'],
      address: 'Sukhbaatar district, Ulaanbaatar',
      logo: '/files/logo.png',
      about_company: 'Blasting services',
    });
    const mn = (await json<{ company: CompanyDetail }>(await get(`/get/company?id=${ids.published}&lang=mn`))).company;
    expect(mn).toMatchObject({
      company_name: 'ТЭСЭЛГЭЭ ХХК',
      address: 'Улаанбаатар, Сүхбаатар дүүрэг',
      about_company: 'Тэсэлгээний үйлчилгээ',
    });
    expect(mn.all_categories.map((c) => c.name)).toEqual(['Өрөмдлөг', 'Тэсэлгээ']);
    // Mongolian is the default language
    expect((await json<{ company: CompanyDetail }>(await get(`/get/company?id=${ids.published}`))).company.company_name).toBe(
      'ТЭСЭЛГЭЭ ХХК',
    );
  });

  it('answers empty lists and texts for a company with nothing but its name', async () => {
    const { company } = await json<{ company: CompanyDetail }>(await get(`/get/company?id=${ids.bare}&lang=en`));
    expect(company).toMatchObject({
      all_categories: [],
      emails: [],
      phones: [],
      faxes: [],
      websites: [],
      address: '',
      logo: '',
      about_company: '',
    });
  });

  it('refuses a waiting, a rejected and a missing company with 404 and a message in the language asked', async () => {
    for (const id of [ids.waiting, ids.rejected, 999_999]) {
      const res = await get(`/get/company?id=${id}&lang=en`);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Company not found' });
    }
    expect(await json(await get(`/get/company?id=${ids.waiting}`))).toEqual({ message: 'Байгууллагын мэдээлэл олдсонгүй' });
  });

  it('refuses a bad id or language with 400 and a message', async () => {
    for (const q of ['', 'id=abc', 'id=0', 'id=-3', 'id=1.5', 'id=99999999999']) {
      const res = await get(`/get/company?${q}`);
      expect(res.status, q).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(inMongolian(DIRECTORY_ADMIN_MESSAGES.id));
    }
    expect((await json<{ message: string }>(await get('/get/company?id=abc&lang=en'))).message).toBe(
      inEnglish(DIRECTORY_ADMIN_MESSAGES.id),
    );
    const res = await get(`/get/company?id=${ids.published}&lang=de`);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(inMongolian(CATBAN_MESSAGES.lang));
  });

  it('reads every published company in three queries for the build, the same as the call answers', async () => {
    const all = await companyDetails(t.db, 'en');
    expect(all.map((c) => c.id)).toEqual([ids.published, ids.bare]);
    const one = (await json<{ company: CompanyDetail }>(await get(`/get/company?id=${ids.published}&lang=en`))).company;
    expect(all[0]).toEqual(one);
  });
});

describe('company pages in the incremental build', () => {
  it('key each page by its own detail: a new contact of one company changes that page only', async () => {
    const keys = async () =>
      (
        await withCacheKeys(
          t.db,
          (await companyDetails(t.db, 'en')).map((company) => ({ params: { id: String(company.id) }, props: { lang: 'en', company } })),
        )
      ).map((e) => e.cacheKey);
    const before = await keys();
    const [added] = await t.db
      .insert(dirContacts)
      .values({ company_id: ids.bare, contact_type: 'phone', contact_value: '+976 9900-0000' })
      .returning();
    const after = await keys();
    await t.db.delete(dirContacts).where(eq(dirContacts.id, added.id));
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });
});

describe('GET /yp/news', () => {
  type Item = { id: number; title: string; summary: string; image: string; created_at: string };
  it('answers the six latest published news with content in the language asked, newest first', async () => {
    const res = await get('/news?lang=en');
    expect(res.status).toBe(200);
    const items = (await json<{ news: Item[] }>(res)).news;
    // 6 unpublished, 7 without English
    expect(items.map((n) => n.title)).toEqual(['News 8', 'News 5', 'News 4', 'News 3', 'News 2', 'News 1']);
    expect(items[0]).toMatchObject({ summary: 'Summary 8', image: '/files/n8.png', created_at: '2026-01-09T04:00:00.000Z' });
    expect(typeof items[0].id).toBe('number');
    const mn = (await json<{ news: Item[] }>(await get('/news'))).news;
    expect(mn.map((n) => n.title)).toEqual(['Мэдээ 7', 'Мэдээ 5', 'Мэдээ 4', 'Мэдээ 3', 'Мэдээ 2', 'Мэдээ 1']);
  });

  it('refuses an unknown language with 400 and a message', async () => {
    const res = await get('/news?lang=fr');
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(inMongolian(CATBAN_MESSAGES.lang));
  });
});
