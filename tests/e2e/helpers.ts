import { expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { PNG } from 'pngjs';
import { hashPassword } from '@platform/auth/password';

/** Set by global-setup.ts: where the e2e server runs and how to reach its database. */
export const e2e = {
  get baseURL() {
    return process.env.E2E_BASE_URL!;
  },
  get dbUrl() {
    return process.env.E2E_DB_URL!;
  },
};

/** Runs `fn` with a connection to the e2e server's database (its own, or its shared PGlite). */
export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2e.dbUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new admin account with a password (what `npm run admin -- create` makes). */
export async function createAdmin(role: 1 | 2 | 3 = 2): Promise<{ email: string; password: string }> {
  const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.mn`;
  const password = `pw-${crypto.randomUUID()}`;
  const hash = await hashPassword(password);
  await withDb((db) =>
    db.query('insert into admins (email, first_name, account_role, password_hash) values ($1, $2, $3, $4)', [email, 'E2E', role, hash]),
  );
  return { email, password };
}

/** Signs in like the admin login form; the request context keeps the session cookie. */
export async function signIn(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/mm/auth/login', { data: who, headers: { Origin: e2e.baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A small valid PNG (the API checks uploads by content). */
export function tinyPng(width = 16, height = 10): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, 120, 40, 255], i);
  return PNG.sync.write(png);
}

/** A news category of the seeded site, 8 where it exists (one is made when the database has none). */
export async function newsCategory(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/mm/get/category/page-type?type=news');
  expect(res.status(), await res.text()).toBe(200);
  // the seeded default (8) when it exists: news.spec adds an empty category that must stay empty
  const all = (await res.json()).category as { cid: number }[];
  const cid = (all.find((c) => c.cid === 8) ?? all[0])?.cid;
  if (cid) return cid;
  return withDb(
    async (db) =>
      (await db.query("insert into categories (category, category_en, page_type) values ('Мэдээ', 'News', 'news') returning cid")).rows[0]
        .cid,
  );
}

/**
 * Loads `url` and measures its first view once the network is quiet (islands hydrated, their first
 * calls answered): the cumulative layout shift (every shift without recent input, buffered, summed)
 * and the JavaScript loaded (every script so far, uncompressed: right after the server starts some
 * files are still served before their compressed copies exist, so compressed sizes would vary).
 */
export async function firstView(page: Page, url: string): Promise<{ cls: number; scriptBytes: number }> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    let cls = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) cls += e.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // the buffered entries arrive in a task after observe(); then two frames for a late shift
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    add(observer.takeRecords());
    observer.disconnect();
    const scriptBytes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === 'script' || /\.m?js$/.test(new URL(e.name).pathname))
      .reduce((n, e) => n + e.decodedBodySize, 0);
    return { cls, scriptBytes };
  });
}
