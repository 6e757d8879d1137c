import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './fixtures';
import { withDb } from './helpers';

/**
 * The meetings page's profiles, history and smaller mends (issue 26 §8-10): a participant fills in
 * their profile and is suggested to one who shares a category (with organisation, position and the
 * directory company's page shown); a declined request shows in "Past and cancelled" with who and
 * when; a signed-out visit logs no console error; a session that ends mid-request asks to sign in
 * again in a notice and brings the request back. Shots at 390 and 1280 px in both languages
 * (E2E_SHOTS=1).
 */
const SHOTS = '/tmp/shots-meetings-profile';
mkdirSync(SHOTS, { recursive: true });
const shots = async (page: Page, name: string) => {
  if (!process.env.E2E_SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

const stamp = `${Date.now().toString(36)}${process.pid}`;
type Person = { email: string; name: string; name_en: string; lang: 'mn' | 'en'; categories: string[] };
const P: Person = {
  email: `e2e-prof-p-${stamp}@example.mn`,
  name: `Профайл Батаа ${stamp}`,
  name_en: `Profile Bataa ${stamp}`,
  lang: 'mn',
  categories: [],
};
const Q: Person = {
  email: `e2e-prof-q-${stamp}@example.com`,
  name: `Профайл Дорж ${stamp}`,
  name_en: `Profile Dorj ${stamp}`,
  lang: 'en',
  categories: [],
};
let category: { code: string; name_mn: string };
let company: { id: number; name_mn: string; name_en: string };

test.beforeAll(async () => {
  await withDb(async (db) => {
    category = (await db.query('select category_code as code, name_mn from dir_categories order by category_code limit 1')).rows[0];
    company = (await db.query('select id, name_mn, name_en from dir_companies where approval order by id limit 1')).rows[0];
    Q.categories = [category.code];
    for (const u of [P, Q])
      await db.query('insert into meeting_users (name, name_en, email, user_type, lang, category_codes) values ($1, $2, $3, $4, $5, $6)', [
        u.name,
        u.name_en,
        u.email,
        'Exhibitor',
        u.lang,
        u.categories,
      ]);
  });
});
test.afterAll(async () => {
  await withDb((db) => db.query('delete from meeting_users where email = any($1)', [[P.email, Q.email]]));
});

/** axe on a signed-in view (the sign-in step is in the sitemap, checked by a11y.spec.ts). */
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
const ownIp = (page: Page) => page.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.79.${process.pid % 250}.${++ipCounter}` });
const mails = (to: string) =>
  withDb(
    async (db) =>
      (await db.query('select subject, text from outbox where "to" = $1 order by id', [to])).rows as { subject: string; text: string }[],
  );

/** Signs `who` in on the open page with the code from the mail outbox (its subject names the B2B meetings). */
async function signIn(page: Page, who: Person) {
  await expect(page.locator('#mtg-email')).toBeEnabled();
  const before = (await mails(who.email)).length;
  await page.locator('#mtg-email').fill(who.email);
  await page.locator('.mtg-signin button[type=submit]').click();
  await expect(page.locator('#mtg-code')).toBeFocused();
  await expect.poll(async () => (await mails(who.email)).length).toBeGreaterThan(before);
  const mail = (await mails(who.email)).at(-1)!;
  expect(mail.subject).toBe(who.lang === 'mn' ? 'B2B уулзалтад нэвтрэх код' : 'Your sign-in code for the B2B meetings');
  await page.locator('#mtg-code').fill(mail.text.match(/\b(\d{6})\b/)![1]);
  await page.locator('.mtg-signin button[type=submit]').click();
  await expect(page.locator('.mtg-who__name')).toHaveText(who.lang === 'mn' ? who.name : who.name_en);
}

/** A page of its own (its own cookies) for `who`, signed in on their language's page. */
async function open(browser: Browser, baseURL: string | undefined, who: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await ownIp(page);
  await page.goto(who.lang === 'mn' ? '/yp/meetings' : '/en/yp/meetings');
  await signIn(page, who);
  return page;
}

test('a participant edits their profile and is suggested to one who shares a category', async ({ page, browser, baseURL }) => {
  await ownIp(page);
  await page.goto('/yp/meetings');
  await signIn(page, P);
  await page.getByRole('tab', { name: 'Миний танилцуулга' }).click();
  await page.getByLabel('Байгууллага', { exact: true }).fill(`Говийн хайгуул ${stamp}`);
  await page.getByLabel('Албан тушаал', { exact: true }).fill('Ерөнхий геологич');
  await page.getByLabel('Санал болгох зүйл', { exact: true }).fill('Хайгуулын өрөмдлөг');
  await page.getByLabel('Хайж буй зүйл', { exact: true }).fill('Зэсийн төслийн түнш');
  await page.getByRole('checkbox', { name: category.name_mn }).check();
  await page.getByLabel('Компаниа хайх').fill(company.name_mn.slice(0, 6));
  await page.getByRole('radio', { name: company.name_mn }).check();
  await expect(page.getByRole('radio', { name: company.name_mn })).toBeChecked();
  await shots(page, 'profile-mn');
  await noSeriousViolations(page);
  await page.getByRole('button', { name: 'Танилцуулга хадгалах' }).click();
  await expect(page.getByTestId('meetings-message')).toHaveText('Танилцуулга хадгалагдлаа');

  // Q (English page) shares the category: P comes up suggested, with organisation, position and company page
  const q = await open(browser, baseURL, Q);
  await q.getByLabel('Search by name, organisation or interest').fill(`Говийн хайгуул ${stamp}`);
  const card = q.getByTestId('participant');
  await expect(card).toHaveCount(1);
  await expect(card.locator('.mtg-person__name')).toHaveText(P.name_en);
  await expect(card.locator('.mtg-suggested')).toHaveText('Suggested for you');
  await expect(card.locator('.mtg-person__role')).toHaveText(`Говийн хайгуул ${stamp} · Ерөнхий геологич`);
  await expect(card.getByRole('link')).toHaveAttribute('href', `/en/yp/company/${company.id}`);
  await expect(card.getByRole('link')).toHaveText(`Company page: ${company.name_en}`);
  // without a term P is among the first, before anyone who shares no category with Q
  await q.getByLabel('Search by name, organisation or interest').fill('');
  await expect.poll(() => q.getByTestId('participant').count()).toBeGreaterThan(1);
  const first = q.getByTestId('participant').first();
  await expect(first.locator('.mtg-suggested')).toBeVisible();
  await shots(q, 'participants-en');
  await noSeriousViolations(q);
  await q.context().close();
});

test('a declined request shows in Past and cancelled with who and when', async ({ page, browser, baseURL }) => {
  await ownIp(page);
  await page.goto('/yp/meetings');
  await signIn(page, P);
  // P asks Q for the first free slot in the first room (through the API, from the page: its cookie and origin)
  const slot = await withDb(
    async (db) =>
      (
        await db.query(
          `select t.id as time_id, (select id from meeting_rooms order by id limit 1) as room_id from meeting_times t
           where (t.meeting_date + t.start_time) > (now() at time zone 'Asia/Ulaanbaatar') + interval '1 day'
           and not exists (select 1 from meeting_seats s join meeting_users u on u.id = s.user_id where s.time_id = t.id and u.email = any($1))
           order by t.meeting_date, t.start_time limit 1`,
          [[P.email, Q.email]],
        )
      ).rows[0] as { time_id: number; room_id: number },
  );
  const qId = await withDb(async (db) => (await db.query('select id from meeting_users where email = $1', [Q.email])).rows[0].id as number);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/yp/insert/meeting', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { receiver_id: qId, time_id: slot.time_id, room_id: slot.room_id, meeting_description: 'Хайгуул' },
  );
  expect(status).toBe(200);

  // Q declines it on the English page, and finds it under Past and cancelled
  const q = await open(browser, baseURL, Q);
  await q.getByRole('tab', { name: /^Requests/ }).click();
  await expect(q.locator('.mtg-tz')).toHaveText('Times are Ulaanbaatar time (UTC+8)');
  await q.getByTestId('meeting').filter({ hasText: P.name_en }).getByRole('button', { name: 'Decline' }).click();
  await expect(q.getByTestId('meetings-message')).toHaveText('Request declined');
  await q.getByRole('tab', { name: 'Past and cancelled' }).click();
  const mine = q.getByTestId('meeting').filter({ hasText: P.name_en });
  await expect(mine.locator('.mtg-closed')).toHaveText('Declined');
  await expect(mine.locator('.mtg-history li')).toHaveText([
    new RegExp(`^Requested by ${P.name_en}, \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}$`),
    /^Declined by you, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
  ]);
  await shots(q, 'past-en');
  await noSeriousViolations(q);
  await q.context().close();

  // P sees who declined it and when
  await page.reload();
  await page.getByRole('tab', { name: 'Өнгөрсөн, цуцлагдсан' }).click();
  const theirs = page.getByTestId('meeting').filter({ hasText: Q.name });
  await expect(theirs.locator('.mtg-closed')).toHaveText('Татгалзсан');
  await expect(theirs.locator('.mtg-history li').last()).toHaveText(
    new RegExp(`^${Q.name} татгалзсан, \\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2}$`),
  );
  await shots(page, 'past-mn');
  // accepted and pending lists no longer show it
  await page.getByRole('tab', { name: /^Хүсэлтүүд/ }).click();
  await expect(page.getByTestId('meeting').filter({ hasText: Q.name })).toHaveCount(0);
});

test('a signed-out visit logs no console error, in both languages', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  for (const path of ['/yp/meetings', '/en/yp/meetings']) {
    await page.goto(path);
    await expect(page.locator('#mtg-email')).toBeEnabled();
  }
  await shots(page, 'signin-en');
  expect(errors).toEqual([]);
});

test('a session that ends mid-request asks to sign in again and brings the request back', async ({ page }) => {
  await ownIp(page);
  await page.goto('/yp/meetings');
  await signIn(page, P);
  await page.getByLabel('Нэр, байгууллага, сонирхлоор хайх').fill(Q.name);
  await page.getByRole('button', { name: new RegExp(`^Уулзалт товлох: ${Q.name}`) }).click();
  await expect(page.locator('.mtg-tz')).toHaveText('Цагийг Улаанбаатарын цагаар (UTC+8) харуулав');
  await page.locator('.mtg-slot--free').first().click();
  await page.locator('.mtg-room input').first().check();
  await page.getByLabel('Товч тайлбар').fill('Дутуу бөглөсөн хүсэлт');
  // the session ends meanwhile
  await withDb((db) =>
    db.query('delete from meeting_sessions where meeting_user_id = (select id from meeting_users where email = $1)', [P.email]),
  );
  await page.getByRole('button', { name: 'Хүсэлт илгээх' }).click();
  const notice = page.getByTestId('meetings-message');
  await expect(notice).toHaveText('Нэвтрэлтийн хугацаа дууссан. Дахин нэвтэрнэ үү: бөглөж эхэлсэн хүсэлт тань хадгалагдсан.');
  await expect(notice).toHaveClass(/mtg-notice__text--warn/);
  await shots(page, 'session-ended-mn');
  await signIn(page, P);
  await expect(page.getByRole('tab', { name: 'Товлох' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Товч тайлбар')).toHaveValue('Дутуу бөглөсөн хүсэлт');
  await expect(page.locator('.mtg-room input:checked')).toHaveCount(1);
  await expect(page.getByTestId('meetings-message')).toHaveText('Бөглөж эхэлсэн хүсэлтийг тань сэргээлээ: шалгаад илгээнэ үү.');
});
