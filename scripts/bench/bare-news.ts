import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import pg from 'pg';

/**
 * The reference for `bench:api`: a bare Hono app on @hono/node-server answering the public news list
 * with the raw driver and hand-written SQL, i.e. the floor a framework app can reach. It runs the two
 * statements the real route issues (the page and the count, side by side) and answers the same
 * JSON; no validation beyond numbers, no middleware, no security headers.
 * `named`: as named (prepared) statements, as the real route sends them since issue 28 (Postgres
 * parses and plans them once per connection); else as plain statements, planned on every call.
 */

const SELECT = (title: string, summary: string) =>
  `select "id", "${title}", "${summary}", "image", "publisher", "created_at", "category_cid" from "news" `;
const WHERE = (title: string) => `where (("news"."news_status" = $1 and "news"."${title}" <> $2) and "news"."category_cid" = $3)`;
/** The page and the count as drizzle writes them for `listNews` (src/api/mm/news/queries.ts), per language. */
const STATEMENTS = {
  mn: {
    page: `${SELECT('title', 'summary')}${WHERE('title')} order by "news"."created_at" desc, "news"."id" desc limit $4 offset $5`,
    count: `select count(*) from "news" ${WHERE('title')}`,
  },
  en: {
    page: `${SELECT('title_en', 'summary_en')}${WHERE('title_en')} order by "news"."created_at" desc, "news"."id" desc limit $4 offset $5`,
    count: `select count(*) from "news" ${WHERE('title_en')}`,
  },
};

/** What the bare app needs of a driver: node-postgres' Pool (text or a named statement) or PGlite (text). */
export interface RawQuery {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}
type Run = (name: string, text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

type Row = Record<'title' | 'summary' | 'title_en' | 'summary_en' | 'image' | 'publisher', string> & {
  id: number;
  created_at: Date | string;
  category_cid: number;
};

export function bareNewsApp(run: Run) {
  return new Hono().get('/api/mm/get/news', async (c) => {
    const category = Number(c.req.query('category') ?? 8);
    const lang = c.req.query('lang') === 'en' ? 'en' : 'mn';
    const page = Number(c.req.query('page') ?? 1);
    const limit = Number(c.req.query('limit') ?? 6);
    if (!Number.isInteger(category) || !Number.isInteger(page) || page < 1 || limit !== 6) return c.json({ message: 'bad query' }, 400);
    const params = [true, '', category];
    const [list, counted] = await Promise.all([
      run(`bare_page_${lang}`, STATEMENTS[lang].page, [...params, limit, (page - 1) * limit]),
      run(`bare_count_${lang}`, STATEMENTS[lang].count, params),
    ]);
    const total = Number((counted.rows[0] as { count: string | number }).count);
    const news = (list.rows as Row[]).map((r) => ({
      id: r.id,
      title: lang === 'en' ? r.title_en : r.title,
      summary: lang === 'en' ? r.summary_en : r.summary,
      image: r.image,
      publisher: r.publisher,
      created_at: new Date(r.created_at).toISOString(),
      category: r.category_cid,
    }));
    return c.json({ news, total, totalPages: Math.ceil(total / limit) });
  });
}

/**
 * Serves the bare app on a free loopback port: on its own node-postgres Pool (10 connections, as the
 * real app's pool) for a Postgres `url`, else on the given PGlite client (which has no named statements).
 */
export async function serveBareNews(target: { url: string; named: boolean } | { client: RawQuery }) {
  const pool = 'url' in target ? new pg.Pool({ connectionString: target.url, max: 10 }) : null;
  const run: Run = pool
    ? 'named' in target && target.named
      ? (name, text, values) => pool.query({ name, text, values })
      : (_name, text, values) => pool.query(text, values)
    : (_name, text, values) => (target as { client: RawQuery }).client.query(text, values);
  const app = bareNewsApp(run);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool?.end();
    },
  };
}
