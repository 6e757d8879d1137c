import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test } from './fixtures';
import { adminPage } from './admin-helpers';
import { withDb } from './helpers';

/**
 * An XLSX export at the size the lists reach in real use: 10,000 registrations of one edition (an
 * edition of this test's own, so the other specs' lists are untouched). Large sheets are zipped off
 * the page's thread, which the page's CSP must allow; the file must arrive and hold every row.
 */
const ROWS = 10_000;

test(`XLSX of ${ROWS.toLocaleString('en')} registrations downloads and holds every row`, async ({ page }) => {
  test.setTimeout(240_000);
  const tag = `export-${Date.now().toString(36)}`;
  const event = await withDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(`insert into events (event, event_en) values ($1, $1) returning id`, [tag]);
    await db.query(
      `insert into event_registrations (event_id, first_name, last_name, company, country, email, phone_number)
       select $1, 'Нэр ' || i, 'Овог ' || i, 'Компани ' || i, 'Mongolia', $2 || i || '@example.mn', '9911' || lpad(i::text, 4, '0')
       from generate_series(1, $3::int) as i`,
      [rows[0].id, `${tag}-`, ROWS],
    );
    return rows[0].id;
  });
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  try {
    await adminPage(page);
    await page.goto('/admin/week/register');
    await page.getByTestId('event').selectOption(String(event));
    await expect(page.getByTestId('total')).toHaveText(`Нийт: ${ROWS}`, { timeout: 30_000 });

    const started = Date.now();
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 180_000 }),
      page.getByRole('button', { name: 'XLSX татах' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`registrations-event-${event}.xlsx`);
    const zip = await JSZip.loadAsync(await readFile((await file.path())!));
    console.log(`XLSX of ${ROWS} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const strings = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
    expect(sheet.match(/<row\b/g)).toHaveLength(ROWS + 1); // the header and every registration
    for (const i of [1, 5_000, ROWS]) expect(sheet + strings).toContain(`${tag}-${i}@example.mn`);
    await expect(page.getByRole('button', { name: 'XLSX татах' })).toBeEnabled();
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
  } finally {
    await withDb(async (db) => {
      await db.query('delete from event_registrations where event_id = $1', [event]);
      await db.query('delete from events where id = $1', [event]);
    });
  }
});
