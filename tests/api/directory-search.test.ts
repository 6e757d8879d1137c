import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@db/prepared';
import { seedDirectory } from '@db/seed/directory';
import * as content from '@db/seed/directory/content';
import type { CompanyListItem, ConsultantListItem } from '@shared/directory';
import { fold } from '@shared/transliterate';
import { variantsOf } from '@api/yp/directory/lists/queries';
import { createTestApp } from '../helpers/app';

/**
 * The directory search over the demo directory (issue 25 §1, §2, §4): what a buyer types finds
 * companies by name, category and what they do, in either script and with a typo; the database's
 * fold (`dir_fold`) is the API's (`fold`), and names sort in the Mongolian alphabet.
 */
type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
beforeAll(async () => {
  t = await createTestApp();
  await seedDirectory({ db: t.db, storage: t.deps.storage, now: new Date('2026-06-01T00:00:00Z'), counts: {} });
});
afterAll(() => t.close());

type Companies = { companies: CompanyListItem[]; total: number; totalPages: number; message?: string };
type Consultants = { consultants: ConsultantListItem[]; total: number; totalPages: number };
const get = async <B>(path: string) => {
  const res = await t.request(`/api/yp${path}`);
  return { status: res.status, body: (await res.json()) as B };
};
const companies = (lang: string, term: string, more = '') =>
  get<Companies>(`/search/companies?lang=${lang}&page=1&limit=36&term=${encodeURIComponent(term)}${more}`);
const consultants = (lang: string, term: string) =>
  get<Consultants>(`/search/consultants?lang=${lang}&page=1&limit=50&term=${encodeURIComponent(term)}`);
const one = async <R>(query: ReturnType<typeof sql>) => (await rowsOf<R>(t.db, query))[0];

describe('dir_fold (the database) folds as fold (the API)', () => {
  it('over every name, category, profession and description of the demo directory and a table of hard cases', async () => {
    const texts = [
      ...Object.values(content.SUB_CATEGORIES).flat(2),
      ...content.NAME_WORDS.flat(),
      ...Object.values(content.SECTOR_WORDS).flat(2),
      ...content.PROFESSIONS.flat(),
      ...content.ADVICE.flat(),
      ...Object.values(content.ABOUT).flat(),
      // look-alikes, digraphs, marks, other scripts, spacing
      'Өлзий Үндэс ХХК',
      'өлзий үндэс ххк',
      'Khuvsgul Tsagaan Zhargalant Yesun Yolo Yuna Yaruu Xaan Wolfram Qara',
      'KHKH TSS OEUE UOE OUE UUE YEYO Müller Öl Über',
      'Бат-Эрдэнэ, No. 5 & Co. (Монгол) "Тэнгэр" 2024/25 №3',
      'Щ Ъ Ь Ы Ю Я Ё Ч Ш Ж Й ъ ь ы ю я ё ч ш ж й',
      'Café Straße ΑΒΓ 漢字 Ünïcödé',
      '  many   spaces\tand\nlines  ',
      '',
      '---',
      'E\u0301rdene\u0308t', // decomposed accents (NFC)
    ];
    const rows = await rowsOf<{ folded: string }>(
      t.db,
      sql`select dir_fold(x) as folded from unnest(array[${sql.join(
        texts.map((x) => sql`${x}`),
        sql`, `,
      )}]::text[]) with ordinality u(x, i) order by i`,
    );
    const folded = rows.map((r) => r.folded);
    expect(folded).toEqual(texts.map(fold));
  });

  it('keeps the search columns of a row in step with its texts, whoever writes them', async () => {
    const [row] = await rowsOf<{ search_key: string; search_text: string }>(
      t.db,
      sql`select search_key, search_text from dir_companies order by id limit 1`,
    );
    const c = await one<{ id: number; name_mn: string; name_en: string; about_mn: string; about_en: string; codes: string[] }>(
      sql`select id, name_mn, name_en, about_mn, about_en, array(select c.category_code from dir_company_categories cc
        join dir_categories c on c.id = cc.category_id where cc.company_id = co.id order by 1) as codes
      from dir_companies co order by id limit 1`,
    );
    const words = (codes: string[]) => codes.map((code) => `Q${code}`).join(' ');
    expect(row.search_key).toBe(fold(`${c.name_mn} ${c.name_en}`));
    expect(row.search_text).toBe(`${fold(`${c.name_mn} ${c.name_en} ${c.about_mn} ${c.about_en}`)} ${words(c.codes)}`);
    // a category added or removed changes the company's category words in the same statement
    const [extra] = await rowsOf<{ id: number }>(t.db, sql`select id from dir_categories where category_code = '0301'`);
    await rowsOf(
      t.db,
      sql`insert into dir_company_categories (company_id, category_id) values (${c.id}, ${extra.id}) on conflict do nothing`,
    );
    const codes = [...new Set([...c.codes, '0301'])].sort();
    expect((await one<{ w: string }>(sql`select category_words as w from dir_companies where id = ${c.id}`)).w).toBe(words(codes));
    await rowsOf(t.db, sql`delete from dir_company_categories where company_id = ${c.id} and category_id = ${extra.id}`);
    if (!c.codes.includes('0301'))
      expect((await one<{ w: string }>(sql`select category_words as w from dir_companies where id = ${c.id}`)).w).toBe(words(c.codes));
    const renamed = await one<{ search_text: string }>(
      sql`update dir_categories set name_en = 'Coal and coke' where category_code = '0101' returning search_text`,
    );
    expect(renamed.search_text).toBe(fold('Нүүрс Coal and coke'));
    // the new word is learnt: a typo of it finds the category's companies
    expect((await companies('en', 'coce')).body.total).toBeGreaterThan(0);
    await rowsOf(t.db, sql`update dir_categories set name_en = 'Coal' where category_code = '0101'`);
  });
});

