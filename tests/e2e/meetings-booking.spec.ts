import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { withDb } from './helpers';
import { adminPage } from './admin-helpers';

/**
 * The meeting users' page (/yp/meetings, issue 14): two fresh meeting users sign in with the code
 * from the mail outbox, one requests a meeting in a free slot and room, the other accepts, both see
 * it in their agenda, and the admin's meeting list shows it accepted; a request over the hour's limit
 * is refused with its message. Shots at 390 and 1280 px in both languages.
 */
const SHOTS = '/tmp/shots-page';
mkdirSync(SHOTS, { recursive: true });
/** Both widths (only with E2E_SHOTS=1: the second browser's pages are not the fixture's). */
const shots = async (page: Page, name: string) => {
  if (!process.env.E2E_SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

const stamp = `${Date.now().toString(36)}${process.pid}`;
const A = { email: `e2e-mtg-a-${stamp}@example.mn`, name: `Э2Э Уулзагч А ${stamp}`, name_en: `E2E Meeter A ${stamp}`, lang: 'mn' };
const B = { email: `e2e-mtg-b-${stamp}@example.com`, name: `Э2Э Уулзагч Б ${stamp}`, name_en: `E2E Meeter B ${stamp}`, lang: 'en' };

test.beforeAll(async () => {
  await withDb(async (db) => {
    for (const [u, type] of [
      [A, 'Exhibitor'],
      [B, 'Attendee'],
    ] as const)
      await db.query('insert into meeting_users (name, name_en, email, user_type, lang) values ($1, $2, $3, $4, $5)', [
        u.name,
        u.name_en,
        u.email,
        type,
        u.lang,
      ]);
  });
});
test.afterAll(async () => {
  // their meetings and sessions go with them (on delete cascade)
  await withDb((db) => db.query('delete from meeting_users where email = any($1)', [[A.email, B.email]]));
});

/** axe on the signed-in views (the sign-in step is in the sitemap, checked by a11y.spec.ts). */
async function noSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('.meetings-page')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual(
    [],
  );
}

let ipCounter = 0;
/** Each page asks for codes from its own address (code requests are limited per IP). */
const ownIp = (page: Page) => page.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.78.${process.pid % 250}.${++ipCounter}` });

const mails = (to: string) =>
  withDb(async (db) => (await db.query('select text from outbox where "to" = $1 order by id', [to])).rows.map((r) => r.text as string));

/** Asks for a code on the open page: the same answer for any address, and the code field takes focus. */
async function askCode(page: Page, email: string, sent: string) {
  await page.locator('#mtg-email').fill(email);
  await page.getByRole('button', { name: /^(Код илгээх|Send code)$/ }).click();
  await expect(page.getByTestId('meetings-message')).toHaveText(sent);
  await expect(page.locator('#mtg-code')).toBeFocused();
}

/** Asks for a code and reads it from the mail it sent. */
async function requestCode(page: Page, email: string, sent: string): Promise<string> {
  const before = (await mails(email)).length;
  await askCode(page, email, sent);
  await expect.poll(async () => (await mails(email)).length).toBeGreaterThan(before);
  return (await mails(email)).at(-1)!.match(/\b(\d{6})\b/)![1];
}

test('two meeting users: sign in with a code, request, accept, both agendas, the admin list', async ({ page, browser, baseURL }) => {
  // A on the Mongolian page: an unknown address gets the same answer, a wrong code its message
  await ownIp(page);
  await page.goto('/yp/meetings');
  await expect(page.locator('#mtg-email')).toBeEnabled();
  await shots(page, 'signin-mn');
  const sent = 'Бүртгэлтэй хаяг бол нэвтрэх код илгээгдлээ. И-мэйлээ шалгана уу.';
  await askCode(page, `nobody-${stamp}@example.mn`, sent);
  await page.getByRole('button', { name: 'Өөр и-мэйл ашиглах' }).click();
  const code = await requestCode(page, A.email, sent);
  await page.locator('#mtg-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
  await expect(page.locator('#mtg-code-error')).toHaveText('Код буруу байна');
  await expect(page.locator('#mtg-code')).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.locator('#mtg-code')).toHaveAttribute('inputmode', 'numeric');
  await page.locator('#mtg-code').fill(code);
  await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
  await expect(page.locator('.mtg-who__name')).toHaveText(A.name);

  // finds B by name, picks a free slot and a room
  await page.getByLabel('Нэр, байгууллага, сонирхлоор хайх').fill(`Уулзагч Б ${stamp}`);
  await expect(page.locator('.mtg-person')).toHaveCount(1);
  await expect(page.locator('.mtg-person__name')).toHaveText(B.name);
  await shots(page, 'participants-mn');
  await page.getByRole('button', { name: `Уулзалт товлох: ${B.name}` }).click();
  await expect(page.getByRole('tab', { name: 'Товлох' })).toHaveAttribute('aria-selected', 'true');
  await page.locator('.mtg-slot--free').first().click();
  await expect(page.locator('.mtg-step').nth(1)).toBeFocused();
  await page.locator('.mtg-room input').first().check();
  await page.getByLabel('Товч тайлбар').fill('Хайгуулын хамтын ажиллагаа');
  await expect(page.locator('#mtg-description-count')).toHaveText('26 / 500 тэмдэгт');
  await shots(page, 'book-mn');
  await noSeriousViolations(page);
  // A has used up the hour's requests to B (request/cancel cycles): refused kindly, the choice kept
  const pairKey = await withDb(async (db) => {
    const ids = await db.query('select id from meeting_users where email = any($1) order by email', [[A.email, B.email]]);
    const key = `meeting-request-pair:${ids.rows[0].id}:${ids.rows[1].id}`;
    const windowStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await db.query('insert into rate_limits (key, window_start, count) values ($1, $2, 3)', [key, windowStart]);
    return key;
  });
  await page.getByRole('button', { name: 'Хүсэлт илгээх' }).click();
  await expect(page.getByTestId('meetings-message')).toHaveText(
    /^Та богино хугацаанд олон уулзалтын хүсэлт илгээлээ\. \d+ минутын дараа дахин оролдоно уу\.$/,
  );
  await shots(page, 'limit-mn');
  await withDb((db) => db.query('delete from rate_limits where key = $1', [pairKey]));
  await page.getByRole('button', { name: 'Хүсэлт илгээх' }).click();
  await expect(page.getByTestId('meetings-message')).toHaveText('Уулзалтын хүсэлт илгээгдлээ');
  await page.getByRole('tab', { name: 'Хүсэлтүүд' }).click();
  await expect(page.getByTestId('meeting').filter({ hasText: B.name })).toBeVisible();

  // B on the English page, in a browser of its own: accepts the request
  const other = await browser.newContext({ baseURL });
  const pageB = await other.newPage();
  await ownIp(pageB);
  await pageB.goto('/en/yp/meetings');
  await expect(pageB.locator('#mtg-email')).toBeEnabled();
  await shots(pageB, 'signin-en');
  const codeB = await requestCode(pageB, B.email, 'If the address is registered, a sign-in code is on its way. Please check your e-mail.');
  await pageB.locator('#mtg-code').fill(codeB);
  await pageB.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(pageB.locator('.mtg-who__name')).toHaveText(B.name_en);
  await pageB.getByRole('tab', { name: /^Requests/ }).click();
  const incoming = pageB.getByTestId('meeting').filter({ hasText: A.name_en });
  await expect(incoming).toContainText('Хайгуулын хамтын ажиллагаа');
  await noSeriousViolations(pageB);
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(pageB.getByTestId('meetings-message')).toHaveText('Meeting confirmed');
  await pageB.getByRole('tab', { name: /^Agenda/ }).click();
  await expect(pageB.getByTestId('meeting').filter({ hasText: A.name_en })).toBeVisible();
  await shots(pageB, 'agenda-en');
  await pageB.getByRole('tab', { name: /^Participants/ }).click();
  await expect(pageB.locator('.mtg-person').first()).toBeVisible();
  await shots(pageB, 'participants-en');
  // the participants' pager is the public kit's (first, previous, current ±2, next, last)
  const pager = pageB.getByRole('navigation', { name: 'Pagination' });
  const firstName = (await pageB.locator('.mtg-person__name').first().textContent())!;
  await expect(pager.getByRole('button', { name: 'First' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pageB.locator('.mtg-person__name').first()).not.toHaveText(firstName);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pageB.locator('.mtg-person__name').first()).toHaveText(firstName);
  await other.close();

  // the admin's meeting list shows it accepted (newest first, so on page 1 of the accepted ones)
  const office = await browser.newContext({ baseURL });
  const admin = await office.newPage();
  await adminPage(admin);
  await admin.goto('/admin/yellow/meeting-list');
  await admin.getByTestId('meeting-status').selectOption('accepted');
  const row = admin.locator('tbody tr').filter({ hasText: A.name });
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'accepted');
  await expect(row).toContainText(B.name);
  await office.close();

  // A still signed in after a reload: the agenda shows the accepted meeting
  await page.reload();
  await page.getByRole('tab', { name: /^Хуваарь/ }).click();
  await expect(page.getByTestId('meeting').filter({ hasText: B.name })).toBeVisible();
  await shots(page, 'agenda-mn');
  await page.getByRole('button', { name: 'Гарах' }).click();
  await expect(page.getByTestId('meetings-message')).toHaveText('Системээс гарлаа');
  await expect(page.locator('#mtg-email')).toBeEnabled();
});
