import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dirCategories, dirCompanies, dirCompanyCategories, dirConsultants } from '@db/schema';
import type { CompanyListItem, ConsultantListItem } from '@shared/directory';
import { createTestApp } from '../helpers/app';
import { PAGING_MESSAGES as P } from '@api/paging';
import { mn as inMongolian } from '../helpers/messages';

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
const ids: Record<string, number> = {};

/** A small directory: 45 published companies in 0102 (paging), named ones for the search, waiting requests that must never show. */
beforeAll(async () => {
  t = await createTestApp();
  const cats = await t.db
    .insert(dirCategories)
    .values([
      { main_code: '01', category_code: '0101', name_mn: 'Нүүрс', name_en: 'Coal' },
      { main_code: '01', category_code: '0102', name_mn: 'Алт', name_en: 'Gold' },
      { main_code: '02', category_code: '0201', name_mn: 'Тоног төхөөрөмж', name_en: 'Equipment' },
      { main_code: '04', category_code: '0403', name_mn: 'Уул уурхайн зөвлөх инженерүүд', name_en: 'Mining consultant engineers' },
    ])
    .returning();
  const cat = Object.fromEntries(cats.map((c) => [c.category_code, c.id]));
  const company = async (key: string, mn: string, en: string, codes: string[], approval = true) => {
    const [row] = await t.db
      .insert(dirCompanies)
      .values({
        registration_number: '1',
        name_mn: mn,
        name_en: en,
        logo: approval ? '/files/logo.png' : '',
        approval,
      })
      .returning({ id: dirCompanies.id });
    ids[key] = row.id;
    await t.db.insert(dirCompanyCategories).values(codes.map((code) => ({ company_id: row.id, category_id: cat[code] })));
  };
  await company('erdenet', 'ЭРДЭНЭТ МАЙНИНГ ХХК', 'ERDENET MINING LLC', ['0101', '0201']);
  await company('erdenetTrade', 'ЭРДЭНЭТ ТРЕЙД ХХК', 'ERDENET TRADE LLC', ['0201']);
  await company('munkh', 'МӨНХ ХҮРЭЛ ХХК', 'MUNKH KHUREL LLC', ['0101']);
  await company('tsagaan', 'ЦАГААН ШАНД ХК', 'TSAGAAN SHAND JSC', ['0201']);
  await company('erdenetWaiting', 'ЭРДЭНЭТ ХҮЛЭЭЛГЭ ХХК', 'ERDENET WAITING LLC', ['0101'], false);
  for (let i = 0; i < 45; i++) {
    const n = String(i).padStart(2, '0');
    await company(`gold${n}`, `АЛТ ${n} ХХК`, `GOLD ${n} LLC`, ['0102']);
  }
  const person = (mn: string, en: string, approval = true) => ({
    name_mn: mn,
    name_en: en,
    profession_mn: 'Геологич',
    profession_en: 'Geologist',
    advice_mn: 'Хайгуул',
    advice_en: '',
    phone_number: '+976 9911-2233',
    approval,
  });
  await t.db
    .insert(dirConsultants)
    .values([
      person('Б. БАТ-ЭРДЭНЭ', 'BAT-ERDENE B.'),
      person('Д. ЦОГТ', 'TSOGT D.'),
      ...Array.from({ length: 52 }, (_, i) => person(`С. ЗӨВЛӨХ ${i}`, `ADVISER S. ${i}`)),
      person('Н. ХҮЛЭЭГЧ ЦОГТ', 'WAITING TSOGT N.', false),
    ]);
});
afterAll(() => t.close());

const get = async <B>(path: string) => {
  const res = await t.request(`/api/yp${path}`);
  return { status: res.status, body: (await res.json()) as B & { message?: string } };
};
type Companies = { category_name: string; companies: CompanyListItem[]; total: number; totalPages: number };
type Consultants = { category_name: string | null; consultants: ConsultantListItem[]; total: number; totalPages: number };
const names = (list: CompanyListItem[]) => list.map((c) => c.name);

