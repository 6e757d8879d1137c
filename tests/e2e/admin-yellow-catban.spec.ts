import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { tinyPng, withDb } from './helpers';

/** The directory's categories and banners: the admin screens and the public slider. */
const SHOTS = '/tmp/shots-catban';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const confirmDialog = (page: Page, name: string) => page.getByRole('dialog', { name }).getByRole('button', { name: 'Тийм, устгах' });

test('categories: rename one (the new name in the list), add one with the next code', async ({ page }) => {
  await adminPage(page);
  const [original] = (await withDb((db) => db.query("select id, name_mn, name_en from dir_categories where category_code = '0102'"))).rows;
  await page.goto('/admin/yellow/category');
  const table = page.locator('table');
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 }); // lazy chunk + data
  await page.getByTestId('category-type').selectOption('01');
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await page.getByTestId('category-lang').selectOption('en');
  const row = table.locator('tbody tr').filter({ hasText: '0102' });
  await expect(row.locator('td').nth(1)).toHaveText('Copper and gold');
  await shot(page, 'admin-category-1280');

  await row.getByRole('button', { name: /Нэр солих/ }).click();
  const dialog = page.getByRole('dialog', { name: '0102 ангиллын нэр солих' });
  await dialog.locator('#category-nameEn').fill('Renamed mining works');
  await dialog.locator('#category-nameMn').fill('');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(dialog.getByTestId('error-nameMn')).toHaveText('Монгол нэрээ оруулна уу');
  await dialog.locator('#category-nameMn').fill('Шинэ нэртэй уурхай');
  await shot(page, 'admin-category-rename-1280');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
  await expect(dialog).toBeHidden();
  await expect(row.locator('td').nth(1)).toHaveText('Renamed mining works');
  await page.getByTestId('category-lang').selectOption('mn');
  await expect(row.locator('td').nth(1)).toHaveText('Шинэ нэртэй уурхай');

  await page.locator('#adm-main').getByRole('link', { name: 'Шинэ ангилал' }).click();
  await expect(page).toHaveURL(/\/admin\/yellow\/new-category$/);
  // the long sidebar shows the active screen's link (issue 25 §10), on navigating and on loading
  const active = page.locator('#adm-sidebar [aria-current="page"]');
  await expect(active).toHaveText('Шинэ ангилал');
  await expect(active).toBeInViewport();
  await page.reload();
  await expect(active).toBeInViewport();
  // one placeholder, then the four main categories
  await expect(page.locator('#category-mainCategory option')).toHaveText(['— сонгох —', /^01 /, /^02 /, /^03 /, /^04 /]);
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('error-mainCategory')).toHaveText('Үндсэн ангиллаа сонгоно уу');
  await page.locator('#category-mainCategory').selectOption('02');
  await page.locator('#category-nameMn').fill('Шинэ нэртэй уурхай'); // a name of 01, free in 02
  await page.locator('#category-nameEn').fill('Drilling rigs');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай нэмэгдлээ.');
  await expect(page.getByTestId('category-created')).toHaveText(/^Нэмэгдсэн: 02\d\d Шинэ нэртэй уурхай$/);
  await expect(page.locator('#category-nameEn')).toHaveValue('');
  // the same name again in 02: refused with the server's message, nothing added
  await page.locator('#category-mainCategory').selectOption('02');
  await page.locator('#category-nameMn').fill('Өөр нэр');
  await page.locator('#category-nameEn').fill('drilling  RIGS');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-error').last()).toHaveText('Алдаа гарлаа.');
  await expect(page.getByTestId('error-nameEn')).toHaveText('Энэ үндсэн ангилалд ийм нэртэй ангилал аль хэдийн байна');
  await shot(page, 'admin-new-category-1280');
  const rigs = await withDb(
    async (db) => (await db.query("select id from dir_categories where main_code = '02' and name_en ilike 'drilling%'")).rows,
  );
  expect(rigs).toHaveLength(1);

  // leave the demo data as the other directory tests know it (the rename publishes both changes)
  await withDb((db) => db.query('delete from dir_categories where id = $1', [rigs[0].id]));
  await page.locator('#adm-main').getByRole('link', { name: 'Ангилал' }).click();
  await page.getByTestId('category-type').selectOption('01');
  await row.getByRole('button', { name: /Нэр солих/ }).click();
  await dialog.locator('#category-nameMn').fill(original.name_mn);
  await dialog.locator('#category-nameEn').fill(original.name_en);
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(row.locator('td').nth(1)).toHaveText(original.name_mn);
});

