import { expect, test, type Page } from './fixtures';
import { withDb } from './helpers';

/** The four chromes, their drawers and overlay, back-to-top, the language switch, titles, not-found. */
const SHOTS = '/tmp/shots-shell';
const widths = { mobile: 390, desktop: 1280 } as const;
const areas = [
  { path: '/mm', area: 'mm', title: /^Монголын Уул Уурхайн Үндэсний Ассоциаци$/ },
  { path: '/mw', area: 'mw', title: /Mining Week/ },
  { path: '/mw/2023', area: 'mw2023', title: /Mining Week/ },
  { path: '/yp', area: 'yp', title: /Уул уурхайн лавлах$/ },
  { path: '/en/yp', area: 'yp', title: /Mining Directory$/ },
  { path: '/en/mm', area: 'mm', title: /^Mongolian National Mining Association$/ },
] as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('chromes', () => {
  for (const [size, width] of Object.entries(widths)) {
    for (const a of areas) {
      test(`${a.path} at ${size} width has its chrome, footer and quick contact`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const res = await page.goto(a.path);
        expect(res?.status()).toBe(200);
        await expect(page.locator('header.site-header')).toHaveAttribute('data-area', a.area);
        await expect(page).toHaveTitle(a.title);
        const nav = page.locator('#site-nav');
        const toggle = page.locator('[data-toggle="drawer"]');
        if (size === 'desktop') {
          await expect(nav).toBeVisible();
          await expect(toggle).toBeHidden();
        } else {
          await expect(nav).toBeHidden();
          await expect(toggle).toBeVisible();
        }
        const footer = page.locator('footer.site-footer');
        // the event chromes show the event's own footer info and social links
        const event = a.area === 'mw' || a.area === 'mw2023';
        const first = (type: string) =>
          withDb(
            async (db) =>
              (await db.query('select information from event_footer where type = $1 order by id', [type])).rows[0].information as string,
          );
        await expect(footer).toContainText(event ? await first('phone') : '+976 7011-2233');
        const email = event ? await first('email') : 'info@mining-assoc.mn';
        await expect(footer.locator(`a[href="mailto:${email}"]`)).toBeVisible();
        const table = event ? 'event_social_links' : 'social_links';
        const social = await withDb(async (db) => (await db.query(`select link from ${table} order by id`)).rows as { link: string }[]);
        await expect(footer.locator('ul.social a')).toHaveCount(social.length);
        for (const s of social) await expect(footer.locator(`a[href="${s.link}"]`)).toHaveAttribute('rel', /noopener/);
        await expect(page.locator('a[href^="tel:"]').last()).toBeVisible();
        await shot(page, `${a.path.replace(/\//g, '_')}-${size}`);
      });
    }
  }

  test('the association menu comes from the database, levels 1 to 3', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/mm');
    const names = await withDb(
      async (db) =>
        (await db.query("select category from categories where category_status and page_type = 'news' and category_level = 2")).rows as {
          category: string;
        }[],
    );
    const news = page.locator('#site-nav button[data-toggle="menu"]', { hasText: 'Мэдээ' });
    await expect(news).toHaveAttribute('aria-expanded', 'false');
    await news.click();
    await expect(news).toHaveAttribute('aria-expanded', 'true');
    const sub = page.locator(`#${await news.getAttribute('aria-controls')}`);
    await expect(sub).toBeVisible();
    for (const n of names) await expect(sub.getByRole('link', { name: n.category, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(news).toHaveAttribute('aria-expanded', 'false');
    await expect(news).toBeFocused();
    // keyboard: Enter opens, a link inside navigates
    await page.keyboard.press('Enter');
    await sub.getByRole('link', { name: names[0].category, exact: true }).click();
    await expect(page).toHaveURL(/\/mm\/blog\/\d+=1$/);
  });

  test('/yp/register hides navigation and footer but keeps the language switch', async ({ page }) => {
    await page.goto('/yp/register');
    await expect(page.locator('#site-nav')).toHaveCount(0);
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    await expect(page.locator('[data-set-lang="en"]')).toBeVisible();
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('drawers and overlay', () => {
  test('the mobile drawer opens, locks scrolling, and closes by button, Escape and navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/mm');
    const toggle = page.locator('[data-toggle="drawer"]');
    const nav = page.locator('#site-nav');
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html')).toHaveClass(/scroll-lock/);
    await shot(page, 'drawer-mobile');
    await nav.locator('[data-close]').click();
    await expect(nav).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-lock/);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    await toggle.click();
    const news = nav.locator('button[data-toggle="menu"]', { hasText: 'Мэдээ' });
    await news.click();
    await expect(nav).toBeVisible(); // a submenu opens inside the drawer
    await nav
      .locator(`#${await news.getAttribute('aria-controls')} a`)
      .first()
      .click();
    await expect(page).toHaveURL(/\/mm\/blog\//);
    await expect(page.locator('#site-nav')).toBeHidden();
  });

  test('the event chrome has a working drawer too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/mw/2023');
    await page.locator('[data-toggle="drawer"]').click();
    await expect(page.locator('#site-nav')).toBeVisible();
    await page.locator('#site-nav [data-close]').click();
    await expect(page.locator('#site-nav')).toBeHidden();
  });

  test('the directory categories overlay toggles, locks body scroll and closes', async ({ page }) => {
    for (const width of Object.values(widths)) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/yp');
      if (width < 1024) await page.locator('[data-toggle="drawer"]').click();
      if (width < 1024) await page.screenshot({ path: `${SHOTS}/yp-drawer-${width}.png` });
      const button = page.locator('[data-toggle="overlay"]');
      const overlay = page.locator('#yp-categories');
      await expect(overlay).toBeHidden();
      await button.click();
      await expect(overlay).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('html')).toHaveClass(/scroll-lock/);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      // the drawer's "Ангилал" reads from the left beside its icon, as every entry does (not flush right)
      const fromLeft = await button.evaluate((el) => {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())!;
        const range = document.createRange();
        range.selectNode(text);
        return range.getBoundingClientRect().left - el.getBoundingClientRect().left;
      });
      expect(fromLeft).toBeLessThan(80);
      await shot(page, `yp-overlay-${width}`);
      await overlay.locator('[data-close]').click();
      await expect(overlay).toBeHidden();
      if (width >= 1024) {
        await expect(page.locator('html')).not.toHaveClass(/scroll-lock/);
        await button.click();
        await page.keyboard.press('Escape');
        await expect(overlay).toBeHidden();
        await expect(button).toBeFocused();
      }
    }
  });

  test('the categories overlay lists the directory categories and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/yp');
    await page.locator('[data-toggle="overlay"]').click();
    const overlay = page.locator('#yp-categories');
    await expect(overlay.locator('a.main')).toHaveText(['Mining Companies', 'Supplier Companies', 'Service Companies', 'Other Companies']);
    await overlay.getByRole('link', { name: 'Coal', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/yp\/category\/0101$/);
    await expect(page.locator('#yp-categories')).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-lock/);
  });
});

