import { expect, test, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { adminPage, shot } from './admin-helpers';
import { withDb } from './helpers';

/** /admin/week/register (event, search, pages, export) and /admin/week/new-register. */

const FIELDS = ['company', 'first_name', 'last_name', 'country', 'email', 'phone_number'] as const;

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

for (const width of [390, 1280]) {
  test(`register list at ${width}: event, search (both filled), pages, CSV and XLSX of the filter`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}${Date.now().toString(36)}`;
    // a registrant whose cells a spreadsheet would run as formulas
    await withDb((db) =>
      db.query(
        `insert into event_registrations (event_id, first_name, last_name, company, country, email, phone_number)
         values (3, '=HYPERLINK("http://evil.example")', '@SUM(A1)', '-2+3', 'Mongolia', $1, '+976 9911 0000')`,
        [`formula-${tag}@evil.mn`],
      ),
    );
    await adminPage(page);
    await page.goto('/admin/week/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бүртгүүлсэн хэрэглэгчид');
    const total = page.getByTestId('total');
    const filters = page.locator('.adm-toolbar-filters');
    await expect(total).toHaveText(/Нийт: \d{3}/);
    const all = Number((await total.textContent())!.match(/\d+/)![0]);
    expect(all).toBeGreaterThanOrEqual(121);
    await expect(page.locator('tbody tr')).toHaveCount(50);
    const pager = page.getByRole('navigation', { name: 'Хуудаслалт' });
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('page-size').selectOption('150');
    await expect(page.locator('tbody tr').nth(100)).toBeVisible(); // one page of up to 150

    // a type without a term (or a term without a type) does not filter
    await page.getByTestId('search-cat').selectOption('email');
    await filters.getByRole('button', { name: 'Хайх' }).click();
    await expect(total).toHaveText(/Нийт: \d{3}/); // registrations of the public specs may arrive meanwhile
    await page.getByTestId('search-term').fill('sarah.mitchell');
    await filters.getByRole('button', { name: 'Хайх' }).click();
    await expect(total).toHaveText('Нийт: 4');
    await shot(page, `admin-register-${width}-search`);

    const csv = await download(page, 'CSV татах');
    expect(csv.name).toBe('registrations-event-3.csv');
    const rows = Papa.parse<string[]>(csv.body.toString('utf8').replace(/^\uFEFF/, '')).data.filter((r) => r.length > 1);
    expect(rows[0]).toEqual(['№', 'Байгууллага', 'Нэр', 'Овог', 'Улс', 'И-мэйл', 'Утасны дугаар', 'Оролцох хэлбэр', 'Бүртгүүлсэн огноо']);
    expect(
      rows
        .slice(1)
        .map((r) => r[5])
        .sort(),
    ).toEqual([20, 50, 80, 110].map((i) => `sarah.mitchell${i}@riotinto.com`).sort());
    // a phone number is written as typed: '+976…', no apostrophe (issue 27 §8)
    expect(rows.slice(1).every((r) => /^\+?[0-9 ()-]+$/.test(r[6]))).toBe(true);

    // the formula row, exported as text
    await page.getByTestId('search-term').fill(`formula-${tag}`);
    await filters.getByRole('button', { name: 'Хайх' }).click();
    await expect(total).toHaveText('Нийт: 1');
    const risky = Papa.parse<string[]>((await download(page, 'CSV татах')).body.toString('utf8').replace(/^\uFEFF/, '')).data[1];
    expect(risky.slice(1, 4)).toEqual([`'-2+3`, `'=HYPERLINK("http://evil.example")`, `'@SUM(A1)`]);
    const xlsx = await download(page, 'XLSX татах');
    expect(xlsx.name).toBe('registrations-event-3.xlsx');
    const zip = await JSZip.loadAsync(xlsx.body);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const strings = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
    expect(sheet).not.toContain('<f>');
    // typed cells (№ a number, the time a date), fitted columns, a filter on the header
    expect(sheet).toMatch(/<autoFilter ref="A1:I2"\/>/);
    expect(sheet).toMatch(/<cols><col /);
    expect(sheet).toMatch(/<c r="A2"[^>]*><v>\d+<\/v>/);
    expect(sheet).toMatch(/<c r="I2" s="\d+"><v>\d+\.?\d*<\/v>/);
    expect(sheet + strings).toMatch(/>=HYPERLINK\((&quot;|")http:\/\/evil\.example(&quot;|")\)</);
    expect(sheet + strings).toContain(`formula-${tag}@evil.mn`);

    // the attendee type (issue 27 §6): a column, and a filter next to the search
    await expect(page.locator('tbody tr').first()).toContainText('Зочин');
    await page.getByTestId('attendee-type').selectOption('press');
    await expect(page.getByText('list is empty')).toBeVisible();
    await page.getByTestId('attendee-type').selectOption('visitor');
    await expect(total).toHaveText('Нийт: 1');

    // another edition; an empty result
    await filters.getByRole('button', { name: 'Цэвэрлэх' }).click();
    await page.getByTestId('event').selectOption('2');
    await expect(total).toHaveText('Нийт: 3');
    await page.getByTestId('search-cat').selectOption('company');
    await page.getByTestId('search-term').fill('no such company');
    await filters.getByRole('button', { name: 'Хайх' }).click();
    await expect(page.getByText('list is empty')).toBeVisible();
    await shot(page, `admin-register-${width}-empty`);
  });
}

