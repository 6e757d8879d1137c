import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { sitemapPages } from './shell-sitemap';
import { adminPage } from './admin-helpers';

/**
 * The programme as data (issue 27): the timetable on /mw/agenda in both languages (filter by hall
 * and track, search by word, stars and "My schedule" with its .ics, the session running now, the
 * page without JavaScript), a session's page with its calendar file, a speaker's page, their
 * English twins, the sitemap and axe.
 */
const SHOTS = '/tmp/shots-timetable';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const L = {
  mn: {
    prefix: '',
    days: 'Өдрүүд',
    day2: '2-р өдөр',
    hall: 'Танхим',
    track: 'Чиглэл',
    search: 'Хайх',
    mine: /^Миний хөтөлбөр \d+$/,
    download: 'Миний хөтөлбөрийг татах (.ics)',
    hallB: 'Танхим Б',
    opening: 'Нээлтийн үг',
    star: /Миний хөтөлбөрт нэмэх: /,
  },
  en: {
    prefix: '/en',
    days: 'Days',
    day2: 'Day 2',
    hall: 'Hall',
    track: 'Track',
    search: 'Search',
    mine: /^My schedule \d+$/,
    download: 'Download my schedule (.ics)',
    hallB: 'Hall B',
    opening: 'Opening address',
    star: /Add to my schedule: /,
  },
} as const;

/** The timetable with its script running (the tools show). */
async function timetable(page: Page, lang: 'mn' | 'en') {
  await page.goto(`${L[lang].prefix}/mw/agenda`);
  await expect(page.getByRole('search')).toBeVisible();
  return page.locator('[data-timetable]');
}
const visibleSessions = (page: Page) => page.locator('.program-panel:not([hidden]) article[data-session]:visible');

for (const lang of ['mn', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`timetable ${lang} at ${width}: days as tabs, sessions with time, hall, track, title and speakers`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await timetable(page, lang);
      const days = page.getByRole('tablist', { name: L[lang].days });
      await expect(days.getByRole('tab')).toHaveCount(4);
      const panel = page.locator('#agenda-day-1');
      await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
      const sessions = panel.getByRole('article');
      expect(await sessions.count()).toBeGreaterThan(15);
      const opening = panel.getByRole('article', { name: L[lang].opening });
      await expect(opening.locator('time').first()).toHaveText('09:00');
      await expect(opening.getByRole('heading', { level: 3 })).toHaveText(L[lang].opening);
      await expect(opening.getByRole('link')).toHaveCount(3); // the title and two speakers
      await expect(opening.getByRole('button', { name: L[lang].star })).toHaveAttribute('aria-pressed', 'false');
      // desktop: the halls are columns side by side; phone: one list
      const boxes = await Promise.all([0, 1, 2].map(async (i) => (await sessions.nth(i + 2).boundingBox())!));
      if (width === 1280) {
        await expect(panel.locator('.tt-head')).toHaveCount(4);
        expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1); // 10:15 in three halls, one row
      } else {
        await expect(panel.locator('.tt-head').first()).toBeHidden();
        expect(boxes[1].y).toBeGreaterThan(boxes[0].y);
        expect(boxes[0].width).toBeGreaterThan(300);
      }
      await days.getByRole('tab', { name: new RegExp(L[lang].day2) }).click();
      await expect(page.locator('#agenda-day-2')).toBeVisible();
      await expect(panel).toBeHidden();
      await days.getByRole('tab').nth(3).click();
      // the mine site visit: sessions without a hall, across the whole width
      await expect(page.locator('#agenda-day-4').getByRole('article')).toHaveCount(3);
      await days.getByRole('tab').first().click();
      await shot(page, `timetable-${lang}-${width}`);
    });
  }
}

