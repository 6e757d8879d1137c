import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { adminPage } from './admin-helpers';
import { withDb } from './helpers';

/** The assessment back office: question editor rules, respondents, member results and their downloads. */
const SHOTS = '/tmp/shots-assessment';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: import('@playwright/test').Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('question editor: modes A/B/C and every index rule', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/update-assessment');
  await expect(page.getByTestId('section-7.1')).toBeVisible({ timeout: 30_000 });
  for (const cid of ['7.2', '7.3', '7.4', '7.5']) await expect(page.getByTestId(`section-${cid}`)).toBeVisible();
  await expect(page.getByRole('button', { name: '7.1.1 засах' })).toHaveCount(0);
  await shot(page, 'admin-questions-A-1280');

  // C: add, with the index rules
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  const cid = page.locator('#question-cid');
  // nothing is shown before the index is left; leaving it empty shows both required messages
  await expect(page.getByTestId('error-cid')).toHaveCount(0);
  await cid.focus();
  await cid.blur();
  await expect(page.getByTestId('error-cid')).toHaveText('Үнэлгээний индексийг оруулна уу');
  await expect(page.getByTestId('error-question')).toHaveText('Үнэлгээний асуултыг оруулна уу');
  await cid.fill('7');
  await expect(page.getByTestId('error-cid')).toHaveText('Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1');
  await cid.fill('7.1.1');
  await expect(page.getByTestId('error-cid')).toHaveText('Индекс давхцаж байна');
  await page.locator('#question-question').fill('Шинэ асуулт');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('error-blocked')).toHaveText('Индексийн формат алдаатай байна.');
  await cid.fill('');
  await expect(page.getByTestId('error-cid')).toHaveText('Үнэлгээний индексийг оруулна уу');
  await cid.fill('7.1.9');
  await expect(page.getByTestId('error-cid')).toHaveCount(0);
  await expect(page.getByText('Эцэг индекс: 7.1')).toBeVisible();
  await shot(page, 'admin-questions-C-1280');
  // cancel returns to A without saving
  await page.getByRole('button', { name: 'Болих' }).click();
  await expect(page.getByTestId('section-7.1')).toBeVisible();
  await expect(page.locator('[data-cid="7.1.9"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.locator('#question-cid').fill('7.1.9');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('error-question')).toHaveText('Үнэлгээний асуултыг оруулна уу');
  await page.locator('#question-question').fill('E2E шинэ асуулт');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.locator('[data-cid="7.1.9"]')).toContainText('E2E шинэ асуулт');
  expect(await withDb(async (db) => (await db.query("select pid from assessment_questions where cid = '7.1.9'")).rows[0].pid)).toBe('7.1');

  // B: edit, then delete after confirmation
  await page.getByRole('button', { name: 'Засах', exact: true }).click();
  await page.getByRole('button', { name: '7.1.9 засах' }).click();
  await expect(page.locator('#question-cid')).toHaveValue('7.1.9');
  await expect(page.getByTestId('error-cid')).toHaveCount(0); // its own index is not a duplicate
  await page.locator('#question-question').fill('E2E засварласан');
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.locator('[data-cid="7.1.9"]')).toContainText('E2E засварласан');
  await page.getByRole('button', { name: 'Засах', exact: true }).click();
  await shot(page, 'admin-questions-B-1280');
  await page.getByRole('button', { name: '7.1.9 устгах' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Тийм, устгах' }).click();
  await expect(page.locator('[data-cid="7.1.9"]')).toHaveCount(0);
});

