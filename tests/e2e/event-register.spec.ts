import { expect, test, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import { withDb } from './helpers';

/** The public event registration (/mw/register, /mw/2023/category/{cid}) and the edition's .ics. */

const TEXT = {
  mn: {
    prefix: '',
    required: 'Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.',
    duplicate: 'Энэ нэр, и-мэйл хаягаар аль хэдийн бүртгүүлсэн байна. Баярлалаа!',
    visitor: 'Зочин',
    consent: 'нууцлалын мэдэгдэлд заасны дагуу',
    success: 'Баярлалаа! Таны бүртгэл хүлээн авлаа.',
    submit: 'Бүртгүүлэх',
    labels: ['Байгууллага', 'Нэр', 'Овог', 'Улс', 'И-мэйл', 'Утасны дугаар'],
    calendar: 'Календарьт нэмэх (.ics)',
    maintenance: 'Уучлаарай, хуудас түр засвартай байна.',
  },
  en: {
    prefix: '/en',
    required: 'Sorry, please complete the registration section.',
    duplicate: 'Someone with this name and e-mail address is already registered. Thank you!',
    visitor: 'Visitor',
    consent: 'as the privacy notice describes',
    success: 'Thank you! Your registration was received.',
    submit: 'Register',
    labels: ['Company', 'First name', 'Last name', 'Country', 'E-mail', 'Phone number'],
    calendar: 'Add to calendar (.ics)',
    maintenance: 'Sorry, the page is temporarily under maintenance.',
  },
} as const;

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-reg/${name}.png`, fullPage: true });

async function fill(page: Page, lang: keyof typeof TEXT, email: string) {
  const values = ['Эрдэнэс Монгол ХХК', 'Сарнай', 'Дорж', lang === 'en' ? 'Mongolia' : 'Монгол', email, '+976 8800 1122'];
  for (const [i, label] of TEXT[lang].labels.entries()) await page.getByLabel(label).fill(values[i]);
  // issue 27 §6: the attendee type and the consent to the privacy notice are required too
  await page.getByLabel(TEXT[lang].visitor, { exact: true }).check();
  await page.getByLabel(TEXT[lang].consent).check();
}

for (const lang of ['mn', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`/mw/register ${lang} at ${width}: empty fields, success for 10 s, duplicate`, async ({ page }) => {
      const x = TEXT[lang];
      await page.setViewportSize({ width, height: 900 });
      const t0 = new Date('2026-09-01T09:00:00+08:00');
      await page.clock.install({ time: t0 });
      await page.goto(`${x.prefix}/mw/register`);
      // from here the page's timers run only when the test says so
      await page.clock.pauseAt(new Date(t0.getTime() + 60_000));
      const form = page.locator('form.event-register');
      const inputs = form.locator('input.input');
      await expect(inputs).toHaveCount(6);

      // empty submit: the spec message, every field outlined red and linked to it, nothing sent
      let posted = 0;
      page.on('request', (r) => void (r.url().includes('/api/mw/insert/registration') && posted++));
      await form.getByRole('button', { name: x.submit }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText(x.required);
      for (let i = 0; i < 6; i++) {
        await expect(inputs.nth(i)).toHaveAttribute('aria-invalid', 'true');
        await expect(inputs.nth(i)).toHaveAttribute('aria-describedby', (await alert.getAttribute('id'))!);
      }
      // the attendee type and the consent box are outlined too
      await expect(form.locator('fieldset.attendee-types')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
      // outlined red: the border's red channel dominates
      const [r, g, b] = (await inputs.first().evaluate((el) => getComputedStyle(el).borderTopColor)).match(/\d+/g)!.map(Number);
      expect(r).toBeGreaterThan(g + 60);
      expect(r).toBeGreaterThan(b + 60);
      if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `register-${lang}-${width}-empty`);
      expect(posted).toBe(0);

      // a field filled clears its outline
      await page.getByLabel(x.labels[0]).fill('A');
      await expect(inputs.first()).not.toHaveAttribute('aria-invalid', 'true');

      // success: banner, form cleared, banner gone after 10 s
      const email = `e2e-${lang}-${width}-${Date.now()}@example.mn`;
      await fill(page, lang, email);
      await form.getByRole('button', { name: x.submit }).click();
      const banner = page.getByTestId('register-success');
      await expect(banner).toContainText(x.success);
      await expect(alert).toBeEmpty();
      for (let i = 0; i < 6; i++) await expect(inputs.nth(i)).toHaveValue('');
      await shot(page, `register-${lang}-${width}-success`);
      await page.clock.fastForward(9_000);
      await expect(banner).toContainText(x.success);
      await page.clock.fastForward(1_100);
      await expect(banner).toBeEmpty();
      const stored = await withDb((db) => db.query('select lang, added_by from event_registrations where email = $1', [email]));
      expect(stored.rows).toEqual([{ lang, added_by: null }]);

      // the same e-mail again (other case): the kind message, nothing stored twice
      await fill(page, lang, email.toUpperCase());
      await form.getByRole('button', { name: x.submit }).click();
      await expect(alert).toHaveText(x.duplicate);
      await expect(page.getByLabel(x.labels[4])).toHaveAttribute('aria-invalid', 'true');
      const count = await withDb((db) =>
        db.query('select count(*)::int as n from event_registrations where lower(email) = lower($1)', [email]),
      );
      expect(count.rows[0].n).toBe(1);
      await shot(page, `register-${lang}-${width}-duplicate`);
    });
  }
}

test('one banner at a time: a second submit replaces the success banner with its error, and back (issue 27 §9)', async ({ page }) => {
  await page.goto('/en/mw/register');
  const form = page.locator('form.event-register');
  const banner = page.getByTestId('register-success');
  const alert = form.getByRole('alert');
  const email = `banners-${Date.now()}@example.mn`;
  await fill(page, 'en', email);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(banner).toContainText(TEXT.en.success);
  // an empty second submit while the success banner shows: only the error
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(alert).toHaveText(TEXT.en.required);
  await expect(banner).toBeEmpty();
  await shot(page, 'register-banners-empty-after-success');
  // a refused one (the same e-mail): only the error
  await fill(page, 'en', `other-${email}`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(banner).toContainText(TEXT.en.success);
  await expect(alert).toBeEmpty();
  await fill(page, 'en', email);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(alert).toHaveText(TEXT.en.duplicate);
  await expect(banner).toBeEmpty();
  await expect(page.locator('.alert')).toHaveCount(1);
  await shot(page, 'register-banners-duplicate-after-success');
});

test('a failed call shows the failure message; a refused one (429) its wait', async ({ page }) => {
  await page.goto('/en/mw/register');
  await page.route('**/api/mw/insert/registration', (route) => route.abort());
  await fill(page, 'en', `fail-${Date.now()}@example.mn`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('The registration could not be sent. Please check your connection and try again.');
  await page.unroute('**/api/mw/insert/registration');
  await page.route('**/api/mw/insert/registration', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '1200' },
      json: { message: 'Too many attempts. Please try again in 20 minutes.' },
    }),
  );
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please try again in 20 minutes.');
});

test('/mw/2023/category/2 shows the registration form; another cid the maintenance message', async ({ page }) => {
  for (const lang of ['mn', 'en'] as const) {
    const x = TEXT[lang];
    await page.goto(`${x.prefix}/mw/2023/category/2`);
    await expect(page.locator('form.event-register input.input')).toHaveCount(6);
    await page.locator('form.event-register').getByRole('button', { name: x.submit }).click();
    await expect(page.locator('form.event-register').getByRole('alert')).toHaveText(x.required);
    await page.goto(`${x.prefix}/mw/2023/category/3`);
    await expect(page.getByText(x.maintenance)).toBeVisible();
    await expect(page.locator('form.event-register')).toHaveCount(0);
    await shot(page, `category-3-${lang}`);
  }
});

test('the calendar link downloads the whole 2025 edition as .ics in each language', async ({ page }) => {
  for (const lang of ['mn', 'en'] as const) {
    await page.goto(`${TEXT[lang].prefix}/mw/register`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: TEXT[lang].calendar }).click()]);
    expect(download.suggestedFilename()).toBe('mining-week-2025.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(ics).toContain('DTSTART:20250911T010000Z'); // 09:00 in Ulaanbaatar
    expect(ics).toContain('DTEND:20250913T100000Z'); // 18:00 on the last day
    expect(ics).toContain(lang === 'mn' ? 'Шангри-Ла' : 'Shangri-La');
    const res = await page.request.get(`${TEXT[lang].prefix}/mw/mining-week-2025.ics`);
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
  }
});