test('filter by hall and track, search by word, without a request', async ({ page }) => {
  const root = await timetable(page, 'en');
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));

  await page.getByLabel('Hall', { exact: true }).selectOption({ label: 'Hall B' });
  const shown = visibleSessions(page);
  await expect(shown).toHaveCount(6);
  for (const hall of await shown.locator('.tt-hall').allTextContents()) expect(hall).toBe('Hall B');
  await expect(page.getByRole('status')).toHaveText('6 of 24 sessions shown');
  await page.getByLabel('Track').selectOption('Environment and ESG');
  await expect(shown).toHaveCount(6);
  await page.getByLabel('Hall', { exact: true }).selectOption({ label: 'Hall C' });
  await expect(shown).toHaveCount(0);
  await expect(page.locator('#agenda-day-1 [data-none]')).toBeVisible();
  await page.getByLabel('Hall', { exact: true }).selectOption({ label: 'All halls' });
  await page.getByLabel('Track').selectOption({ label: 'All tracks' });

  await page.getByLabel('Search').fill('copper');
  await expect(shown).toHaveCount(1);
  await expect(shown.first()).toContainText('Copper market outlook to 2030');
  // a speaker's name, and several words
  await page.getByLabel('Search').fill('Sarah Mitchell');
  expect(await shown.count()).toBeGreaterThanOrEqual(2);
  await page.getByLabel('Search').fill('');
  await expect(shown).toHaveCount(24);
  await expect(root).not.toHaveAttribute('data-filtered');
  expect(requests).toEqual([]);
});

test('search folds scripts: a Latin spelling finds a Mongolian name', async ({ page }) => {
  await timetable(page, 'mn');
  await page.getByLabel('Хайх').fill('batbayar');
  const shown = visibleSessions(page);
  expect(await shown.count()).toBeGreaterThanOrEqual(2);
  for (const text of await shown.locator('.tt-speakers').allTextContents()) expect(text).toContain('Б. Батбаяр');
});

for (const lang of ['mn', 'en'] as const) {
  test(`star two sessions, see them in My schedule and download it as one .ics (${lang})`, async ({ page }) => {
    await timetable(page, lang);
    const t = L[lang];
    await page.locator('#agenda-day-1').getByRole('button', { name: t.star }).first().click();
    await page.getByRole('tab', { name: new RegExp(t.day2) }).click();
    const second = page.locator('#agenda-day-2').getByRole('article').nth(2);
    const secondTitle = (await second.getByRole('heading').textContent())!.trim();
    await second.getByRole('button', { name: t.star }).click();
    await expect(second.getByRole('button', { name: t.star })).toHaveAttribute('aria-pressed', 'true');
    const mine = page.getByRole('button', { name: t.mine });
    await expect(mine).toContainText('2');

    // kept in the browser: a reload still has them
    await page.reload();
    await mine.click();
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tablist')).toBeHidden();
    const shown = page.locator('article[data-session]:visible');
    await expect(shown).toHaveCount(2);
    await expect(shown.nth(0).getByRole('heading')).toHaveText(t.opening);
    await expect(shown.nth(1).getByRole('heading')).toHaveText(secondTitle);
    // both days' headings show
    await expect(page.locator('#agenda-day-1').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.locator('#agenda-day-2').getByRole('heading', { level: 2 })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, `my-schedule-${lang}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.download }).click()]);
    expect(download.suggestedFilename()).toBe('mining-week-2025-my-schedule.ics');
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(ics).toContain('DTSTART:20250911T010000Z');
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${t.opening}`);

    // unstarring in My schedule takes the session away; leaving it shows the day tabs again
    await shown.nth(1).getByRole('button', { name: t.star }).click();
    await expect(shown).toHaveCount(1);
    await mine.click();
    await expect(page.getByRole('tablist')).toBeVisible();
    // the reload selected the first day again
    await expect(page.locator('#agenda-day-1')).toBeVisible();
    await expect(page.locator('#agenda-day-2')).toBeHidden();
  });
}

test('during the event the session running now is marked, on its day (Ulaanbaatar time)', async ({ page }) => {
  // 12 September, 10:00 in Ulaanbaatar = 02:00 UTC
  await page.clock.setFixedTime(new Date('2025-09-12T02:00:00Z'));
  await timetable(page, 'en');
  await expect(page.getByRole('tab', { name: /Day 2/ })).toHaveAttribute('aria-selected', 'true');
  const now = page.locator('article[aria-current="time"]');
  await expect(now).toHaveCount(4); // 09:45–10:30 in each hall
  await expect(now.first().getByText('Now', { exact: true })).toBeVisible();
  await expect(now.first().locator('time').first()).toHaveText('09:45');
});

