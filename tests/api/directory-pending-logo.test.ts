import { readdir, utimes } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dirCategories, dirCompanies, rateLimits } from '@db/schema';
import { sweepFiles } from '@api/file-sweep';
import { createServerApp } from '@server/app';
import { newKey, PENDING_FOLDER } from '@platform/storage/keys';
import { requestLogoUrl } from '@shared/directory-admin';
import { wizardForm } from '../helpers/directory-wizard';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { pngBytes } from '../helpers/upload-files';

/**
 * SECURITY.md 28: the directory wizard's logo has no public URL while its request waits. It is stored
 * under `pending/` (which the files route refuses), admins see it through an admin-only route, and
 * approval (the review, or an edit that publishes) copies it to a public key and deletes the pending file.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof createServerApp>;
const cookies: Record<1 | 2 | 3, string> = {} as never;
let ip = 0;
const DAY = 24 * 60 * 60 * 1000;

async function register(opts: { cookie?: string; approval?: boolean } = {}) {
  const form = wizardForm({ lang: 'en', ...(opts.approval ? { approval: 'true' } : {}) });
  const headers: Record<string, string> = { 'cf-connecting-ip': `10.8.0.${++ip}` };
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await t.request('/api/yp/insert/yellow-registration', { method: 'POST', body: form, headers });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  return (await t.db.select().from(dirCompanies).where(eq(dirCompanies.id, id)))[0]!;
}

const post = (path: string, body: unknown, cookie = cookies[1]) =>
  t.request(`/api/yp/yellow-page${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', cookie },
  });
const get = (path: string, cookie?: string) => t.request(path, { headers: cookie ? { cookie } : {} });
const logoOf = async (id: number) => (await t.db.select().from(dirCompanies).where(eq(dirCompanies.id, id)))[0]!.logo;

/** Every stored file, as keys. */
async function keys(dir = t.filesDir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => []))
    out.push(...(e.isDirectory() ? await keys(join(dir, e.name)) : [relative(t.filesDir, join(dir, e.name))]));
  return out.sort();
}
const keyOf = (url: string) => t.deps.storage.keyFromUrl(url)!;

beforeAll(async () => {
  t = await createTestApp();
  server = createServerApp({ deps: t.deps, siteDir: () => null });
  for (const role of [1, 2, 3] as const) cookies[role] = (await signIn(t, role)).cookie;
  await t.db.insert(dirCategories).values({ main_code: '01', category_code: '0101', name_mn: 'Ангилал', name_en: 'Category' });
});
beforeEach(async () => {
  await t.db.delete(dirCompanies);
  await t.db.delete(rateLimits);
  for (const k of await keys()) await t.deps.storage.delete(k);
});
afterAll(() => t.close());

describe('a waiting request’s logo', () => {
  it('is stored under the pending prefix, has no variants and no public URL', async () => {
    const row = await register();
    expect(keyOf(row.logo)).toMatch(new RegExp(`^${PENDING_FOLDER}/[0-9a-f-]{36}\\.png$`));
    expect(await keys()).toEqual([keyOf(row.logo)]);
    expect((await server.request(row.logo)).status).toBe(404);
    expect((await server.request(row.logo, { method: 'HEAD' })).status).toBe(404);
    expect((await server.request(`/files/${encodeURIComponent(keyOf(row.logo))}`)).status).toBe(404);
    // the public answers know nothing of a waiting company
    expect((await t.request(`/api/yp/get/company?id=${row.id}&lang=en`)).status).toBe(404);
  });

  it('is shown to admins through the admin-only route, which the admin answers carry', async () => {
    const row = await register();
    const url = requestLogoUrl(row.id);
    const list = (await (await get('/api/yp/yellow-page/get/new-request?type=1', cookies[3])).json()) as { request: { logo: string }[] };
    expect(list.request.map((r) => r.logo)).toEqual([url]);
    const record = (await (await get(`/api/yp/yellow-page/get/company?id=${row.id}`, cookies[3])).json()) as { company: unknown };
    expect(JSON.stringify(record)).not.toContain(row.logo);
    expect(JSON.stringify(record)).toContain(JSON.stringify(url));

    expect((await get(url)).status).toBe(401);
    for (const role of [1, 2, 3] as const) {
      const res = await get(url, cookies[role]);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(pngBytes);
    }
    expect((await get(requestLogoUrl(row.id + 1000), cookies[1])).status).toBe(404);
    expect((await get('/api/yp/yellow-page/get/request-logo?id=x', cookies[1])).status).toBe(400);
  });
});