describe('GET /search/companies finds what a company does', () => {
  it('a category word in either language finds the category companies (нүүрс, coal, explosives)', async () => {
    const inCoal = Number(
      (
        await one<{ n: string }>(sql`select count(*) as n from dir_companies co where approval and exists (
          select 1 from dir_company_categories cc join dir_categories c on c.id = cc.category_id
          where cc.company_id = co.id and c.category_code = '0101')`)
      ).n,
    );
    expect(inCoal).toBeGreaterThanOrEqual(18);
    for (const [lang, term] of [
      ['mn', 'нүүрс'],
      ['en', 'coal'],
    ]) {
      const r = await companies(lang, term);
      expect(r.status).toBe(200);
      expect(r.body.total, term).toBeGreaterThanOrEqual(inCoal);
    }
    const explosives = await companies('en', 'explosives');
    expect(explosives.body.total).toBeGreaterThan(0);
    const byCategory = await get<Companies>('/get/companies-by-category?lang=en&category_code=0204&page=1&limit=36');
    expect(explosives.body.total).toBeGreaterThanOrEqual(byCategory.body.total);
  });

  it('a name match ranks before a category or description match', async () => {
    // "Coal" is a sector word of some names and the name of category 0101
    const r = await companies('en', 'coal');
    const named = r.body.companies.map((c) => /\bCOAL\b/i.test(c.name));
    const firstOther = named.indexOf(false);
    expect(named[0]).toBe(true);
    if (firstOther >= 0) expect(named.slice(firstOther)).not.toContain(true);
  });

  it.each([
    ['en', 'Erdnet', 'ERDENET'], // a missing letter
    ['en', 'Erdenat', 'ERDENET'], // a wrong letter
    ['en', 'Borro', 'BOROO'], // a doubled letter for another
    ['en', 'Temur', 'TUMUR'],
    ['mn', 'Хонгай', 'ХАНГАЙ'],
    ['en', 'Darkan', 'DARKHAN'],
    ['en', 'Erdneet', 'ERDENET'], // swapped letters
  ])('a typo in a short word finds it: %s %s', async (lang, term, expected) => {
    const r = await companies(lang, term);
    expect(r.status).toBe(200);
    expect(r.body.total, term).toBeGreaterThan(0);
    expect(r.body.companies[0].name.toUpperCase()).toContain(expected);
  });

  it('terms with hyphens, dots and digits search instead of refusing', async () => {
    for (const term of ['Бат-Эрдэнэ', 'Erdenet Mining LLC.', '2024', 'Tavan-Tolgoi']) {
      const r = await companies(/[А-Яа-яӨөҮү]/.test(term) ? 'mn' : 'en', term);
      expect(r.status, term).toBe(200);
    }
    expect((await companies('en', 'Tavan-Tolgoi')).body.total).toBeGreaterThan(0);
  });

  it('filters: several categories at once, operating companies only', async () => {
    const coal = await get<Companies>('/get/companies-by-category?lang=en&category_code=0101&page=1&limit=36');
    const explosives = await get<Companies>('/get/companies-by-category?lang=en&category_code=0204&page=1&limit=36');
    const both = await get<Companies>('/get/companies-by-category?lang=en&category_code=0101,0204&page=1&limit=36');
    expect(both.status).toBe(200);
    const ids = (r: { body: Companies }) => r.body.companies.map((c) => c.id);
    const union = new Set([...ids(coal), ...ids(explosives)]);
    expect(both.body.total).toBe(union.size);
    expect(both.body.companies.every((c) => c.all_categories.some((code) => code === '0101' || code === '0204'))).toBe(true);
    const operating = await get<Companies>('/get/companies-by-category?lang=en&category_code=01&operating=true&page=1&limit=36');
    const all = await get<Companies>('/get/companies-by-category?lang=en&category_code=01&page=1&limit=36');
    expect(operating.body.total).toBeLessThan(all.body.total);
    expect(operating.body.companies.every((c) => c.operating)).toBe(true);
    expect(all.body.companies.some((c) => !c.operating) || all.body.totalPages > 1).toBe(true);
    const searched = await companies('en', 'mining', '&category_code=0101,0204&operating=true');
    expect(searched.status).toBe(200);
    expect(searched.body.companies.every((c) => c.operating && c.all_categories.some((code) => code === '0101' || code === '0204'))).toBe(
      true,
    );
    for (const bad of ['category_code=01,', 'category_code=0101;drop', 'category_code=01&operating=yes']) {
      const r = await get<{ message: string }>(`/get/companies-by-category?lang=en&${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.message, bad).toMatch(/^(category_code|operating) is/);
    }
  });
});

describe('GET /search/consultants finds what a consultant does', () => {
  it('by profession and advice in either language (surveyor, Mining engineer, маркшейдер)', async () => {
    for (const [lang, term] of [
      ['en', 'surveyor'],
      ['en', 'Mining engineer'],
      ['mn', 'маркшейдер'],
      ['en', 'feasibility'],
    ]) {
      const r = await consultants(lang, term);
      expect(r.status, term).toBe(200);
      expect(r.body.total, term).toBeGreaterThan(0);
    }
  });
});

describe('the typo index', () => {
  it('a typed word meets a stored word one wrong, missing, doubled or swapped letter away', () => {
    const meet = (a: string, b: string) => variantsOf(a).some((v) => variantsOf(b).includes(v));
    expect(meet('ERDNET', 'ERDENET')).toBe(true);
    expect(meet('HONGAI', 'HANGAI')).toBe(true);
    expect(meet('ERDNEET', 'ERDENET')).toBe(true);
    expect(meet('BORRO', 'BOROO')).toBe(true);
    expect(meet('GOBI', 'ALTAN')).toBe(false);
  });
});

describe('Mongolian alphabetical order (mn_sort_key)', () => {
  it('puts Ө after О and Ү after У, as Intl.Collator("mn") does, on every list of names', async () => {
    const names = [
      'Өлзий',
      'Орхон',
      'Пүрэв',
      'Үндэс',
      'Ухаа',
      'Фосфат',
      'Яруу',
      'Ёс',
      'Ерөнхий',
      'Ангар',
      'Алтан',
      'ABC',
      'Zeta',
      '7 Hills',
    ];
    const sorted = await rowsOf<{ x: string }>(
      t.db,
      sql`select x from (values ${sql.join(
        names.map((n) => sql`(${n})`),
        sql`, `,
      )}) v(x) order by mn_sort_key(x) collate "C"`,
    );
    const collator = new Intl.Collator('mn', { sensitivity: 'base', numeric: true });
    expect(sorted.map((r) => r.x)).toEqual([...names].sort(collator.compare));
    // the public list of a category: names starting with Ө among the О's, not last
    const list = await get<Companies>('/get/companies-by-category?lang=mn&category_code=01&page=1&limit=36');
    const all: string[] = [];
    for (let page = 1; page <= list.body.totalPages; page++)
      all.push(
        ...(await get<Companies>(`/get/companies-by-category?lang=mn&category_code=01&page=${page}&limit=36`)).body.companies.map(
          (c) => c.name,
        ),
      );
    expect(all).toEqual([...all].sort(collator.compare));
    expect(all.some((n) => n.startsWith('Ө'))).toBe(true);
    expect(all.at(-1)?.startsWith('Ө')).toBe(false);
  });
});