describe('GET /get/companies-by-category', () => {
  it('a main code lists the published companies of all its sub-categories, 36 a page, by name', async () => {
    const p1 = await get<Companies>('/get/companies-by-category?lang=en&category_code=01&page=1&limit=36');
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ category_name: 'Mining Companies', total: 47, totalPages: 2 });
    expect(p1.body.companies).toHaveLength(36);
    expect(p1.body.companies[0]).toEqual({
      id: expect.any(Number),
      name: 'ERDENET MINING LLC',
      logo: '/files/logo.png',
      operating: true,
      all_categories: ['0101', '0201'],
    });
    const p2 = await get<Companies>('/get/companies-by-category?lang=en&category_code=01&page=2&limit=36');
    expect(p2.body.companies).toHaveLength(11);
    expect(p2.body.companies.at(-1)?.name).toBe('MUNKH KHUREL LLC');
    // no row on two pages, the waiting request on none
    const all = [...p1.body.companies, ...p2.body.companies].map((c) => c.id);
    expect(new Set(all).size).toBe(47);
    expect(all).not.toContain(ids.erdenetWaiting);
  });

  it('a sub-category code lists its own companies; names and category name follow lang', async () => {
    const r = await get<Companies>('/get/companies-by-category?lang=mn&category_code=0201&page=1&limit=36');
    expect(r.body).toMatchObject({ category_name: 'Тоног төхөөрөмж', total: 3, totalPages: 1 });
    expect(names(r.body.companies)).toEqual(['ЦАГААН ШАНД ХК', 'ЭРДЭНЭТ МАЙНИНГ ХХК', 'ЭРДЭНЭТ ТРЕЙД ХХК']);
    // defaults: mn, page 1, 36
    expect((await get<Companies>('/get/companies-by-category?category_code=0201')).body.total).toBe(3);
    // a page past the end is empty, with the totals
    expect((await get<Companies>('/get/companies-by-category?category_code=0201&page=5')).body).toMatchObject({
      companies: [],
      total: 3,
      totalPages: 1,
    });
  });

  it('refuses an unknown category (404), a malformed code, another page size and a bad page (400, with the message)', async () => {
    expect(await get('/get/companies-by-category?category_code=0199')).toMatchObject({
      status: 404,
      body: { message: inMongolian('msg.directoryLists.noCategory', { code: '0199' }) },
    });
    expect((await get('/get/companies-by-category?category_code=05')).status).toBe(400);
    expect(await get('/get/companies-by-category')).toMatchObject({
      status: 400,
      body: { message: inMongolian('msg.directoryLists.categoryCodes') },
    });
    expect(await get('/get/companies-by-category?category_code=01&limit=50')).toMatchObject({
      status: 400,
      body: { message: inMongolian(P.limit, { choices: 36 }) },
    });
    expect(await get('/get/companies-by-category?category_code=01&page=0')).toMatchObject({
      status: 400,
      body: { message: inMongolian(P.page) },
    });
    expect(await get('/get/companies-by-category?category_code=01&lang=de')).toMatchObject({
      status: 400,
      body: { message: inMongolian('msg.catban.lang') },
    });
  });
});

describe('GET /get/consultants-by-category', () => {
  it('lists the published consultants, 50 a page, both languages in every item (empty text is null)', async () => {
    const r = await get<Consultants>('/get/consultants-by-category?lang=en&page=1&limit=50');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ category_name: 'Mining consultant engineers', total: 54, totalPages: 2 });
    expect(r.body.consultants).toHaveLength(50);
    expect(r.body.consultants[0]).toEqual({
      id: expect.any(Number),
      phone_number: '+976 9911-2233',
      person_info: {
        translations: {
          name: { mn: 'С. ЗӨВЛӨХ 0', en: 'ADVISER S. 0' },
          profession: { mn: 'Геологич', en: 'Geologist' },
          advice_range: { mn: 'Хайгуул', en: null },
        },
      },
    });
    const p2 = await get<Consultants>('/get/consultants-by-category?lang=en&page=2&limit=50');
    expect(p2.body.consultants.map((c) => c.person_info.translations.name.en)).toEqual([
      'ADVISER S. 8',
      'ADVISER S. 9',
      'BAT-ERDENE B.',
      'TSOGT D.',
    ]);
    expect(await get('/get/consultants-by-category?limit=36')).toMatchObject({
      status: 400,
      body: { message: inMongolian(P.limit, { choices: 50 }) },
    });
  });
});

