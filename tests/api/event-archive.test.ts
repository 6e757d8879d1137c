import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, news } from '@db/schema';
import { createTestApp } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;

const article = (cid: number, i: number, opts: { active?: boolean; en?: boolean } = {}) => ({
  image: `/files/news/${cid}-${i}.png`,
  title: `Мэдээ ${cid}-${i}`,
  summary: '',
  text: '<p>Агуулга</p>',
  title_en: opts.en === false ? '' : `News ${cid}-${i}`,
  summary_en: '',
  text_en: '',
  publisher: 'МУУҮА',
  category_cid: cid,
  news_status: opts.active ?? true,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(categories).values([
    { cid: 8, category: 'Мэдээ', category_en: 'News', sequence: 1 },
    { cid: 13, category: 'Арга хэмжээ', category_en: 'Events', sequence: 2 },
    { cid: 14, category: 'Хууль эрх зүй', category_en: 'Legal', sequence: 3 },
    { cid: 20, category: 'Хариуцлагатай уул уурхай', category_en: 'Responsible mining', page_type: 'static' },
    { cid: 21, category: 'Хуучин', category_en: 'Old', category_status: false, sequence: 4 },
  ]);
  await t.db
    .insert(news)
    .values([
      ...[1, 2, 3].map((i) => article(8, i)),
      article(8, 4, { active: false }),
      article(8, 5, { en: false }),
      article(13, 1),
      article(13, 2, { active: false }),
      article(21, 1),
    ]);
});
afterAll(() => t.close());

const getJson = async (path: string) => {
  const res = await t.request(`/api/mw${path}`);
  return { status: res.status, body: (await res.json()) as { categories: Record<string, unknown>[] } };
};

describe('GET /api/mw/get/news-category', () => {
  it('lists the active news categories in menu order with their published articles counted', async () => {
    const { status, body } = await getJson('/get/news-category');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['categories']);
    expect(body.categories).toEqual([
      // a draft is not counted; an article in one language only is
      { id: 8, category: 'Мэдээ', category_en: 'News', news_count: 4 },
      { id: 13, category: 'Арга хэмжээ', category_en: 'Events', news_count: 1 },
      { id: 14, category: 'Хууль эрх зүй', category_en: 'Legal', news_count: 0 },
    ]);
  });

  it('leaves out inactive categories and static pages even when they hold articles', async () => {
    const ids = (await getJson('/get/news-category')).body.categories.map((c) => c.id);
    expect(ids).not.toContain(21);
    expect(ids).not.toContain(20);
  });

  it('ignores a query string (it takes no parameters) and needs no session', async () => {
    const plain = await getJson('/get/news-category');
    const odd = await getJson('/get/news-category?lang=xx&page=-1&_=1700000000');
    expect(odd.status).toBe(200);
    expect(odd.body).toEqual(plain.body);
  });

  it('answers only GET', async () => {
    const res = await t.request('/api/mw/get/news-category', { method: 'POST', headers: { Origin: 'http://localhost:4321' } });
    expect(res.status).toBe(404);
  });
});