test('new-register: empty fields red and nothing sent; success; duplicate', async ({ page }) => {
  const who = await adminPage(page);
  await page.goto('/admin/week/new-register');
  let posted = 0;
  page.on('request', (r) => void (r.url().includes('/api/mw/insert/registration') && posted++));
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  for (const f of FIELDS) {
    await expect(page.getByTestId(`error-${f}`)).toHaveText('Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.');
    await expect(page.locator(`#registration-${f}`)).toHaveAttribute('aria-invalid', 'true');
    // spec §5: a red border, not the plain inputs' grey
    await expect(page.locator(`#registration-${f}`)).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
  }
  expect(posted).toBe(0);
  await shot(page, 'admin-new-register-empty');
  const email = `by-hand-${Date.now()}@example.mn`;
  const values = ['Монгол Алт ХХК', 'Ариунаа', 'Очир', 'Монгол', email, '99112233'];
  for (const [i, f] of FIELDS.entries()) await page.locator(`#registration-${f}`).fill(values[i]);
  // the attendee type starts at visitor (issue 27 §6)
  await expect(page.locator('#registration-attendee_type')).toHaveValue('visitor');
  await page.locator('#registration-attendee_type').selectOption('delegate');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Амжилттай нэмэгдлээ.');
  const stored = await withDb((db) =>
    db.query(
      `select a.email, r.attendee_type, r.consent_at, r.manage_token_hash is not null as token
       from event_registrations r join admins a on a.id = r.added_by where r.email = $1`,
      [email],
    ),
  );
  // no consent box for an admin; a manage link all the same (in the registrant's mail)
  expect(stored.rows).toEqual([{ email: who.email, attendee_type: 'delegate', consent_at: null, token: true }]);
  for (const [i, f] of FIELDS.entries()) await page.locator(`#registration-${f}`).fill(values[i]);
  await page.locator('#registration-attendee_type').selectOption('delegate');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-error')).toHaveText('Энэ нэр, и-мэйл хаягаар аль хэдийн бүртгүүлсэн байна. Баярлалаа!');
  await expect(page.getByTestId('error-email')).toHaveText('Энэ нэр, и-мэйл хаягаар аль хэдийн бүртгүүлсэн байна. Баярлалаа!');
  await shot(page, 'admin-new-register-duplicate');
});

