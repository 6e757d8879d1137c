import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { withDb } from './helpers';

/** Public assessment journeys on the seeded site (association-site.md §2, §4, §5, §8). */
const SHOTS = '/tmp/shots-assessment';
mkdirSync(SHOTS, { recursive: true });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let ipCounter = 0;
/** Each test asks for codes from its own address (the code requests are limited per IP). */
async function ownIp(page: Page) {
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.77.${process.pid % 250}.${++ipCounter}` });
}

async function lastCode(to: string): Promise<string> {
  for (let k = 0; k < 40; k++) {
    const rows = await withDb(
      async (db) => (await db.query('select text from outbox where "to" = $1 order by id desc limit 1', [to])).rows,
    );
    const code = (rows[0]?.text as string | undefined)?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${to}`);
}
const mailCount = (to: string) =>
  withDb(async (db) => Number((await db.query('select count(*) from outbox where "to" = $1', [to])).rows[0].count));

async function startMember(page: Page, email: string, lang: 'mn' | 'en' = 'mn') {
  await ownIp(page);
  await page.goto(lang === 'en' ? '/en/mm/member-assessment' : '/mm/member-assessment');
  const before = await mailCount(email);
  await page.locator('#member-email').fill(email);
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('.assess-code__digit').first()).toBeVisible();
  await expect.poll(() => mailCount(email)).toBe(before + 1);
  return lastCode(email);
}

async function typeCode(page: Page, code: string) {
  const boxes = page.locator('.assess-code__digit');
  for (let k = 0; k < 6; k++) await boxes.nth(k).fill(code[k]);
}

test('the choice page leads to both assessments without JavaScript', async ({ page }) => {
  await page.goto('/mm/assessment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хариуцлагатай уул уурхайн үнэлгээ');
  await expect(page.locator('a[href="/mm/member-assessment"]')).toBeVisible();
  await expect(page.locator('a[href="/mm/self-assessment"]')).toBeVisible();
  expect(await page.locator('astro-island').count()).toBe(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/choice-mn-${width}.png`, fullPage: true });
  }
  await page.goto('/en/mm/assessment');
  await expect(page.locator('a[href="/en/mm/self-assessment"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/choice-en-1280.png`, fullPage: true });
});

test('a full self-assessment: contact rules, blocked forward, result ring', async ({ page }) => {
  await page.goto('/mm/self-assessment');
  const start = page.getByRole('button', { name: 'Үнэлгээг эхлэх' });
  await expect(start).toBeDisabled();
  // messages only after a field was left
  await expect(page.locator('.error')).toHaveCount(0);
  await page.locator('#self-name').focus();
  await page.locator('#self-email').focus();
  await expect(page.getByText('Та байгууллагын нэрээ оруулна уу.')).toBeVisible();
  await page.locator('#self-email').fill('bad@mail');
  await page.locator('#self-phone_number').focus();
  await expect(page.getByText('И-мэйл хаяг буруу байна')).toBeVisible();
  await page.locator('#self-name').fill('E2E Туршилт ХХК');
  await page.locator('#self-email').fill('e2e-self@example.mn');
  await page.locator('#self-phone_number').fill('99001122');
  await expect(start).toBeEnabled();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `${SHOTS}/self-contact-mn-390.png`, fullPage: true });
  await start.click();

  let yes = 0;
  let total = 0;
  for (let section = 1; section <= 5; section++) {
    await expect(page.locator('.eyebrow').filter({ hasText: `5-с ${section}-р хэсэг` })).toBeVisible();
    const rows = page.locator('fieldset.assess-row');
    const n = await rows.count();
    // forward is blocked until every row is answered
    await page.locator('.assess-nav .button:not(.button--ghost)').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Бүх асуултанд хариулна уу.' })).toBeVisible();
    await expect(page.locator('fieldset.assess-row[data-missing]')).toHaveCount(n);
    if (section === 1) await page.screenshot({ path: `${SHOTS}/self-blocked-mn-390.png`, fullPage: true });
    for (let k = 0; k < n; k++) {
      const answer = (k + section) % 3 === 0 ? 'Үгүй' : 'Тийм';
      if (answer === 'Тийм') yes++;
      total++;
      await rows.nth(k).getByLabel(answer, { exact: true }).check();
    }
    await expect(page.locator('fieldset.assess-row[data-missing]')).toHaveCount(0);
    if (section === 2) {
      // back is always allowed and keeps the answers
      await page.getByRole('button', { name: 'Буцах', exact: true }).click();
      await expect(page.locator('.eyebrow').filter({ hasText: '5-с 1-р хэсэг' })).toBeVisible();
      await page.locator('.assess-nav .button:not(.button--ghost)').click();
    }
    await page.locator('.assess-nav .button:not(.button--ghost)').click();
  }
  const percent = Math.round((yes / total) * 100);
  await expect(page.getByTestId('percent')).toHaveText(`${percent}%`);
  await page.screenshot({ path: `${SHOTS}/self-result-mn-390.png`, fullPage: true });
  const stored = await withDb(
    async (db) =>
      (
        await db.query(
          'select count(*)::int as n, sum(case when a.answer then 1 else 0 end)::int as yes from self_answers a join self_respondents r on r.id = a.respondent_id where r.email = $1',
          ['e2e-self@example.mn'],
        )
      ).rows[0],
  );
  expect(stored).toEqual({ n: total, yes });
});

