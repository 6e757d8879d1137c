import { eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog, categories, dirCompanies, news, sessions } from '@db/schema';
import type { Db } from '@db/client';
import { seedDirectory } from '@db/seed/directory';
import { access } from '@api/middleware/access';
import { auditWrites } from '@api/middleware/audit';
import { enforcePolicy } from '@api/middleware/auth';
import { onError } from '@api/errors';
import type { AppEnv } from '@api/types';
import { MAX_TEXT } from '@api/audit/changes';
import { hashPassword } from '@platform/auth/password';
import { createTestApp } from '../helpers/app';
import { pngBytes } from '../helpers/upload-files';
import { signIn } from '../helpers/auth';

/** Item 8 of issue 15 and SECURITY.md 33: every admin write on record, in its own transaction, without secrets. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = { cookie: '', adminId: 0 };
let moderator = { cookie: '', adminId: 0 };
let user = { cookie: '', adminId: 0 };
const ADMIN_EMAIL = 'audit-admin@test.mn';
const PASSWORD = 'Correct-Horse-Battery-9';

type Entry = typeof auditLog.$inferSelect;
const entries = async (): Promise<Entry[]> => t.db.select().from(auditLog).orderBy(auditLog.id);
/** The entries a block of calls added. */
async function added<T>(fn: () => T | Promise<T>): Promise<{ result: T; rows: Entry[] }> {
  const before = (await entries()).length;
  const result = await fn();
  return { result, rows: (await entries()).slice(before) };
}

const PNG = pngBytes as Uint8Array<ArrayBuffer>;
const newsForm = (values: Record<string, string>) => {
  const fd = new FormData();
  const all: Record<string, string | File> = {
    title: 'Аудитын мэдээ',
    summary: 'Товч',
    text: '<p>Эх</p>',
    title_en: '',
    summary_en: '',
    text_en: '',
    category_cid: '8',
    publisher: 'МУУҮА',
    news_status: 'true',
    yellow_book: 'false',
    image: new File([PNG], 'cover.png', { type: 'image/png' }),
    ...values,
  };
  for (const [k, v] of Object.entries(all)) fd.append(k, v);
  return fd;
};
const as = (who: { cookie: string } | null, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(who ? { cookie: who.cookie } : {}), ...(init.headers as Record<string, string>) },
});
const json = (method: string, body: unknown, who: { cookie: string } | null = admin) =>
  as(who, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
  await seedDirectory({ db: t.db, storage: t.deps.storage, now: new Date('2026-01-10T00:00:00Z'), counts: {}, companies: 10 });
  admin = await signIn(t, 2, ADMIN_EMAIL);
  moderator = await signIn(t, 1);
  user = await signIn(t, 3);
}, 60_000);
afterAll(() => t.close());