test('self-assessment respondents: list, page size and the details overlay', async ({ page }) => {
  await adminPage(page, { role: 3 });
  await page.goto('/admin/assessment-result');
  // other tests may add respondents meanwhile: at least the three seeded ones
  await expect(page.getByTestId('total')).toHaveText(/Нийт: ([3-9]|\d\d+)$/, { timeout: 30_000 });
  const row = page.locator('tbody tr').filter({ hasText: 'Улаан Уул Хайгуул ХХК' });
  await expect(row).toBeVisible();
  await page.getByTestId('page-size').selectOption('20');
  await row.getByRole('button', { name: 'Дэлгэрэнгүй' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('total-percent')).toHaveText(/^\d+%$/);
  await expect(dialog.locator('tbody tr')).toHaveCount(20);
  await shot(page, 'admin-respondent-detail-1280');
});

test('member results: consent texts, answers PDF, proofs ZIP and the poster PNG', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/assessment-member-result');
  const done = page.locator('tbody tr').filter({ hasText: 'Говь Коппер ХХК' });
  await expect(done).toContainText('Зөвшөөрсөн', { timeout: 30_000 });
  await expect(page.locator('tbody tr').filter({ hasText: 'Тал Нүүрс ХК' })).toContainText('Зөвшөөрөөгүй');
  await shot(page, 'admin-member-results-1280');

  // answers modal and its PDF
  await done.getByRole('button', { name: 'Хариулт' }).click();
  const sheet = page.getByTestId('answers-sheet');
  await expect(sheet.locator('.asm-section-row')).toHaveCount(5);
  await expect(sheet.getByTestId('main-percent')).toHaveText(/^\d+%$/);
  await shot(page, 'admin-member-answers-1280');
  const created = await withDb(
    async (db) =>
      (
        await db.query(
          "select to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') as d from assessment_results r join member_companies m on m.id = r.member_id where m.name = $1",
          ['Говь Коппер ХХК'],
        )
      ).rows[0].d as string,
  );
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF татах' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${created}.pdf`);
  const pdfPath = `${SHOTS}/answers.pdf`;
  await pdf.saveAs(pdfPath);
  const pdfText = readFileSync(pdfPath).toString('latin1');
  expect(pdfText).toMatch(/^%PDF-1\.[3-7]\n/); // jsPDF writes 1.3 (JPEG pages need no later version)
  expect(pdfText).toContain('/MediaBox [0 0 595.28 841.89]');
  expect(pdfText.trimEnd().endsWith('%%EOF')).toBe(true);
  if (existsSync('/usr/bin/pdftoppm')) {
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdfPath, `${SHOTS}/answers-page`]);
    expect(existsSync(`${SHOTS}/answers-page-1.png`) || existsSync(`${SHOTS}/answers-page-01.png`)).toBe(true);
  }
  await page.keyboard.press('Escape');

  // files modal: ZIP of the proofs named by question number, and the poster
  await done.getByRole('button', { name: 'Файл татах' }).click();
  const dialog = page.getByRole('dialog');
  const proofs = await withDb(async (db) =>
    (
      await db.query(
        `select q.cid from member_answers a join assessment_questions q on q.id = a.question_id
           join member_answer_sets s on s.id = a.answer_id join member_companies m on m.id = s.member_id
           where m.name = $1 and a.proof_file is not null`,
        ['Говь Коппер ХХК'],
      )
    ).rows.map((r) => r.cid as string),
  );
  await expect(dialog.locator('.asm-file-list li')).toHaveCount(proofs.length);
  await shot(page, 'admin-member-files-1280');
  const [zip] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Бүгдийг ZIP-ээр татах' }).click()]);
  expect(zip.suggestedFilename()).toBe('Говь Коппер ХХК-нотолгоо.zip');
  const zipPath = `${SHOTS}/proofs.zip`;
  await zip.saveAs(zipPath);
  const names = Object.keys((await JSZip.loadAsync(readFileSync(zipPath))).files).map((n) => n.replace(/\.[a-z]+$/, ''));
  expect(names.sort()).toEqual([...proofs].sort());

  // a proof is a private download (SECURITY.md 21): the admin's session gets it, a browser without one does not
  const [proof] = await Promise.all([page.waitForEvent('download'), dialog.locator('.asm-file-list a').first().click()]);
  expect(proof.suggestedFilename()).toBe(`${[...proofs].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0]}.pdf`);
  const href = (await dialog.locator('.asm-file-list a').first().getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/mm\/get\/assessment-file\?file=proof&id=\d+$/);
  const signedIn = await page.request.get(href);
  expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  expect((await fetch(new URL(href, page.url()))).status).toBe(401);

  const [png] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /Зураг татах/ }).click()]);
  expect(png.suggestedFilename()).toBe('unelgee.png');
  const pngPath = `${SHOTS}/unelgee.png`;
  await png.saveAs(pngPath);
  const image = PNG.sync.read(readFileSync(pngPath));
  expect([image.width, image.height]).toEqual([600, 600]);
});