test('the self-assessment shows the error toast when the submission fails', async ({ page }) => {
  await page.route('**/api/mm/insert/answer', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/en/mm/self-assessment');
  await page.locator('#self-name').fill('Failing LLC');
  await page.locator('#self-email').fill('fail@example.mn');
  await page.locator('#self-phone_number').fill('99');
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  for (let section = 1; section <= 5; section++) {
    await expect(page.locator('.eyebrow').filter({ hasText: `Section ${section} of 5` })).toBeVisible();
    const rows = page.locator('fieldset.assess-row');
    for (let k = 0; k < (await rows.count()); k++) await rows.nth(k).getByLabel('Yes', { exact: true }).check();
    await page.locator('.assess-nav .button:not(.button--ghost)').click();
  }
  await expect(page.locator('.assess-toast')).toHaveText('Something went wrong!');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/self-error-en-1280.png` });
  await expect(page.locator('.assess-toast')).toHaveCount(0, { timeout: 7000 });
});

test('member e-mail: empty and unregistered messages, the latter linking to contact', async ({ page }) => {
  await ownIp(page);
  await page.goto('/mm/member-assessment');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(page.getByText('Та и-мэйл хаягаа оруулна уу.')).toBeVisible();
  await page.locator('#member-email').fill('nobody@example.mn');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(page.getByText('Таны оруулсан и-мэйл хаяг бүртгэлгүй байна. МУУҮА-тай холбогдоно уу.')).toBeVisible();
  await expect(page.locator('#member-email-error a[href="/mm/contact"]')).toBeVisible();
  for (const href of ['/mm/assessment', '/mm/contact', '/mm']) await expect(page.locator(`.assess-links a[href="${href}"]`)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: `${SHOTS}/member-email-mn-390.png`, fullPage: true });
});

test('a full member assessment: code from the outbox, five sections, result, attachments, sent', async ({ page }) => {
  const email = 'info@khangaimetal.mn';
  const code = await startMember(page, email);
  const continueButton = page.getByRole('button', { name: 'Баталгаажуулах', exact: true });
  await expect(continueButton).toBeDisabled();
  // non-digits are stripped
  await page.locator('.assess-code__digit').first().fill('a');
  await expect(page.locator('.assess-code__digit').first()).toHaveValue('');
  await expect(page.locator('.assess-code__digit').first()).toHaveAttribute('autocomplete', 'one-time-code');
  // a wrong code: the server's message under the inputs, cleared when a digit changes
  await typeCode(page, code === '000000' ? '111111' : '000000');
  await continueButton.click();
  await expect(page.locator('#code-error')).toHaveText('Баталгаажуулах код буруу байна.');
  await page.locator('.assess-code__digit').nth(5).fill('7');
  await expect(page.locator('#code-error')).toHaveCount(0);
  // pasting the whole code fills every box
  await page.locator('.assess-code__digit').first().focus();
  await page.evaluate(
    (c) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', c);
      document
        .querySelector('.assess-code__digit')!
        .dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    },
    ` ${code.slice(0, 3)}-${code.slice(3)} `,
  );
  for (let k = 0; k < 6; k++) await expect(page.locator('.assess-code__digit').nth(k)).toHaveValue(code[k]);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: `${SHOTS}/member-code-mn-390.png` });
  await continueButton.click();

  for (let section = 1; section <= 5; section++) {
    await expect(page.locator('.eyebrow').filter({ hasText: `5-с ${section}-р хэсэг` })).toBeVisible();
    const rows = page.locator('fieldset.assess-row');
    await page.getByRole('button', { name: section === 5 ? 'Дуусгах' : 'Дараах' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Бүх асуултанд хариулна уу.' })).toBeVisible();
    const n = await rows.count();
    for (let k = 0; k < n; k++)
      await rows
        .nth(k)
        .getByLabel(k === n - 1 ? 'Үгүй' : 'Тийм', { exact: true })
        .check();
    if (section === 1) {
      await rows.first().locator('input[type=file]').setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: PDF });
      await rows
        .nth(n - 1)
        .getByLabel('Тайлбар')
        .fill('Ирэх онд хэрэгжүүлнэ');
      await expect(page.locator('.assess-live')).toHaveText(`Хэсгийн үр дүн: ${Math.round(((n - 1) / n) * 100)}%`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/member-section-mn-1280.png`, fullPage: true });
    }
    await page.getByRole('button', { name: section === 5 ? 'Дуусгах' : 'Дараах' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Таны үр дүн' })).toBeVisible({ timeout: 30_000 });
  const result = await withDb(
    async (db) =>
      (await db.query('select r.* from assessment_results r join member_companies m on m.id = r.member_id where m.email = $1', [email]))
        .rows[0],
  );
  await expect(page.getByTestId('percent')).toHaveText(`${result.main_percentage}%`);
  expect(result.fifth_section_per).not.toBeNull();
  await page.screenshot({ path: `${SHOTS}/member-result-mn-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Хавсралт руу үргэлжлүүлэх' }).click();

  await page.getByRole('button', { name: 'Үнэлгээ илгээх' }).click();
  await expect(page.getByText('Заавал бөглөнө үү!')).toHaveCount(2);
  await expect(page.locator('input[name=publication]')).toBeChecked();
  await page.locator('#attach-official_document').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.locator('#attach-form').setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Үнэлгээ илгээх' }).click();
  await expect(page.getByRole('heading', { name: 'Та үнэлгээг амжилттай илгээсэн байна' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/member-sent-mn-1280.png` });
  const stored = await withDb(
    async (db) =>
      (
        await db.query(
          `select a.publication, (select count(*)::int from member_answers x where x.answer_id = a.answer_id and x.proof_file is not null) as proofs
           from attachments a join assessment_results r on r.id = a.result_id join member_companies m on m.id = r.member_id where m.email = $1`,
          [email],
        )
      ).rows[0],
  );
  expect(stored).toEqual({ publication: true, proofs: 1 });
});