describe('news writes', () => {
  let id = 0;
  it('a create leaves one entry naming the admin, with the new row as "after"', async () => {
    const { result, rows } = await added(() => t.request('/api/mm/insert/news', as(admin, { method: 'POST', body: newsForm({}) })));
    expect(result.status).toBe(200);
    id = ((await result.json()) as { news: { id: number } }).news.id;
    expect(rows).toHaveLength(1);
    const [e] = rows;
    expect(e).toMatchObject({ admin_id: admin.adminId, admin_email: ADMIN_EMAIL, method: 'POST', route: '/mm/insert/news' });
    expect(e).toMatchObject({ entity: 'mm/news', entity_id: String(id), action: 'create' });
    expect(e.changes.title).toEqual({ before: null, after: 'Аудитын мэдээ' });
    expect(e.request_id).toBe(result.headers.get('x-request-id'));
    expect(Date.now() - new Date(e.at).getTime()).toBeLessThan(60_000);
  });

  it('an update records the changed fields only, before and after; a long body is kept shortened', async () => {
    const long = `<p>${'Уурхай '.repeat(400)}</p>`;
    const { result, rows } = await added(() =>
      t.request(
        '/api/mm/update/news',
        as(admin, { method: 'POST', body: newsForm({ id: String(id), title: 'Шинэ гарчиг', text: long, image: '' }) }),
      ),
    );
    expect(result.status, await result.clone().text()).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'mm/news', entity_id: String(id), action: 'update' });
    expect(rows[0].changes.title).toEqual({ before: 'Аудитын мэдээ', after: 'Шинэ гарчиг' });
    expect(rows[0].changes.summary).toBeUndefined();
    const text = rows[0].changes.text.after as string;
    expect(text.length).toBeLessThan(MAX_TEXT);
    expect(text).toMatch(/chars, sha256 [0-9a-f]{16}\]$/);
  });

  it('a delete keeps the row as it was', async () => {
    const { result, rows } = await added(() => t.request(`/api/mm/delete/news?id=${id}`, as(admin, { method: 'DELETE' })));
    expect(result.status).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'mm/news', entity_id: String(id), action: 'delete' });
    expect(rows[0].changes.title).toEqual({ before: 'Шинэ гарчиг', after: null });
  });

  it('a refused write (4xx) leaves no entry and changes nothing', async () => {
    const { result, rows } = await added(() =>
      t.request('/api/mm/update/news', as(admin, { method: 'POST', body: newsForm({ id: '424242', title: 'x' }) })),
    );
    expect(result.status).toBe(404);
    expect(rows).toHaveLength(0);
    const refused = await added(() => t.request('/api/mm/insert/news', as(user, { method: 'POST', body: newsForm({}) })));
    expect(refused.result.status).toBe(403);
    expect(refused.rows).toHaveLength(0);
  });
});

describe('accounts (SECURITY.md 33)', () => {
  let accountId = 0;
  let token = '';
  it('a create, a role change and a deletion each leave an entry naming the admin, with no password hash or token in any', async () => {
    const created = await added(() =>
      t.request('/api/mm/insert/account', json('POST', { first_name: 'Бат', email: 'bat@test.mn', account_role: 1, password: PASSWORD })),
    );
    expect(created.result.status, await created.result.clone().text()).toBe(200);
    accountId = ((await created.result.json()) as { account: { id: number } }).account.id;
    expect(created.rows).toHaveLength(1);
    expect(created.rows[0]).toMatchObject({
      entity: 'mm/account',
      entity_id: String(accountId),
      action: 'create',
      admin_email: ADMIN_EMAIL,
    });

    // the account gets a password and signs in: a session token exists while its role changes
    const hash = await hashPassword(PASSWORD);
    await t.db.update(admins).set({ password_hash: hash }).where(eq(admins.id, accountId));
    const login = await t.request('/api/mm/auth/login', json('POST', { email: 'bat@test.mn', password: PASSWORD }, null));
    expect(login.status).toBe(200);
    token = /session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    const [session] = await t.db.select().from(sessions).where(eq(sessions.admin_id, accountId));

    const role = await added(() =>
      t.request('/api/mm/update/account', json('POST', { id: accountId, first_name: 'Бат', email: 'bat@test.mn', account_role: 3 })),
    );
    expect(role.result.status, await role.result.clone().text()).toBe(200);
    expect(role.rows).toHaveLength(1);
    expect(role.rows[0]).toMatchObject({ entity: 'mm/account', entity_id: String(accountId), action: 'update', admin_id: admin.adminId });
    expect(role.rows[0].changes.account_role).toEqual({ before: 1, after: 3 });
    expect(role.rows[0].changes.password_hash).toBeUndefined(); // unchanged, so not listed

    const gone = await added(() => t.request(`/api/mm/delete/account?id=${accountId}`, as(admin, { method: 'DELETE' })));
    expect(gone.result.status).toBe(200);
    expect(gone.rows).toHaveLength(1);
    expect(gone.rows[0]).toMatchObject({ entity: 'mm/account', entity_id: String(accountId), action: 'delete', admin_email: ADMIN_EMAIL });
    expect(gone.rows[0].changes.password_hash).toEqual({ before: '[hidden]', after: null });
    expect(gone.rows[0].changes.email).toEqual({ before: 'bat@test.mn', after: null });

    const everything = JSON.stringify(await entries());
    for (const secret of [hash, hash.slice(-20), PASSWORD, token, session!.token_hash]) expect(everything).not.toContain(secret);
  });

  it('the last admin cannot be demoted: 409, no entry, nothing changed', async () => {
    const { result, rows } = await added(() =>
      t.request('/api/mm/update/account', json('POST', { id: admin.adminId, first_name: 'A', email: ADMIN_EMAIL, account_role: 1 })),
    );
    expect(result.status).toBe(409);
    expect(rows).toHaveLength(0);
    expect((await t.db.select().from(admins).where(eq(admins.id, admin.adminId)))[0]!.account_role).toBe(2);
  });
});