test('banners: add one, reorder with up and down, save (the order persists), delete it', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/yellow/banner');
  const list = page.getByTestId('banner-list');
  await expect(list.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const before = await list.locator('tbody tr').count();

  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByText('730×455 px')).toBeVisible();
  await page.getByRole('button', { name: 'Хуулах' }).click();
  await expect(page.getByTestId('error-image')).toHaveText('Зураг оруулна уу');
  await page.locator('#banner-image').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: tinyPng(73, 45) });
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await shot(page, 'admin-banner-add-1280');
  await page.getByRole('button', { name: 'Хуулах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай нэмэгдлээ.');
  await expect(list.locator('tbody tr')).toHaveCount(before + 1);
  const added = await list.locator('tbody tr').last().getAttribute('data-id');

  await page.getByRole('button', { name: 'Дараалал өөрчлөх' }).click();
  const order = page.getByTestId('banner-order');
  await expect(order.getByRole('button', { name: 'Дээш 1' })).toBeDisabled();
  await expect(order.getByRole('button', { name: `Доош ${before + 1}` })).toBeDisabled();
  await order.getByRole('button', { name: `Дээш ${before + 1}` }).click();
  await order.getByRole('button', { name: `Дээш ${before}` }).click();
  await order.getByRole('button', { name: `Доош ${before - 1}` }).click();
  await expect(order.locator('tbody tr').nth(before - 1)).toHaveAttribute('data-id', added!);
  await order.getByRole('button', { name: `Дээш ${before}` }).click();
  await expect(order.locator('tbody tr').nth(before - 2)).toHaveAttribute('data-id', added!);
  await shot(page, 'admin-banner-order-1280');
  await page.getByRole('button', { name: 'Дараалал хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');

  await page.reload();
  await page.getByRole('button', { name: 'Дараалал өөрчлөх' }).click();
  await expect(order.locator('tbody tr').nth(before - 2)).toHaveAttribute('data-id', added!);
  const stored = await withDb(async (db) => (await db.query('select id, sequence from dir_banners order by sequence')).rows);
  expect(stored.map((r) => r.sequence)).toEqual(Array.from({ length: before + 1 }, (_, k) => k + 1));
  expect(String(stored[before - 2].id)).toBe(added);

  await page.getByRole('button', { name: 'Буцах' }).click();
  await list
    .locator(`tbody tr[data-id="${added}"]`)
    .getByRole('button', { name: /Устгах/ })
    .click();
  await confirmDialog(page, 'Баннерыг устгах уу?').click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай устгалаа.');
  await expect(list.locator('tbody tr')).toHaveCount(before);
  await shot(page, 'admin-banner-1280');
});

const CATEGORY_PAGE = '/yp/category/01';

test('public slider: autoplay, pause control, next and dots change the slide', async ({ page }) => {
  await page.clock.install();
  for (const [lang, width] of [
    ['en', 390],
    ['mn', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(lang === 'en' ? `/en${CATEGORY_PAGE}` : CATEGORY_PAGE);
    const slider = page.getByRole('region', { name: lang === 'en' ? 'Banners' : 'Баннерууд' });
    await expect(slider).toHaveAttribute('data-index', '0');
    await expect(slider.locator('img').first()).toHaveAttribute('loading', 'eager');
    await expect(slider.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
    await shot(page, `slider-${lang}-${width}`);
  }
  const slider = page.getByRole('region', { name: 'Баннерууд' });
  await page.mouse.move(0, 0);
  await page.clock.runFor(10_500); // autoplay: one slide every 10 s
  await expect(slider).toHaveAttribute('data-index', '1');
  await slider.getByRole('button', { name: 'Баннерыг зогсоох' }).click();
  await expect(slider.getByRole('button', { name: 'Баннерыг үргэлжлүүлэх' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(25_000);
  await expect(slider).toHaveAttribute('data-index', '1');
  await slider.getByRole('button', { name: 'Дараагийн баннер' }).click();
  await expect(slider).toHaveAttribute('data-index', '2');
  await expect(slider.getByRole('button', { name: '3-р баннерыг харах' })).toHaveAttribute('aria-current', 'true');
  await slider.getByRole('button', { name: '1-р баннерыг харах' }).click();
  await expect(slider).toHaveAttribute('data-index', '0');
  await slider.getByRole('button', { name: '1-р баннерыг харах' }).press('ArrowRight');
  await expect(slider).toHaveAttribute('data-index', '1');
  await expect(slider.getByRole('button', { name: '2-р баннерыг харах' })).toBeFocused();
  await page.waitForFunction(() => {
    const t = document.querySelector('.dir-banners .track')!;
    return Math.abs(t.scrollLeft - t.clientWidth) < 2;
  });
});
