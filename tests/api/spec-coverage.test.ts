import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, dirCompanies, news } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { pathOf, specCalls, type SpecCall } from '../helpers/api-calls';
import { PENDING_CALLS } from './pending-calls';

const keyOf = (c: SpecCall) => `${c.method} /${c.site}${pathOf(c)}`;
const pending = new Set(Object.values(PENDING_CALLS).flat());
const SAMPLE: Record<string, string> = {
  category: '8',
  lang: 'mn',
  page: '1',
  limit: '6',
  type: 'news',
  date: '2026-01',
  term: 'уурхай',
};
/** Sample values of one path where the shared ones do not fit (its own page-size choices, a day range). */
const SAMPLE_FOR: Record<string, Record<string, string>> = {
  '/get/trade': { limit: '10', startDate: '2026-01-01', endDate: '2026-01-31' },
  '/get/notice': { limit: '12' },
  '/check/email': { email: 'nobody@example.mn' },
  '/get/gallery-by-date': { id: '1', limit: '12', offset: '0' },
  '/categories': { language: 'mn' },
  '/categories-by-main': { main: '01', language: 'mn' },
  /** `id` is set to the published company beforeAll inserts. */
  '/get/company': { lang: 'mn' },
  '/get/companies-by-category': { lang: 'mn', category_code: '01', page: '1', limit: '36' },
  '/get/consultants-by-category': { lang: 'mn', page: '1', limit: '50' },
  '/search/companies': { lang: 'mn', page: '1', limit: '36', term: 'ЭРДЭНЭТ' },
  '/search/consultants': { lang: 'en', page: '1', limit: '50', term: 'BAT' },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let routes: Set<string>;
let newsId = 0;
beforeAll(async () => {
  t = await createTestApp();
  routes = new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path.replace(/^\/api/, '')}`));
  await t.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
  const [row] = await t.db
    .insert(news)
    .values({
      image: '/files/x.png',
      title: 'Уурхайн мэдээ',
      title_en: 'Mining news',
      summary: 'т',
      summary_en: 's',
      text: '<p>т</p>',
      text_en: '<p>t</p>',
      publisher: 'МУУҮА',
      category_cid: 8,
      created_at: new Date('2026-01-15T04:00:00Z'),
    })
    .returning();
  newsId = row.id;
  const [company] = await t.db
    .insert(dirCompanies)
    .values({ registration_number: '1', name_mn: 'ТЭСЭЛГЭЭ ХХК', name_en: 'BLAST LLC', approval: true, reviewed_at: new Date() })
    .returning();
  SAMPLE_FOR['/get/company'].id = String(company.id);
});
afterAll(() => t.close());

describe('docs/api-calls.json coverage', () => {
  it('every call is built or listed as pending, never both', () => {
    const problems: string[] = [];
    for (const c of specCalls) {
      const key = keyOf(c);
      const built = routes.has(key);
      if (built && pending.has(key)) problems.push(`${key} is built: remove it from tests/api/pending-calls.ts`);
      if (!built && !pending.has(key)) problems.push(`${key} has no route and is not listed as pending`);
    }
    expect(problems).toEqual([]);
  });

  const builtCalls = () => specCalls.filter((c) => routes.has(keyOf(c)));

  it('public GET calls answer 200 with the spec keys', async () => {
    const missing: string[] = [];
    for (const c of builtCalls().filter((c) => c.access === 'public' && c.method === 'GET')) {
      const q = new URLSearchParams(
        c.query.map((name) => [name, SAMPLE_FOR[pathOf(c)]?.[name] ?? (name === 'id' ? String(newsId) : (SAMPLE[name] ?? '1'))]),
      );
      const res = await t.request(`/api/${c.site}${pathOf(c)}?${q}`);
      if (res.status !== 200) {
        missing.push(`${keyOf(c)} -> ${res.status}`);
        continue;
      }
      const body = (await res.json()) as Record<string, unknown>;
      for (const k of c.answer) {
        const value = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown> | undefined)?.[part], body);
        if (value === undefined) missing.push(`${keyOf(c)} lacks ${k}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('admin and member calls refuse anonymous access', async () => {
    const open: string[] = [];
    // a path shared by a public and an admin screen (DESIGN §3) answers anonymous callers the public view
    const publicKeys = new Set(specCalls.filter((c) => c.access === 'public').map(keyOf));
    for (const c of builtCalls().filter((c) => (c.access === 'admin' || c.access === 'member') && !publicKeys.has(keyOf(c)))) {
      const res = await t.request(`/api/${c.site}${pathOf(c)}`, { method: c.method });
      if (![401, 403].includes(res.status)) open.push(`${keyOf(c)} -> ${res.status}`);
    }
    expect(open).toEqual([]);
  });
});