test('after verification: a finished assessment shows as finished, an unfinished one continues at the attachments', async ({ page }) => {
  const finished = await startMember(page, 'info@gobicopper.mn', 'en');
  await typeCode(page, finished);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You have sent the assessment successfully' })).toBeVisible();
  await expect(page.getByTestId('percent')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/member-finished-en-1280.png`, fullPage: true });

  const pending = await startMember(page, 'info@talnuurs.mn', 'en');
  await typeCode(page, pending);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Attachments' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `${SHOTS}/member-attachments-en-390.png`, fullPage: true });
});

test('resend shows its confirmation for 3 s; brute force stops after 5 wrong codes', async ({ page }) => {
  const email = 'info@selengeiron.mn';
  await startMember(page, email);
  await page.getByRole('button', { name: 'Код дахин илгээх' }).click();
  await expect(page.getByText('Баталгаажуулах код илгээгдлээ.')).toBeVisible();
  await expect(page.getByText('Баталгаажуулах код илгээгдлээ.')).toHaveCount(0, { timeout: 5000 });
  const code = await lastCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let k = 0; k < 5; k++) {
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Баталгаажуулах', exact: true }).click();
    await expect(page.locator('#code-error')).toBeVisible();
  }
  await expect(page.locator('#code-error')).toContainText('Хэт олон удаа буруу код');
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Баталгаажуулах', exact: true }).click();
  await expect(page.locator('#code-error')).toBeVisible();
  await expect(page.locator('fieldset.assess-row')).toHaveCount(0);
});
