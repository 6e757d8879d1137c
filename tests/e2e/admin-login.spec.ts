import { expect as baseExpect, test } from './fixtures';
import { createAdmin } from './helpers';
import { shot } from './admin-helpers';

// the machine is shared and slow: a lazily loaded screen may take several seconds to appear
const expect = baseExpect.configure({ timeout: 20_000 });

/** Sign-in and logout of the back office (association-admin.md §2 Sign-in, §8). */
test('a refused sign-in shows the server message in red; the right password opens the dashboard; logout ends the session', async ({
  page,
}) => {
  const who = await createAdmin(2);
  await page.goto('/admin/login');
  await expect(page).toHaveTitle('Админ');
  // no client id in the e2e build: the Google button explains why it is missing
  await expect(page.getByTestId('google-unset')).toContainText('PUBLIC_GOOGLE_CLIENT_ID');
  await shot(page, 'login-1280');

  await page.getByLabel('И-мэйл').fill(who.email);
  await page.getByLabel('Нууц үг').fill('wrong password');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'И-мэйл эсвэл нууц үг буруу байна' });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await shot(page, 'login-error-1280');

  await page.getByLabel('Нууц үг').fill(who.password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Хяналтын самбар' })).toBeVisible();

  await page.getByRole('button', { name: 'Гарах' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.context().cookies()).filter((c) => /session/i.test(c.name))).toHaveLength(0);
  // the session is gone on the server too
  expect((await page.request.get('/api/mm/auth')).status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a mobile login page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/login');
  await page.getByLabel('И-мэйл').fill('nobody@example.mn');
  await page.getByLabel('Нууц үг').fill('x');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('И-мэйл эсвэл нууц үг буруу байна');
  await shot(page, 'login-error-390');
});