describe('GET /search/companies', () => {
  const search = (q: string) => get<{ companies: CompanyListItem[]; total: number; totalPages: number }>(`/search/companies?${q}`);

  it.each([
    ['the Cyrillic name', 'ЭРДЭНЭТ'],
    ['lower-case Latin', 'erdenet'],
    ['the Latin spelling', 'ERDENET'],
    ['a typo', 'ERDENAT'],
    ['a Cyrillic typo', 'ЭРДЭНАТ'],
  ])('%s finds the ЭРДЭНЭТ companies first, never a waiting request', async (_, term) => {
    const r = await search(`lang=mn&page=1&limit=36&term=${encodeURIComponent(term)}`);
    expect(r.status).toBe(200);
    expect(names(r.body.companies).slice(0, 2).sort()).toEqual(['ЭРДЭНЭТ МАЙНИНГ ХХК', 'ЭРДЭНЭТ ТРЕЙД ХХК']);
    expect(r.body.companies.map((c) => c.id)).not.toContain(ids.erdenetWaiting);
    expect(r.body.total).toBe(r.body.companies.length);
  });

  it('folds the look-alikes and the Latin spellings (Ө/У, х = kh, ц = ts, ш = sh)', async () => {
    for (const term of ['MONKH', 'MUNH', 'МУНХ', 'TSAGAAN', 'ЦАГААН', 'cagaan', 'KHUREL', 'ХУРЭЛ', 'SHAND'])
      expect(names((await search(`lang=en&term=${encodeURIComponent(term)}`)).body.companies)[0], term).toMatch(/MUNKH|TSAGAAN/);
  });

  it('ranks a word starting with the term before a looser match, and pages the hits', async () => {
    const r = await search('lang=en&term=ERDENET%20MINING');
    expect(names(r.body.companies)[0]).toBe('ERDENET MINING LLC');
    const gold = await search('lang=en&term=GOLD&page=2');
    expect(gold.body).toMatchObject({ total: 45, totalPages: 2 });
    expect(gold.body.companies).toHaveLength(9);
    expect((await search('lang=en&term=GOLD&page=3')).body).toMatchObject({ companies: [], total: 45, totalPages: 2 });
    expect((await search('lang=en&term=QWERTYZ')).body).toEqual({ companies: [], total: 0, totalPages: 0 });
    // typo tolerance steps in when the term as typed finds less than a page
    expect((await search('lang=en&term=GOLT')).body).toMatchObject({ total: 45, totalPages: 2 });
  });

  it('searches within a category (beyond the spec: category_code)', async () => {
    const r = await search('lang=en&term=ERDENET&category_code=0101');
    expect(names(r.body.companies)).toEqual(['ERDENET MINING LLC']);
    expect(names((await search('lang=en&term=ERDENET&category_code=02')).body.companies).sort()).toEqual([
      'ERDENET MINING LLC',
      'ERDENET TRADE LLC',
    ]);
  });

  it.each([
    ['term=', inMongolian('msg.directoryLists.term')],
    ['term=%20%20', inMongolian('msg.directoryLists.term')],
    ['', inMongolian('msg.directoryLists.term')],
    [`term=${'A'.repeat(101)}`, inMongolian('msg.directoryLists.termTooLong')],
    ['term=%25%25', inMongolian('msg.directoryLists.termChars')],
    ['term=ERDENET%3Cb%3E', inMongolian('msg.directoryLists.termChars')],
    [
      'lang=en&term=%25%25',
      'The search term needs a letter or a digit, and may hold only letters, digits, spaces and - . , & \' " ( ) / + # №.',
    ],
    ['term=ERDENET&limit=50', inMongolian(P.limit, { choices: 36 })],
  ])('refuses %s with a readable message', async (q, message) => {
    expect(await search(q)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('GET /search/consultants', () => {
  it('finds consultants in either script, with a typo, never a waiting request', async () => {
    for (const term of ['ЦОГТ', 'tsogt', 'COGT', 'TSOGD']) {
      const r = await get<Consultants>(`/search/consultants?lang=mn&page=1&limit=50&term=${encodeURIComponent(term)}`);
      expect(r.status, term).toBe(200);
      expect(
        r.body.consultants.map((c) => c.person_info.translations.name.mn),
        term,
      ).toEqual(['Д. ЦОГТ']);
      expect(r.body).toMatchObject({ total: 1, totalPages: 1 });
    }
    expect((await get('/search/consultants?term=--')).status).toBe(400);
  });
});
