import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, categories, news } from '@db/schema';
import { createSession } from '@platform/auth/sessions';
import { PAGING_MESSAGES as P } from '@api/paging';
import { createTestApp } from '../helpers/app';
import { mn as inMongolian } from '../helpers/messages';

let t: Awaited<ReturnType<typeof createTestApp>>;
let readerCookie = '';
const ids: Record<string, number> = {};

/** One article; `mn`/`en` false leaves that language empty (an article may exist in one language only). */
const article = (key: string, at: string, opts: { cid?: number; active?: boolean; mn?: boolean; en?: boolean } = {}) => ({
  image: `/files/news/${key}.png`,
  title: opts.mn === false ? '' : `Мэдээ ${key}`,
  summary: opts.mn === false ? '' : `Хураангуй ${key}`,
  text: opts.mn === false ? '' : `<p>Агуулга ${key}</p>`,
  title_en: opts.en === false ? '' : `News ${key}`,
  summary_en: opts.en === false ? '' : `Summary ${key}`,
  text_en: opts.en === false ? '' : `<p>Body ${key}</p>`,
  publisher: 'МУУҮА',
  category_cid: opts.cid ?? 8,
  news_status: opts.active ?? true,
  created_at: new Date(at),
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(categories).values([
    { cid: 8, category: 'Мэдээ', category_en: 'News', sequence: 1 },
    { cid: 13, category: 'Арга хэмжээ', category_en: 'Events', sequence: 2 },
    { cid: 20, category: 'Хариуцлагатай уул уурхай', category_en: 'Responsible mining', page_type: 'static' },
    { cid: 21, category: 'Хуучин', category_en: 'Old', category_status: false },
  ]);
  const rows = [
    ...Array.from({ length: 7 }, (_, i) => ({ key: `m${i + 1}`, ...article(`m${i + 1}`, `2026-03-0${i + 1}T04:00:00Z`) })),
    // 20:00 UTC on 31 January is already 1 February in Ulaanbaatar (UTC+8)
    { key: 'feb', ...article('feb', '2026-01-31T20:00:00Z', { cid: 13 }) },
    { key: 'hidden', ...article('hidden', '2026-03-20T04:00:00Z', { active: false }) },
    { key: 'enOnly', ...article('enOnly', '2026-03-15T04:00:00Z', { mn: false }) },
    { key: 'literal', ...article('literal', '2025-12-01T04:00:00Z', { cid: 13, en: false }), title: 'Хөнгөлөлт 100% хүртэл' },
  ];
  for (const { key, ...values } of rows) {
    const [row] = await t.db.insert(news).values(values).returning({ id: news.id });
    ids[key] = row.id;
  }
  const [reader] = await t.db.insert(admins).values({ first_name: 'Уншигч', email: 'reader@example.mn', account_role: 3 }).returning();
  readerCookie = `session=${await createSession(t.db, reader.id, t.deps.config)}`;
});
afterAll(() => t.close());

