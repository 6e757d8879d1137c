import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';

/** The association home in both languages: banner carousel, live ticker, recent news, sponsors. */
const SHOTS = '/tmp/shots-home';
mkdirSync(SHOTS, { recursive: true });

const activeImage = (page: Page) => page.locator('.banner .swiper-slide-active img');

test('the Mongolian home page: carousel autoplays, pauses on its control, moves by keyboard', async ({ page }) => {
  await page.goto('/mm');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
  const carousel = page.getByRole('region', { name: 'Онцлох' });
  await expect(carousel).toBeVisible();
  await expect(activeImage(page)).toHaveCount(1);
  const first = await activeImage(page).getAttribute('src');

  // autoplay every 5000 ms (the pointer is not over the carousel)
  await page.mouse.move(5, 5);
  await expect.poll(async () => activeImage(page).getAttribute('src'), { timeout: 8000 }).not.toBe(first);

  // the visible pause control stops it
  const pause = carousel.getByRole('button', { name: 'Слайдыг зогсоох' });
  await pause.click();
  const paused = await activeImage(page).getAttribute('src');
  await page.mouse.move(5, 5);
  await page.waitForTimeout(6000);
  expect(await activeImage(page).getAttribute('src')).toBe(paused);
  await expect(carousel.getByRole('button', { name: 'Слайдыг үргэлжлүүлэх' })).toBeVisible();

  // keyboard: the next button with Enter
  await carousel.getByRole('button', { name: 'Дараагийн слайд' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => activeImage(page).getAttribute('src')).not.toBe(paused);
});

test('the home ticker shows live auctions and trades and pauses on hover', async ({ page }) => {
  await page.goto('/mm');
  const ticker = page.getByRole('region', { name: 'Сүүлийн арилжааны зарлал ба хэлцэл' });
  await ticker.scrollIntoViewIfNeeded();
  await expect(ticker.locator('.ticker-item').first()).toBeVisible();
  await expect(ticker.locator('.ticker-notice').first()).toBeAttached();
  await expect(ticker.locator('.ticker-trade').first()).toBeAttached();
  await ticker.hover();
  await expect.poll(() => ticker.locator('.ticker-track').evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
  await page.mouse.move(5, 5);
  await ticker.getByRole('button', { name: 'Гүйдэг мөрийг зогсоох' }).click();
  await expect(ticker).toHaveAttribute('data-state', 'paused');
});

test('recent news, resources, projects and sponsors; the English twin', async ({ page }) => {
  await page.goto('/mm');
  const recent = page.getByRole('region', { name: 'Сүүлийн мэдээ' });
  await expect(recent.locator('article')).toHaveCount(6);
  await expect(page.locator('a[href="/mm/page/20"]').first()).toBeAttached();
  const sponsors = page.getByRole('region', { name: 'Түнш, ивээн тэтгэгчид' });
  await expect(sponsors.locator('img').first()).toBeAttached();

  await page.goto('/en/mm');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent news' }).locator('article')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Latest auctions and trades' }).locator('.ticker-item').first()).toBeVisible();
  await expect(page.locator('a[href="/en/mm/page/20"]').first()).toBeAttached();
});

test('sponsor slider shows 5 logos per view on phones and 10 wide', async ({ page }) => {
  for (const [width, perView] of [
    [390, 5],
    [1280, 10],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/mm');
    const viewport = page.locator('.sponsors .viewport');
    await viewport.scrollIntoViewIfNeeded();
    const [box, item] = await Promise.all([viewport.boundingBox(), viewport.locator('li').first().boundingBox()]);
    expect(Math.round(box!.width / item!.width)).toBe(perView);
  }
});

test('screenshots of the home page', async ({ page }) => {
  for (const lang of ['mn', 'en'] as const)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(lang === 'mn' ? '/mm' : '/en/mm');
      await page
        .getByRole('region', { name: lang === 'mn' ? 'Онцлох' : 'Featured' })
        .getByRole('button')
        .nth(1)
        .click();
      await expect(page.locator('.ticker-item').first()).toBeVisible();
      await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((i) => i.setAttribute('loading', 'eager')));
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/home-${lang}-${width}.png`, fullPage: true });
    }
});