describe('approval makes the logo public at a new URL and deletes the pending file', () => {
  const published = async (id: number, pending: string) => {
    const logo = await logoOf(id);
    expect(keyOf(logo)).toMatch(/^directory\/logo\/[0-9a-f-]{36}\.png$/);
    expect(await keys()).toEqual([keyOf(logo)]);
    expect((await server.request(pending)).status).toBe(404);
    const file = await server.request(logo);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pngBytes);
    // the public company page shows the approved logo
    const page = (await (await t.request(`/api/yp/get/company?id=${id}&lang=en`)).json()) as unknown;
    expect(JSON.stringify(page)).toContain(logo);
    return logo;
  };

  it('by the review', async () => {
    const row = await register();
    expect((await post('/review/company', { id: row.id, decision: 'approve' }, cookies[2])).status).toBe(200);
    const logo = await published(row.id, row.logo);
    // the admin answers now carry the public URL
    const record = await (await get(`/api/yp/yellow-page/get/company?id=${row.id}`, cookies[3])).json();
    expect(JSON.stringify(record)).toContain(logo);
  });

  it('by an edit that publishes the request, which may send the admin URL back as the current logo', async () => {
    const row = await register();
    const res = await post('/update/company', { company: { id: row.id, approval: true, logo: requestLogoUrl(row.id) } });
    expect(res.status).toBe(200);
    await published(row.id, row.logo);
  });

  it('an edit that does not publish keeps the logo pending', async () => {
    const row = await register();
    expect((await post('/update/company', { company: { id: row.id, about_en: 'Copper' } })).status).toBe(200);
    expect(await logoOf(row.id)).toBe(row.logo);
    expect(await keys()).toEqual([keyOf(row.logo)]);
  });

  it('not for a read-only role, nor anonymously: the file stays pending', async () => {
    const row = await register();
    expect((await post('/review/company', { id: row.id, decision: 'approve' }, cookies[3])).status).toBe(403);
    const anonymous = await t.request('/api/yp/yellow-page/review/company', {
      method: 'POST',
      body: JSON.stringify({ id: row.id, decision: 'approve' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    expect(await keys()).toEqual([keyOf(row.logo)]);
  });

  it('an admin’s published add is public at once', async () => {
    const row = await register({ cookie: cookies[1], approval: true });
    expect(row.approval).toBe(true);
    expect(keyOf(row.logo)).toMatch(/^directory\/logo\//);
    expect((await server.request(row.logo)).status).toBe(200);
  });
});

describe('a rejected or abandoned request’s logo is deleted', () => {
  it('on rejection', async () => {
    const row = await register();
    expect((await post('/review/company', { id: row.id, decision: 'reject', reason: 'Лого буруу' })).status).toBe(200);
    expect(await keys()).toEqual([]);
    expect(await logoOf(row.id)).toBe('');
    expect((await get(requestLogoUrl(row.id), cookies[1])).status).toBe(404);
  });

  it('by the sweep, a day after its upload, when no request references it; a waiting request’s is kept', async () => {
    const waiting = await register();
    const abandoned = newKey(PENDING_FOLDER, 'png');
    await t.deps.storage.put(abandoned, pngBytes, 'image/png');
    const old = new Date(Date.now() - 2 * DAY);
    for (const k of await keys()) await utimes(join(t.filesDir, k), old, old);
    const report = await sweepFiles(t.deps, { delete: true });
    expect(report.orphans.map((o) => o.key)).toEqual([abandoned]);
    expect(await keys()).toEqual([keyOf(waiting.logo)]);
  });
});