test('without JavaScript the timetable is complete and readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/mw/agenda');
  await expect(page.getByRole('search')).toBeHidden();
  const day1 = page.locator('#agenda-day-1');
  await expect(day1.getByRole('article', { name: 'Opening address' })).toBeVisible();
  await expect(day1.getByRole('button')).toHaveCount(0); // no star without the script
  await page.getByRole('tab', { name: /Day 3/ }).click();
  await expect(page.locator('#agenda-day-3').getByRole('article').first()).toBeVisible();
  await page.locator('#agenda-day-3').getByRole('link', { name: 'Closing remarks' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Closing remarks');
  await context.close();
});

for (const lang of ['mn', 'en'] as const) {
  test(`a session page and a speaker page, and their twins (${lang})`, async ({ page, request }) => {
    const t = L[lang];
    await timetable(page, lang);
    await page.locator('#agenda-day-1').getByRole('link', { name: t.opening }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/mw/session/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.opening);
    const facts = page.locator('.session-facts');
    await expect(facts).toContainText(lang === 'mn' ? '1-р өдөр' : 'Day 1');
    await expect(facts).toContainText('09:00–09:30');
    await expect(facts).toContainText(lang === 'mn' ? 'Их танхим' : 'Grand Hall');
    await expect(facts).toContainText(lang === 'mn' ? 'Нэгдсэн хуралдаан' : 'Plenary');
    // the video through the embed allow-list: a facade until clicked
    await expect(page.locator('button[data-embed-src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    // the session's own calendar file
    const ics = page.getByRole('link', { name: lang === 'mn' ? 'Календарт нэмэх (.ics)' : 'Add to calendar (.ics)' });
    const res = await request.get((await ics.getAttribute('href'))!);
    expect(res.headers()['content-type']).toContain('text/calendar');
    const body = await res.text();
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(body).toContain('DTSTART:20250911T010000Z');
    // JSON-LD: the session's Event within the edition
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (s) => JSON.parse(s) as Record<string, unknown>,
    );
    const session = ld.find((x) => x.superEvent)!;
    expect(session).toMatchObject({ '@type': 'Event', name: t.opening, location: { '@type': 'Place' } });
    expect((session.performer as unknown[]).length).toBe(2);
    // hreflang twin
    const twin = lang === 'mn' ? '/en' : '';
    const id = /session\/(\d+)/.exec(page.url())![1];
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/mw/session/${id}$`));
    await shot(page, `session-${lang}`);

    await page
      .getByRole('link', { name: lang === 'mn' ? 'Б. Батбаяр' : 'B. Batbayar' })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/mw/speaker/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'mn' ? 'Б. Батбаяр' : 'B. Batbayar');
    await expect(page.locator('.speaker-org')).toContainText(
      lang === 'mn' ? 'Уул уурхай, хүнд үйлдвэрийн яам' : 'Ministry of Mining and Heavy Industry',
    );
    await expect(page.locator('.speaker-bio')).not.toBeEmpty();
    const photo = page.getByRole('img', { name: lang === 'mn' ? 'Б. Батбаяр-ийн зураг' : 'Photo of B. Batbayar' });
    await expect(photo).toHaveAttribute('width', /\d+/);
    await expect(photo).toHaveAttribute('height', /\d+/);
    const sessions = page.getByRole('region', { name: lang === 'mn' ? 'Хуралдаанууд' : 'Sessions' }).getByRole('listitem');
    expect(await sessions.count()).toBeGreaterThanOrEqual(2);
    await expect(sessions.first()).toContainText(t.opening);
    await shot(page, `speaker-${lang}`);

    // the other language's twin of the speaker page
    await page.goto(page.url().replace(lang === 'mn' ? '/mw/' : '/en/mw/', `${twin}/mw/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'mn' ? 'B. Batbayar' : 'Б. Батбаяр');
  });
}

