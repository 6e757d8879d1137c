import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@db/schema';
import { aboutPeople, categories, minerals, news, reports, staticData } from '@db/schema';
import { BILINGUAL } from '@api/mm/translations/catalogue';
import { createTestApp } from '../helpers/app';
import { PAGING_MESSAGES } from '@api/paging';
import { messageText } from '@i18n/messages-text';
import { signIn } from '../helpers/auth';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<2 | 3, string> = { 2: '', 3: '' };
const get = (path: string, who: 2 | 3 | null = 2) => t.request(`/api/mm${path}`, { headers: who ? { cookie: cookie[who] } : {} });
type Gap = { key: string; type: string; id: number; missing: string; label: string; fields: string[]; editPath: string | null };
const gaps = async (query: string) => {
  const res = await get(`/get/translations?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { translations: Gap[]; total: number; totalPages: number };
};

const ids: Record<string, number> = {};
const article = { image: '/files/x.png', publisher: 'МУУҮА', category_cid: 8 };
beforeAll(async () => {
  t = await createTestApp();
  for (const role of [2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
  await t.db.insert(categories).values([
    { cid: 8, category: 'Мэдээ', category_en: 'News' },
    { cid: 20, category: 'Түүх', category_en: 'History', page_type: 'static' },
  ]);
  const rows = await t.db
    .insert(news)
    .values([
      { ...article, title: 'Орчуулаагүй', summary: 'Хураангуй', text: '<p>Агуулга</p>' },
      { ...article, title: 'Бүрэн', title_en: 'Complete', summary: 'х', summary_en: 's', text: '<p>т</p>', text_en: '<p>t</p>' },
      { ...article, title: 'Хагас', title_en: 'Half', summary: 'х', summary_en: 's', text: '<p>т</p>', text_en: '<p> <br></p>' },
    ])
    .returning({ id: news.id });
  [ids.untranslated, ids.complete, ids.half] = rows.map((r) => r.id);
  [{ id: ids.static }] = await t.db
    .insert(staticData)
    .values({ category_cid: 20, text: '<p>Түүх</p>', text_en: '<p>&nbsp;</p>' })
    .returning({ id: staticData.id });
  [{ id: ids.report }] = await t.db.insert(reports).values({ title: 'Тайлан', image: 'i', pdf: 'p' }).returning({ id: reports.id });
  [{ id: ids.auditor }] = await t.db
    .insert(aboutPeople)
    .values({ about_category: 'Auditor', name: 'Бат', name_en: 'Bat', position: 'Аудитор', profile: 'p' })
    .returning({ id: aboutPeople.id });
  [{ id: ids.mineral }] = await t.db.insert(minerals).values({ image: 'i', name: '', name_en: 'Gold' }).returning({ id: minerals.id });
});
afterAll(() => t.close());

describe('the bilingual catalogue', () => {
  it('lists every x / x_en column pair of db/schema', () => {
    const pairs = Object.values(schema as Record<string, unknown>)
      .filter((v): v is PgTable => is(v, PgTable))
      .flatMap((table) => {
        const names = Object.keys(getTableColumns(table));
        return names.filter((n) => names.includes(`${n}_en`)).map((n) => `${getTableName(table)}.${n}`);
      });
    const listed = BILINGUAL.flatMap((b) => b.fields.map((f) => `${getTableName(b.table)}.${f}`));
    expect(new Set(listed)).toEqual(new Set(pairs));
  });
});

describe('GET /get/translations', () => {
  it('lists rows with a blank English side by kind, with their fields and edit screens; not a translated row', async () => {
    const { translations, total } = await gaps('missing=en');
    expect(translations.map((g) => g.key)).toEqual([
      `news-${ids.half}-en`,
      `news-${ids.untranslated}-en`,
      `static-${ids.static}-en`,
      `report-${ids.report}-en`,
      `auditor-${ids.auditor}-en`,
    ]);
    expect(total).toBe(5);
    expect(translations[0]).toMatchObject({ label: 'Хагас', fields: ['text'], editPath: '/admin/update-news' });
    expect(translations[1]).toMatchObject({ label: 'Орчуулаагүй', fields: ['title', 'summary', 'text'], missing: 'en' });
    expect(translations[2]).toMatchObject({ label: 'Түүх', fields: ['text'], editPath: '/admin/edit-static/20' });
    expect(translations[4]).toMatchObject({ label: 'Бат', fields: ['position'], editPath: '/admin/auditor' });
  });

  it('filters by kind and missing side, and pages', async () => {
    expect((await gaps('missing=mn')).translations).toEqual([
      {
        key: `mineral-${ids.mineral}-mn`,
        type: 'mineral',
        id: ids.mineral,
        missing: 'mn',
        label: 'Gold',
        fields: ['name'],
        editPath: null,
      },
    ]);
    const news = await gaps('type=news&limit=20&page=2');
    expect(news).toEqual({ translations: [], total: 2, totalPages: 1 });
  });

  it('counts every kind in both directions', async () => {
    const res = await get('/get/translation-counts');
    const { counts } = (await res.json()) as { counts: { type: string; en: number; mn: number }[] };
    expect(counts.find((c) => c.type === 'news')).toEqual({ type: 'news', en: 2, mn: 0 });
    expect(counts.find((c) => c.type === 'mineral')).toEqual({ type: 'mineral', en: 0, mn: 1 });
    expect(counts.map((c) => c.type)).toEqual(BILINGUAL.map((b) => b.type));
  });

  it('answers 401 without a session and 403 to a read-only account', async () => {
    for (const path of ['/get/translations', '/get/translation-counts']) {
      expect((await get(path, null)).status).toBe(401);
      expect((await get(path, 3)).status).toBe(403);
    }
  });

  it('refuses an unknown kind, side or page size (400 with a message)', async () => {
    for (const [query, message] of [
      ['type=video', /type must be one of/],
      ['missing=de', /missing must be mn or en/],
      ['limit=7', messageText('mn', PAGING_MESSAGES.limit, { choices: '20, 50, 100' })],
    ] as const) {
      const res = await get(`/get/translations?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
  });
});