describe('directory request approval (SECURITY.md 33)', () => {
  it('names the admin and records the approval', async () => {
    const [waiting] = await t.db.select({ id: dirCompanies.id }).from(dirCompanies).where(isNull(dirCompanies.reviewed_at)).limit(1);
    const { result, rows } = await added(() =>
      t.request('/api/yp/yellow-page/review/company', json('POST', { id: waiting!.id, decision: 'approve' }, moderator)),
    );
    expect(result.status).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'yp/company', entity_id: String(waiting!.id), action: 'update', admin_id: moderator.adminId });
    expect(rows[0].changes.approval).toEqual({ before: false, after: true });
    expect(rows[0].changes.reviewed_by).toEqual({ before: null, after: moderator.adminId });
  });
});

describe('an admin calling a shared public create', () => {
  const registration = {
    company: 'Эрдэнэс ХХК',
    first_name: 'Болор',
    last_name: 'Бат',
    country: 'Монгол',
    phone_number: '99112233',
    attendee_type: 'visitor',
  };
  it("is recorded, and its mail leaves after the commit (on PGlite the mailer's own connection would wait for the transaction)", async () => {
    const { result, rows } = await added(() =>
      t.request('/api/mw/insert/registration', json('POST', { ...registration, email: 'bolor@test.mn' }, moderator)),
    );
    expect(result.status, await result.clone().text()).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'mw/registration', action: 'create', admin_id: moderator.adminId });
    expect(rows[0].changes.email).toEqual({ before: null, after: 'bolor@test.mn' });
    expect((await t.db.query.outbox.findMany()).map((m) => m.to)).toContain('bolor@test.mn');
  });

  it('is not recorded when a visitor makes it', async () => {
    const { result, rows } = await added(() =>
      t.request('/api/mw/insert/registration', json('POST', { ...registration, email: 'visitor@test.mn', consent: true }, null)),
    );
    expect(result.status).toBe(200);
    expect(rows).toHaveLength(0);
  });
});

describe('writes without a registered table', () => {
  it('an upload records its stored key and the file by name, never its bytes', async () => {
    const fd = new FormData();
    fd.append('image', new File([PNG], 'body.png', { type: 'image/png' }));
    const { result, rows } = await added(() => t.request('/api/mm/upload/news-image', as(admin, { method: 'POST', body: fd })));
    expect(result.status).toBe(200);
    const url = ((await result.json()) as { url: string[] }).url[0]!;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'mm/news-image', action: 'other', entity_id: null });
    expect(rows[0].changes.stored).toEqual({ before: null, after: t.deps.storage.keyFromUrl(url) });
    expect(rows[0].changes.image!.after).toBe(`[file body.png, ${PNG.byteLength} bytes]`);
  });
});