test('back-to-top appears after 200 px of scrolling and returns to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/mm/blog/8=1');
  const top = page.locator('[data-back-to-top]');
  await expect(top).toBeHidden();
  await page.evaluate(() => scrollTo(0, 150));
  await page.waitForTimeout(100);
  await expect(top).toBeHidden();
  await page.evaluate(() => scrollTo(0, 400));
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(top).toBeHidden();
});

test('on a phone the floating buttons step aside while scrolling down and come back on scrolling up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/mm/blog/8=1');
  const top = page.locator('[data-back-to-top]');
  const call = page.locator('.quick a[href^="tel:"]');
  await expect(top).toBeHidden();
  await expect(call).toBeVisible();
  await page.evaluate(() => scrollTo(0, 600));
  await expect(call).toBeHidden(); // out of the way of the content being read
  await expect(top).toBeHidden();
  await page.evaluate(() => scrollTo(0, 400));
  await expect(top).toBeVisible(); // past 200 px, scrolling back up: the way back is offered
  await expect(call).toBeVisible();
  await top.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(top).toBeHidden();
});

test('on a phone the end of a page scrolls clear of the floating buttons (a company page, the wizard)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [company] = (await withDb((db) => db.query('select id from dir_companies where approval order by id limit 1'))).rows;
  for (const path of [`/yp/company/${company.id}`, `/en/yp/company/${company.id}`, '/yp/register', '/en/yp/register']) {
    await page.goto(path);
    // at the very end, then a little way back up: the buttons are shown again over the page's last lines
    await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForTimeout(100);
    await page.evaluate(() => scrollBy({ top: -8, behavior: 'instant' }));
    await expect(page.locator('.quick a').first()).toBeVisible();
    const covered = await page.evaluate(() => {
      const fabs = [...document.querySelectorAll('.floating .fab')].map((f) => f.getBoundingClientRect()).filter((r) => r.width > 0);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const hits: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim() || n.parentElement?.closest('.floating, script, style, [hidden]')) continue;
        const range = document.createRange();
        range.selectNode(n);
        for (const r of range.getClientRects())
          if (fabs.some((f) => r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top))
            hits.push(n.textContent.trim());
      }
      return hits;
    });
    expect(covered, path).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/floating-end-${path.replace(/\W+/g, '-')}-390.png` });
  }
});

test('navigation starts at the top of the next page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/mm');
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
  await page.locator('footer a[href="/yp"]').click();
  await expect(page).toHaveURL(/\/yp$/);
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test.describe('languages', () => {
  test('the switcher keeps the page, stores the choice, and a stored English choice wins on Mongolian URLs', async ({ page }) => {
    await page.goto('/mm/blog/8=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
    await page.locator('[data-set-lang="en"]').click();
    await expect(page).toHaveURL(/\/en\/mm\/blog\/8=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.reload();
    await expect(page).toHaveURL(/\/en\/mm\/blog\/8=1$/);
    // a Mongolian URL sends this visitor to its English twin before paint
    await page.goto('/yp');
    await expect(page).toHaveURL(/\/en\/yp$/);
    await page.goto('/mw/2023');
    await expect(page).toHaveURL(/\/en\/mw\/2023$/);
    // and back
    await page.locator('[data-set-lang="mn"]').click();
    await expect(page).toHaveURL(/\/mw\/2023$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('mn');
    await page.goto('/mm');
    await expect(page).toHaveURL(/\/mm$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the spec text, title and a link to /mm', async ({ page, request }) => {
    const res = await request.get('/mm/no-such-page');
    expect(res.status()).toBe(404);
    expect(await request.get('/totally/unknown').then((r) => r.status())).toBe(404);
    await page.goto('/mm/no-such-page');
    await expect(page).toHaveTitle('Page Not Found');
    await expect(page.locator('h1')).toHaveText('УУЧЛААРАЙ, ТАНЫ ХАЙСАН ХУУДАС ОЛДСОНГҮЙ.');
    await page.locator('main a[href="/mm"]').click();
    await expect(page).toHaveURL(/\/mm$/);
  });
});