test('the session and speaker pages are in the sitemap with their hreflang twins', async ({ request }) => {
  const pages = await sitemapPages(request);
  const sessions = pages.filter((p) => /^(\/en)?\/mw\/session\/\d+$/.test(p.path));
  const speakers = pages.filter((p) => /^(\/en)?\/mw\/speaker\/\d+$/.test(p.path));
  expect(sessions.length).toBeGreaterThanOrEqual(2 * 60);
  expect(speakers.length).toBe(2 * 22);
  for (const p of [...sessions, ...speakers]) {
    const bare = p.path.replace(/^\/en/, '');
    expect(p.alternates).toEqual([
      { hreflang: 'mn', path: bare },
      { hreflang: 'en', path: `/en${bare}` },
      { hreflang: 'x-default', path: bare },
    ]);
  }
  // the calendar files are not pages
  expect(pages.some((p) => p.path.endsWith('.ics'))).toBe(false);
});

test('axe: the timetable (filtered and My schedule), a session and a speaker page at both widths', async ({ page }) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  const check = async (label: string) => {
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    for (const v of violations) failures.push(`${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ['mn', 'en'] as const) {
      await timetable(page, lang);
      await check(`${lang} agenda @${width}`);
      await page.getByLabel(L[lang].hall, { exact: true }).selectOption({ label: L[lang].hallB });
      await check(`${lang} agenda filtered @${width}`);
      await page.locator('article[data-session]:visible [data-star][aria-pressed="false"]').first().click();
      await page.getByRole('button', { name: L[lang].mine }).click();
      await check(`${lang} my schedule @${width}`);
      await page.locator('article[data-session] h3 a').filter({ visible: true }).first().click();
      await check(`${lang} session @${width}`);
      await page.locator('.session-speakers a').first().click();
      await check(`${lang} speaker @${width}`);
    }
  }
  expect(failures).toEqual([]);
});

// last in this file (its tests run in order in one worker): it adds a session to the 2025 programme
// the tests above count, and takes it away again
test('a session added in the back office shows on the rebuilt timetable in both languages, with its page; deleting it takes it off', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const title = { mn: 'Хаалтын аялал: туршилтын хуралдаан', en: 'Closing tour: a test session' };
  const live = async (path: string, has: boolean) => {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const html = await (await page.request.get(path)).text();
      if (html.includes(title.en) === has) return;
      expect(Date.now(), `${path} ${has ? 'shows' : 'still shows'} the session`).toBeLessThan(deadline);
      await page.waitForTimeout(1000);
    }
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminPage(page);
  await page.goto('/admin/week/sessions');
  await page.getByRole('button', { name: /^4-р өдөр/ }).click();
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await page.locator('#session-starts_at').fill('17:00');
  await page.locator('#session-ends_at').fill('17:45');
  await page.locator('#session-title_mn').fill(title.mn);
  await page.locator('#session-title_en').fill(title.en);
  await page.locator('#session-speakers').selectOption({ label: 'Б. Батбаяр / B. Batbayar' });
  await page.getByRole('button', { name: 'Илтгэгч нэмэх' }).click();
  await page.getByTestId('session-form').getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай нэмэгдлээ.');

  await live('/en/mw/agenda', true);
  for (const lang of ['mn', 'en'] as const) {
    await page.goto(`${L[lang].prefix}/mw/agenda`);
    await page.getByRole('tab', { name: new RegExp(lang === 'en' ? 'Mine site visit' : 'Уурхайн аялал') }).click();
    const card = page.locator('#agenda-day-4').getByRole('article').filter({ hasText: title[lang] });
    await expect(card).toContainText('17:00');
    await card.getByRole('link', { name: title[lang] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[lang]);
    await expect(page.getByRole('link', { name: lang === 'en' ? 'B. Batbayar' : 'Б. Батбаяр' }).first()).toBeVisible();
  }

  await page.goto('/admin/week/sessions');
  await page.getByRole('button', { name: /^4-р өдөр/ }).click();
  await page.getByTestId('session-list').locator('tbody tr').filter({ hasText: title.mn }).getByRole('button', { name: 'Устгах' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Тийм, устгах' }).click();
  await expect(page.getByTestId('toast-success').last()).toContainText('Хуралдааныг устгалаа');
  await live('/en/mw/agenda', false);
});