describe('a handler that fails after writing', () => {
  /** A site app with the session, policy and audit middleware, and one content route that inserts a row then fails. */
  function failingSite(fail: 'throw' | 'status') {
    const site = new Hono<AppEnv>()
      .use('*', enforcePolicy('mm'))
      .use('*', auditWrites())
      .post('/insert/news', access('content'), async (c) => {
        const db: Db = c.get('deps').db;
        await db.insert(news).values({ title: 'Хагас бичигдсэн', category_cid: 8, publisher: 'x', image: '' });
        await c.get('deps').mailer.send({ to: 'x@test.mn', subject: 'never', text: 'never' });
        if (fail === 'throw') throw new Error('boom');
        return c.json({ message: 'no' }, 422);
      });
    const app = new Hono<AppEnv>().basePath('/api');
    app.use('*', async (c, next) => {
      c.set('deps', t.deps);
      c.set('admin', null);
      c.set('requestId', 'req-test');
      await next();
    });
    app.onError(onError);
    app.route('/mm', site);
    return app;
  }

  for (const fail of ['throw', 'status'] as const) {
    it(`rolls back the row, sends no mail and records nothing (${fail})`, async () => {
      const count = async () => (await t.db.select().from(news).where(eq(news.title, 'Хагас бичигдсэн'))).length;
      const { result, rows } = await added(() => failingSite(fail).request('/api/mm/insert/news', as(admin, { method: 'POST' })));
      expect(result.status).toBe(fail === 'throw' ? 500 : 422);
      expect(rows).toHaveLength(0);
      expect(await count()).toBe(0);
      expect(JSON.stringify(await t.db.query.outbox.findMany())).not.toContain('never');
    });
  }
});

describe('GET /api/mm/get/audit-log', () => {
  const list = (query = '', who: { cookie: string } | null = admin) => t.request(`/api/mm/get/audit-log${query}`, as(who));

  it('is for role 2 only', async () => {
    expect((await list()).status).toBe(200);
    expect((await list('', null)).status).toBe(401);
    expect((await list('', moderator)).status).toBe(403);
    expect((await list('', user)).status).toBe(403);
  });

  it('lists newest first, paged, with the people and entities to filter by', async () => {
    const all = (await (await list('?limit=100')).json()) as {
      audit: Entry[];
      total: number;
      totalPages: number;
      people: string[];
      entities: string[];
    };
    expect(all.total).toBe((await entries()).length);
    expect(all.audit[0]!.id).toBeGreaterThan(all.audit.at(-1)!.id);
    expect(all.people).toEqual(expect.arrayContaining([ADMIN_EMAIL]));
    expect(all.entities).toEqual(expect.arrayContaining(['mm/news', 'mm/account', 'yp/company']));
    const page2 = (await (await list('?limit=20&page=2')).json()) as { audit: Entry[]; totalPages: number };
    expect(page2.totalPages).toBe(Math.ceil(all.total / 20));
    expect((await list('?limit=7')).status).toBe(400);
  });

  it('filters by person, entity and date (days in Ulaanbaatar time)', async () => {
    const byEntity = (await (await list('?entity=mm/account')).json()) as { audit: Entry[]; total: number };
    expect(byEntity.total).toBe(3);
    expect(byEntity.audit.every((e) => e.entity === 'mm/account')).toBe(true);
    const byPerson = (await (await list(`?person=${encodeURIComponent(ADMIN_EMAIL.toUpperCase())}`)).json()) as { audit: Entry[] };
    expect(byPerson.audit.length).toBeGreaterThan(0);
    expect(byPerson.audit.every((e) => e.admin_email === ADMIN_EMAIL)).toBe(true);
    // an entry at 23:30 UTC is the next day in Ulaanbaatar
    const [one] = await t.db.select().from(auditLog).limit(1);
    await t.db
      .update(auditLog)
      .set({ at: new Date('2026-03-01T23:30:00Z') })
      .where(eq(auditLog.id, one!.id));
    const ub = (await (await list('?from=2026-03-02&to=2026-03-02')).json()) as { audit: Entry[] };
    expect(ub.audit.map((e) => e.id)).toEqual([one!.id]);
    expect(((await (await list('?from=2026-03-01&to=2026-03-01')).json()) as { total: number }).total).toBe(0);
    expect((await list('?from=2026-03-03&to=2026-03-01')).status).toBe(400);
    expect((await list('?from=yesterday')).status).toBe(400);
  });
});
