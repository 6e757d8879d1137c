import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { admins } from '@db/schema';
import { parseAdminArgs, upsertAdmin } from '@platform/auth/admin-command';
import { createTestApp } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin command line', () => {
  it('reads create with e-mail, password, role and first name', () => {
    const parsed = parseAdminArgs([
      'create',
      '--email',
      ' Boss@Mining.MN ',
      '--password',
      'long-enough',
      '--role',
      '1',
      '--first-name',
      'Бат',
    ]);
    expect(parsed).toEqual({ input: { email: 'boss@mining.mn', password: 'long-enough', role: 1, firstName: 'Бат' } });
  });

  it('takes the password from ADMIN_PASSWORD when not given', () => {
    expect(parseAdminArgs(['create', '--email', 'a@b.mn'], { ADMIN_PASSWORD: 'from-the-env' })).toMatchObject({
      input: { password: 'from-the-env' },
    });
  });

  for (const [argv, message] of [
    [[], 'unknown command'],
    [['delete', '--email', 'a@b.mn'], 'unknown command'],
    [['create'], '--email is required'],
    [['create', '--email', 'nope'], '--email is not an e-mail address'],
    [['create', '--email', 'a@b.mn', '--role', '4'], '--role must be 1, 2 or 3'],
    [['create', '--email', 'a@b.mn', '--password', 'short'], 'at least 8'],
    [['create', '--email', 'a@b.mn', '--colour', 'red'], 'colour'],
  ] as const) {
    it(`refuses ${JSON.stringify(argv)}`, () => {
      const parsed = parseAdminArgs([...argv]);
      expect('error' in parsed && parsed.error).toContain(message);
    });
  }

  it('creates an admin (role 2 by default) who can then sign in with the password', async () => {
    const result = await upsertAdmin(t.db, { email: 'first@mining.mn', password: 'long-enough' });
    expect(result).toMatchObject({ action: 'created', role: 2 });
    const res = await t.request('/api/mm/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'first@mining.mn', password: 'long-enough' }),
    });
    expect(res.status).toBe(200);
  });

  it('updates the existing account (any case of the e-mail) instead of adding one, and reactivates it', async () => {
    await t.db.update(admins).set({ active: false }).where(eq(admins.email, 'first@mining.mn'));
    const result = await upsertAdmin(t.db, { email: 'First@Mining.MN', role: 1, firstName: 'Дорж' });
    expect(result).toMatchObject({ action: 'updated', role: 1 });
    const rows = await t.db.select().from(admins).where(eq(admins.email, 'first@mining.mn'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ active: true, account_role: 1, first_name: 'Дорж' });
    expect(rows[0]!.password_hash).toMatch(/^pbkdf2\$/);
    expect((await t.db.select({ n: count() }).from(admins))[0]!.n).toBe(1);
  });
});