const getJson = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.request(`/api/mm${path}`, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const titles = (list: { title: string }[]) => list.map((n) => n.title);

describe('GET /get/news (public)', () => {
  it('pages a category newest first, six per page, in the chosen language', async () => {
    const first = await getJson('/get/news?category=8&lang=mn&page=1&limit=6');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(7);
    expect(first.body.totalPages).toBe(2);
    expect(titles(first.body.news)).toEqual(['Мэдээ m7', 'Мэдээ m6', 'Мэдээ m5', 'Мэдээ m4', 'Мэдээ m3', 'Мэдээ m2']);
    expect(Object.keys(first.body.news[0]).sort()).toEqual(['category', 'created_at', 'id', 'image', 'publisher', 'summary', 'title']);
    const second = await getJson('/get/news?category=8&lang=mn&page=2&limit=6');
    expect(titles(second.body.news)).toEqual(['Мэдээ m1']);
  });

  it('defaults to category 8 and Mongolian', async () => {
    const { body } = await getJson('/get/news');
    expect(body.total).toBe(7);
    expect(body.news[0].title).toBe('Мэдээ m7');
  });

  it('shows English content with lang=en, including English-only articles', async () => {
    const { body } = await getJson('/get/news?category=8&lang=en&page=1');
    expect(body.total).toBe(8);
    expect(body.news[0].title).toBe('News enOnly');
    expect(titles(body.news)).not.toContain('');
  });

  it('never shows inactive articles to anonymous visitors', async () => {
    for (const lang of ['mn', 'en']) {
      const { body } = await getJson(`/get/news?category=8&lang=${lang}&page=1`);
      expect(body.news.map((n: { id: number }) => n.id)).not.toContain(ids.hidden);
    }
  });

  it('answers an empty category and a page past the end with an empty list', async () => {
    expect((await getJson('/get/news?category=21&lang=mn&page=1')).body).toEqual({ news: [], total: 0, totalPages: 0 });
    const past = await getJson('/get/news?category=8&lang=mn&page=9');
    expect(past.status).toBe(200);
    expect(past.body.news).toEqual([]);
    expect(past.body.totalPages).toBe(2);
  });

  for (const [query, field] of [
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['limit=x', 'limit'],
    ['limit=10', 'limit'],
    ['lang=fr', 'lang'],
    ['category=abc', 'category'],
    ['category=all', 'category'],
  ]) {
    it(`refuses ${query} with a 400 naming ${field}`, async () => {
      const { status, body } = await getJson(`/get/news?${query}`);
      expect(status).toBe(400);
      expect(body.field).toBe(field);
      // the paging helper's refusals are the dictionary's, in the request's language (Mongolian by default)
      if (field === 'page') expect(body.message).toBe(inMongolian(P.page));
      else if (field === 'limit') expect(body.message).toBe(inMongolian(P.limit, { choices: 6 }));
      else expect(body.message).toMatch(new RegExp(field));
    });
  }
});

describe('GET /get/news (signed-in admin list)', () => {
  it('lists every status and both languages, five per page by default', async () => {
    const { status, body } = await getJson('/get/news?category=all&page=1', { cookie: readerCookie });
    expect(status).toBe(200);
    expect(body.total).toBe(11);
    expect(body.totalPages).toBe(3);
    expect(body.news).toHaveLength(5);
    expect(body.news[0]).toMatchObject({ id: ids.hidden, news_status: false, title: 'Мэдээ hidden', title_en: 'News hidden' });
  });

  it('filters by category and accepts page sizes 5, 10 and 15 only', async () => {
    const { body } = await getJson('/get/news?category=13&page=1&limit=10', { cookie: readerCookie });
    expect(body.news.map((n: { id: number }) => n.id)).toEqual([ids.feb, ids.literal]);
    const refused = await getJson('/get/news?category=all&page=1&limit=6', { cookie: readerCookie });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('limit');
  });

  it('answers like the public site when the call carries lang (the site while signed in)', async () => {
    const { body } = await getJson('/get/news?category=8&lang=mn&page=1&limit=6', { cookie: readerCookie });
    expect(body.total).toBe(7);
    expect(body.news[0]).not.toHaveProperty('news_status');
  });
});

describe('GET /get/news/id', () => {
  it('returns one article with its body and category name in the chosen language', async () => {
    const { status, body } = await getJson(`/get/news/id?id=${ids.m1}&lang=en`);
    expect(status).toBe(200);
    expect(body.news).toMatchObject({ id: ids.m1, title: 'News m1', text: '<p>Body m1</p>', category_name: 'News' });
  });

  it('answers 404 in the request language for missing, inactive or untranslated articles', async () => {
    expect(await getJson(`/get/news/id?id=${ids.hidden}&lang=mn`)).toEqual({ status: 404, body: { message: 'Мэдээ олдсонгүй' } });
    expect(await getJson(`/get/news/id?id=${ids.literal}&lang=en`)).toEqual({ status: 404, body: { message: 'News not found' } });
    expect((await getJson('/get/news/id?id=999999')).body.message).toBe('Мэдээ олдсонгүй');
  });

  it('refuses a malformed or missing id with a 400 naming id', async () => {
    for (const query of ['id=abc', 'id=-3', '']) {
      const { status, body } = await getJson(`/get/news/id?${query}`);
      expect(status).toBe(400);
      expect(body.field).toBe('id');
    }
  });
});

describe('side panel and menu loads', () => {
  it('counts active articles per active news category', async () => {
    const { status, body } = await getJson('/get/category-news-count?type=news');
    expect(status).toBe(200);
    expect(body.categories).toEqual([
      { cid: 8, category: 'Мэдээ', category_en: 'News', news_count: 8 },
      { cid: 13, category: 'Арга хэмжээ', category_en: 'Events', news_count: 2 },
    ]);
    expect((await getJson('/get/category-news-count?type=static')).status).toBe(400);
  });

  it('lists archive months in Ulaanbaatar time, newest first', async () => {
    const { body } = await getJson('/get/archive-news-date?lang=mn');
    expect(body.dates).toEqual([
      { created_at: '2026-03', date: 7 },
      { created_at: '2026-02', date: 1 },
      { created_at: '2025-12', date: 1 },
    ]);
    expect((await getJson('/get/archive-news-date?lang=xx')).body.field).toBe('lang');
  });

  it('lists the articles of one month', async () => {
    const { status, body } = await getJson('/get/news-by-date?date=2026-02&lang=mn&page=1&limit=6');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 1, totalPages: 1 });
    expect(body.news[0].id).toBe(ids.feb);
    expect((await getJson('/get/news-by-date?date=2019-01&lang=mn')).body.news).toEqual([]);
  });

  for (const query of ['date=2026-13', 'date=2026-2', 'date=abc', '']) {
    it(`refuses news-by-date with "${query}"`, async () => {
      const { status, body } = await getJson(`/get/news-by-date?${query}`);
      expect(status).toBe(400);
      expect(body.field).toBe('date');
    });
  }

  it('searches titles, summaries and bodies in the chosen language; % is literal', async () => {
    const hit = await getJson('/search/news?term=агуулга m3&lang=mn&page=1&limit=6');
    expect(hit.status).toBe(200);
    expect(titles(hit.body.news)).toEqual(['Мэдээ m3']);
    expect(titles((await getJson('/search/news?term=100%25&lang=mn')).body.news)).toEqual(['Хөнгөлөлт 100% хүртэл']);
    expect((await getJson('/search/news?term=0%25 х&lang=mn')).body.news).toHaveLength(1);
    expect((await getJson('/search/news?term=1%25&lang=mn')).body.news).toEqual([]);
    expect((await getJson('/search/news?term=hidden&lang=en')).body.news).toEqual([]);
    const empty = await getJson('/search/news?term=%20&lang=mn');
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('term');
  });

  it('returns the five newest active articles as recentNews', async () => {
    const { body } = await getJson('/get/recent-news?lang=mn');
    expect(titles(body.recentNews)).toEqual(['Мэдээ m7', 'Мэдээ m6', 'Мэдээ m5', 'Мэдээ m4', 'Мэдээ m3']);
    expect((await getJson('/get/recent-news?lang=en')).body.recentNews[0].title).toBe('News enOnly');
  });

  it('lists active menu items, and those of one page type', async () => {
    const menu = await getJson('/get/category');
    expect(menu.body.categories.map((c: { cid: number }) => c.cid).sort((a: number, b: number) => a - b)).toEqual([8, 13, 20]);
    const newsOnly = await getJson('/get/category/page-type?type=news');
    expect(newsOnly.body.category.map((c: { cid: number }) => c.cid)).toEqual([8, 13]);
    expect((await getJson('/get/category/page-type?type=blog')).status).toBe(400);
  });
});
