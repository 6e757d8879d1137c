import { expect as baseExpect, test } from './fixtures';
import { newsCategory, withDb } from './helpers';
import { adminPage } from './admin-helpers';

// the machine is shared and slow: a lazily loaded screen may take several seconds to appear
const expect = baseExpect.configure({ timeout: 20_000 });

test('missing translations: filter by kind, then open the row’s edit screen', async ({ page, request }) => {
  const title = `Орчуулаагүй мэдээ ${Date.now()}`;
  const cid = await newsCategory(request);
  // inactive: never on the public site other tests look at
  await withDb((db) =>
    db.query(
      `insert into news (image, title, summary, text, text_en, publisher, category_cid, news_status)
       values ('/files/x.png', $1, 'Хураангуй', '<p>Агуулга</p>', '<p></p>', 'МУУҮА', $2, false)`,
      [title, cid],
    ),
  );
  await adminPage(page);
  await page.getByRole('navigation', { name: 'Цэс' }).getByRole('link', { name: 'Дутуу орчуулга' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Дутуу орчуулга' })).toBeVisible();

  const type = page.getByLabel('Төрөл');
  await expect(type.locator('option[value="news"]')).toHaveText(/^Мэдээ \(\d+\)$/);
  await type.selectOption('news');
  await page.getByLabel('Дутуу хэл').selectOption('en');
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toContainText('Англи хэл дутуу');
  await expect(row).toContainText('Гарчиг, Хураангуй, Агуулга');
  await expect(page.locator('tbody td:first-child').filter({ hasNotText: /^Мэдээ$/ })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/shots-xlate/translations-1280.png', fullPage: true });

  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/update-news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мэдээний жагсаалт' })).toBeVisible();
});
