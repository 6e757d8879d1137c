import { expect, type Page } from '@playwright/test';
import { createAdmin, withDb } from './helpers';

/**
 * A signed-in admin in the browser: an account made in the e2e database, signed in through the
 * login page's e-mail + password form (so the page's context holds the session cookie).
 */
export async function adminPage(
  page: Page,
  opts: { role?: 1 | 2 | 3; firstName?: string; position?: string } = {},
): Promise<{ email: string; password: string }> {
  const who = await createAdmin(opts.role ?? 2);
  if (opts.firstName || opts.position)
    await withDb((db) =>
      db.query('update admins set first_name = coalesce($2, first_name), position = coalesce($3, position) where email = $1', [
        who.email,
        opts.firstName ?? null,
        opts.position ?? null,
      ]),
    );
  await page.goto('/admin/login');
  await page.getByLabel('И-мэйл').fill(who.email);
  await page.getByLabel('Нууц үг').fill(who.password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
  return who;
}

/** Screenshot for looking at, outside the repository (written only with E2E_SHOTS=1, see fixtures.ts). */
export const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-admin/${name}.png`, fullPage: true });