test('an admin corrects a registration in its form and deletes it after the confirmation (issue 27 §8)', async ({ page }) => {
  const tag = `fix-${Date.now().toString(36)}`;
  await withDb((db) =>
    db.query(
      `insert into event_registrations (event_id, first_name, last_name, company, country, email, phone_number)
       values (3, 'Сарнай', 'Дорж', 'Алдаатай ХХК', 'Монгол', $1, '99001122')`,
      [`${tag}@example.mn`],
    ),
  );
  await adminPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/week/register');
  const filters = page.locator('.adm-toolbar-filters');
  await page.getByTestId('search-cat').selectOption('email');
  await page.getByTestId('search-term').fill(tag);
  await filters.getByRole('button', { name: 'Хайх' }).click();
  await expect(page.getByTestId('total')).toHaveText('Нийт: 1');
  const row = page.locator('tbody tr').first();
  await row.getByRole('button', { name: 'Засах' }).click();
  const dialog = page.getByRole('dialog', { name: 'Бүртгэл засах' });
  await expect(dialog.locator('#registration-company')).toHaveValue('Алдаатай ХХК');
  // an emptied field is refused in the form: red, nothing sent
  await dialog.locator('#registration-company').fill('');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(dialog.locator('#registration-company')).toHaveAttribute('aria-invalid', 'true');
  await dialog.locator('#registration-company').fill('Зөв Нэртэй ХХК');
  await shot(page, 'admin-register-edit');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'admin-register-edit-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Амжилттай шинэчлэгдлээ.');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Зөв Нэртэй ХХК');
  const stored = await withDb((db) => db.query('select company from event_registrations where email = $1', [`${tag}@example.mn`]));
  expect(stored.rows).toEqual([{ company: 'Зөв Нэртэй ХХК' }]);

  // delete: asks first; 'Болих' keeps it
  await row.getByRole('button', { name: 'Устгах' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Сарнай Дорж (${tag}@example.mn)-ийн бүртгэлийг устгах уу?` });
  await expect(confirm).toBeVisible();
  await shot(page, 'admin-register-delete-confirm');
  await confirm.getByRole('button', { name: 'Болих' }).click();
  await expect(page.getByTestId('total')).toHaveText('Нийт: 1');
  await row.getByRole('button', { name: 'Устгах' }).click();
  await page.getByRole('button', { name: 'Тийм, устгах' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Амжилттай устгалаа.' })).toBeVisible();
  await expect(page.getByText('list is empty')).toBeVisible();
  const gone = await withDb((db) => db.query('select id from event_registrations where email = $1', [`${tag}@example.mn`]));
  expect(gone.rows).toEqual([]);
  const audit = await withDb((db) =>
    db.query(
      `select route, action from audit_log where route in ('/mw/update/registration', '/mw/delete/registration') order by id desc limit 2`,
    ),
  );
  expect(audit.rows).toEqual([
    { route: '/mw/delete/registration', action: 'delete' },
    { route: '/mw/update/registration', action: 'update' },
  ]);
});

for (const width of [1280, 390])
  test(`a 200-character unbroken value wraps in its cell instead of widening the table (${width})`, async ({ page }) => {
    const tag = `long${Date.now().toString(36)}`;
    await withDb((db) =>
      db.query(
        `insert into event_registrations (event_id, first_name, last_name, company, country, email, phone_number)
         values (3, 'Урт', 'Утга', $1, 'Монгол', $2, '99001122')`,
        ['Х'.repeat(200), `${tag}${'a'.repeat(150)}@example.mn`],
      ),
    );
    await adminPage(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/week/register');
    await page.getByTestId('search-cat').selectOption('email');
    await page.getByTestId('search-term').fill(tag);
    await page.locator('.adm-toolbar-filters').getByRole('button', { name: 'Хайх' }).click();
    await expect(page.getByTestId('total')).toHaveText('Нийт: 1');
    const widths = await page.locator('.adm-table-scroll').evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      table: el.querySelector('table')!.scrollWidth,
      page: document.documentElement.scrollWidth,
    }));
    if (width === 1280) {
      expect(widths.table).toBeLessThanOrEqual(widths.client);
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    }
    expect(widths.page).toBeLessThanOrEqual(width);
    await shot(page, `admin-register-${width}-long-value`);
  });
