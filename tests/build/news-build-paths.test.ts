import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@db/client';
import { seedDemo } from '@db/seed';
import { getNews, listNews, newsByDate } from '@api/mm/news/queries';
import { blogServedPaths, blogStaticPaths, detailStaticPaths } from '@components/news/news-pages';
import { NEWS_LIST_PAGES_BUILT } from '@shared/news';
import { href, paths } from '@lib/routes';
import { setContentDb } from '@platform/content-db';
import { localStorage } from '@platform/storage/local';
import { createTestDb } from '../helpers/db';

/**
 * The news pages render from their props (which their cache keys hash), cut from one read per
 * language: every page must show exactly what the API's own list and detail calls answer.
 */
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seedDemo(handle.db, localStorage(await mkdtemp(join(tmpdir(), 'files-'))), { news: 150 });
  setContentDb(handle.db);
});
afterAll(() => handle.close());

describe('news pages at build time', () => {
  it('cuts every category and archive page exactly as listNews and newsByDate page them', async () => {
    const entries = await blogStaticPaths(handle.db);
    expect(entries.length).toBeGreaterThan(20);
    for (const { props } of entries) {
      const q = { lang: props.lang, page: props.page };
      const api = props.category
        ? await listNews(handle.db, { ...q, category: props.category.cid })
        : await newsByDate(handle.db, { ...q, date: props.key });
      expect(props.news, `${props.lang} ${props.key}=${props.page}`).toEqual(api.news);
      expect(props.totalPages).toBe(Math.max(1, api.totalPages));
    }
  });

  it('writes the first NEWS_LIST_PAGES_BUILT pages of each list; the sitemap gets the rest, each page once, up to the last', async () => {
    const entries = await blogStaticPaths(handle.db);
    expect(Math.max(...entries.map((e) => e.props.page))).toBe(NEWS_LIST_PAGES_BUILT);
    const served = await blogServedPaths(handle.db);
    expect(new Set(served).size).toBe(served.length);
    const expected = entries
      .filter((e) => e.props.page === 1)
      .flatMap(({ props: { lang, key, totalPages } }) =>
        Array.from({ length: Math.max(0, totalPages - NEWS_LIST_PAGES_BUILT) }, (_, i) =>
          href(lang, paths.blog(key, NEWS_LIST_PAGES_BUILT + i + 1)),
        ),
      );
    expect(expected.length).toBeGreaterThan(10); // 150 articles: category 8 alone has more pages than are built
    expect(served.sort()).toEqual(expected.sort());
  });

  it('gives each detail page the article getNews answers, and a cache key that changes with it', async () => {
    const entries = await detailStaticPaths(handle.db);
    for (const { props } of entries.slice(0, 40)) expect(props.news).toEqual(await getNews(handle.db, props.news.id, props.lang));
    const keys = new Set(entries.map((e) => e.cacheKey));
    expect(keys.size).toBe(entries.length);
  });
});
