import { expect as baseExpect, test } from './fixtures';
import { adminPage, shot } from './admin-helpers';
import { withDb } from './helpers';

// the machine is shared and slow: a lazily loaded screen may take several seconds to appear
const expect = baseExpect.configure({ timeout: 20_000 });

/** The admin SPA's routing rules (association-admin.md §2), the shell and the dashboard. */
test.describe('signed out', () => {
  for (const path of ['/admin', '/admin/', '/admin/dashboard', '/admin/update-news', '/admin/edit-static/12', '/admin/no-such-screen']) {
    test(`${path} goes to the login page`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200); // one static shell answers every /admin/* path
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page).toHaveTitle('Админ');
      await expect(page.getByRole('heading', { name: 'Удирдлагын хэсэгт нэвтрэх' })).toBeVisible();
    });
  }

  test('the shell page is not indexed and loads no Google script outside the login page', async ({ request }) => {
    const html = await (await request.get('/admin/dashboard')).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain('<html lang="mn"');
    expect(html).not.toContain('accounts.google.com/gsi/client');
  });
});

test.describe('signed in', () => {
  test('login, the root and the dashboard; unknown paths show the admin not-found', async ({ page }) => {
    await adminPage(page, { firstName: 'Болд', position: 'Мэдээний редактор' });
    await expect(page).toHaveTitle('Админ');
    // header: first name and position
    await expect(page.getByTestId('admin-account')).toContainText('Болд');
    await expect(page.getByTestId('admin-account')).toContainText('Мэдээний редактор');

    // a signed-in admin opening the login page (or the root, which goes to login) lands on the dashboard
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto('/admin/no-such-screen');
    await expect(page).toHaveURL(/\/admin\/no-such-screen$/);
    await expect(page.getByTestId('admin-not-found')).toContainText('Хуудас олдсонгүй');
    await expect(page).toHaveTitle('Админ');
    await page.getByRole('link', { name: 'Хяналтын самбар руу буцах' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('sidebar: grouped by site, every screen links; navigation resets the scroll', async ({ page }) => {
    await adminPage(page);
    const nav = page.getByRole('navigation', { name: 'Цэс' });
    for (const group of ['Холбоо', 'Уул уурхайн долоо хоног', 'Шар ном'])
      await expect(nav.getByRole('heading', { name: group })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Хяналтын самбар' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('a[href="/admin/add-news"]')).toBeVisible();
    // every screen of the spec is built: none is marked coming
    await expect(nav.locator('a[href="/admin/yellow/meeting-info"]')).toBeVisible();
    await expect(nav.locator('.adm-nav-link--soon')).toHaveCount(0);

    await nav.locator('a[href="/admin/add-news"]').click();
    await expect(page).toHaveURL(/\/admin\/add-news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Мэдээ нэмэх' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await nav.locator('a[href="/admin/update-news"]').click();
    await expect(page).toHaveURL(/\/admin\/update-news$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle('Админ');

    // history: back returns to the previous screen
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/add-news$/);
  });

  test('dashboard: the news and request counts of the database and the last build', async ({ page }) => {
    await adminPage(page);
    // other specs add and delete rows meanwhile: the figure is the database's count give or take a few
    for (const [id, table] of [
      ['stat-news', 'news'],
      ['stat-requests', 'office_requests'],
    ]) {
      const value = page.getByTestId(id).locator('.adm-stat__value');
      await expect(value).toHaveText(/^[\d\s.,]+$/);
      const shown = Number((await value.innerText()).replace(/\D/g, ''));
      const stored = await withDb(async (db) => (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n as number);
      expect(stored).toBeGreaterThan(0);
      expect(Math.abs(shown - stored)).toBeLessThanOrEqual(5);
    }
    const build = page.getByTestId('build-status');
    await expect(build).toContainText('Сайтын сүүлийн шинэчлэл');
    await expect(build).toContainText(/Амжилттай|Явагдаж байна|Төлөвлөгдсөн|Амжилтгүй|Шинэчлэл хийгдээгүй/);
    await shot(page, 'dashboard-1280');
  });

  test('a screen whose code fails to load shows an error instead of a blank page', async ({ page }) => {
    await adminPage(page);
    // the add-news screen's lazily loaded chunk cannot be fetched
    await page.route(/\/_astro\/AddNews[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Цэс' }).locator('a[href="/admin/add-news"]').click();
    const error = page.getByRole('alert').filter({ hasText: 'Хуудсыг ачаалж чадсангүй' });
    await expect(error).toBeVisible();
    await expect(error).toContainText('ChunkLoadError');
    await expect(error.getByRole('button', { name: 'Дахин ачаалах' })).toBeVisible();
  });

  test('mobile: the sidebar is a collapsible panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await adminPage(page, { firstName: 'Сараа', position: 'Ахлах мэргэжилтэн' });
    const nav = page.getByRole('navigation', { name: 'Цэс' });
    await expect(nav).toBeHidden();
    await shot(page, 'dashboard-390');
    await page.getByRole('button', { name: 'Цэс' }).click();
    await expect(nav).toBeVisible();
    await shot(page, 'sidebar-390');
    await nav.locator('a[href="/admin/update-news"]').click();
    await expect(page).toHaveURL(/\/admin\/update-news$/);
    await expect(nav).toBeHidden();
  });
});
