import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { tinyPng, withDb } from './helpers';
import { untranslatedText } from '../helpers/untranslated';

/** The directory registration wizard (/yp/register) and the admin's direct add (/admin/yellow/add). */

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-wizard/${name}.png`, fullPage: true });
const logo = () => ({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng(64, 64) });
const uniq = () => Date.now().toString(36).toUpperCase();

/** axe on the wizard as it stands (messages shown included): nothing serious or critical. */
async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual(
    [],
  );
}

/** A reload, waiting for the island again (the fixture's goto does that; reload does not). */
async function reload(page: Page) {
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 10_000 });
}

async function registrant(page: Page, email: string) {
  await page.locator('#reg-registrantName').fill('Батболд Дорж');
  await page.locator('#reg-registrantPosition').fill('Director');
  await page.locator('#reg-registrantEmail').fill(email);
  await page.locator('#reg-registrantPhone').fill('+976 9911 2233');
}

test('company: every step checked, a reload keeps the draft, success and Submit again (en, 390 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `WIZARD ${uniq()} LLC`;
  // the English page carries no Mongolian (the categories come in English from the build)
  expect(untranslatedText(await (await request.get('/en/yp/register')).text())).toEqual([]);
  await page.goto('/en/yp/register');
  // the directory chrome hides navigation and footer here
  await expect(page.locator('footer')).toHaveCount(0);
  const tab = (n: number) => page.locator('.dreg-tab').nth(n - 1);
  await expect(tab(2)).toBeDisabled();
  await expect(tab(3)).toBeDisabled();
  await shot(page, 'register-en-390-step1');

  // step 1: the four fields required, focus on the first, a message clears on typing, e-mail syntax
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  for (const f of ['registrantName', 'registrantPosition', 'registrantEmail', 'registrantPhone'])
    await expect(page.getByTestId(`error-${f}`)).toHaveText('Please fill out this field.');
  await expect(page.locator('#reg-registrantName')).toBeFocused();
  await expect(page.locator('#reg-registrantName')).toHaveAttribute('aria-describedby', 'reg-registrantName-error');
  await registrant(page, 'not-an-email');
  await expect(page.getByTestId('error-registrantName')).toHaveCount(0);
  await next.click();
  await expect(page.getByTestId('error-registrantEmail')).toContainText('The e-mail address is not valid.');
  await page.locator('#reg-registrantEmail').fill('batbold@wizard.mn');
  await next.click();

  // step 2: a type must be chosen; then the company's own checks
  await expect(page.getByRole('heading', { name: 'Organization Information' })).toBeFocused();
  await next.click();
  await expect(page.getByTestId('error-kind')).toBeVisible();
  await page.getByLabel('1. Company').check();
  await next.click();
  await expect(page.getByTestId('error-categories.0.mainCategory')).toHaveText('Select the main category.');
  await expect(page.getByTestId('error-logo')).toHaveText('Please choose the company logo (JPEG or PNG).');
  for (const f of ['nameMn', 'nameEn', 'registrationNumber'])
    await expect(page.getByTestId(`error-${f}`)).toHaveText('Please fill out this field.');
  await expect(page.locator('#reg-categories-0-mainCategory')).toBeFocused();
  await axe(page);

  // a main category filters the sub-categories and resets the chosen one
  const main0 = page.locator('#reg-categories-0-mainCategory');
  const sub0 = page.locator('#reg-categories-0-subCategory');
  await main0.selectOption('02');
  await next.click();
  await expect(page.getByTestId('error-categories.0.subCategory')).toHaveText('Select the sub-category.');
  await sub0.selectOption('0203');
  await main0.selectOption('01');
  await expect(sub0).toHaveValue('');
  const subCodes = await sub0.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(subCodes.length).toBeGreaterThan(0);
  expect(subCodes.every((c) => c.startsWith('01'))).toBe(true);
  await sub0.selectOption('0102');
  // rows: remove shows only with more than one
  await expect(page.getByRole('button', { name: 'Remove category 1' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a category' }).click();
  await page.locator('#reg-categories-1-mainCategory').selectOption('03');
  await page.locator('#reg-categories-1-subCategory').selectOption('0301');
  await expect(page.getByRole('button', { name: 'Remove category 2' })).toBeVisible();
  await page.locator('#reg-nameMn').fill('Визард ХХК');
  await page.locator('#reg-nameEn').fill(name);
  await page.locator('#reg-registrationNumber').fill('7654321');
  await page.locator('#reg-emails-0').fill('info@wizard.mn');
  // one entry reads "E-mail"; among several each is numbered
  const emails = page.getByRole('group', { name: 'E-mails' });
  await expect(emails.getByLabel('E-mail', { exact: true })).toHaveValue('info@wizard.mn');
  await page.getByRole('button', { name: 'Add to E-mails' }).click();
  await expect(emails.getByLabel('E-mail 1', { exact: true })).toHaveValue('info@wizard.mn');
  await emails.getByLabel('E-mail 2', { exact: true }).fill('bad@');
  await page.locator('#reg-phones-0').fill('7011-0000');
  await page.locator('#reg-aboutEn').fill('Exploration and drilling.');
  await page.locator('#reg-logo').setInputFiles(logo());
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('yp-register-draft')?.includes('data:image/png') ?? false)).toBe(true);

  // a reload in the middle keeps what was typed, the logo included
  await reload(page);
  await expect(page.locator('#reg-nameEn')).toHaveValue(name);
  await expect(page.locator('#reg-categories-1-subCategory')).toHaveValue('0301');
  await expect(page.locator('#reg-emails-1')).toHaveValue('bad@');
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await next.click();
  await expect(page.getByTestId('error-emails.1')).toContainText('The e-mail address is not valid.');
  await page.getByRole('button', { name: 'Remove E-mail 2' }).click();
  // the rules the admin's edit has too (issue 25 §9): said under the fields before anything is sent
  await page.locator('#reg-websites-0').fill('javascript:alert(1)');
  await page.locator('#reg-phones-0').fill('abc');
  await next.click();
  await expect(page.getByTestId('error-websites.0')).toHaveText('Enter a web address. For example: https://www.company.mn');
  await expect(page.getByTestId('error-phones.0')).toContainText('Enter the number in digits');
  await expect(page.locator('#reg-phones-0')).toBeFocused();
  await shot(page, 'register-en-390-step2-rules');
  await page.locator('#reg-websites-0').fill('www.wizard.mn');
  await page.locator('#reg-phones-0').fill('7011-0000');
  // a file the browser takes for a PNG but whose content is not one: only the server can refuse it
  await page
    .locator('#reg-logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html>no picture</html>') });
  await shot(page, 'register-en-390-step2');
  await next.click();

  // step 3: the earlier tabs open, the box outlined red until ticked
  await expect(page.getByRole('heading', { name: 'Terms & Conditions' })).toBeFocused();
  await expect(tab(1)).toBeEnabled();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('terms-box')).toHaveClass(/dreg-accept--invalid/);
  await shot(page, 'register-en-390-step3');
  await page.getByLabel('I have read and accept the terms and conditions.').check();
  await expect(page.getByTestId('terms-box')).not.toHaveClass(/dreg-accept--invalid/);
  await page.getByRole('button', { name: 'Submit' }).click();
  // the server refuses the logo: back on step 2, the message under the logo, focus there
  await expect(page.getByTestId('error-logo')).toHaveText('The logo must be a JPEG or PNG image.');
  await expect(page.getByRole('heading', { name: 'Organization Information' })).toBeVisible();
  await expect(page.locator('#reg-logo')).toBeFocused();
  await expect(page.getByRole('dialog')).toBeHidden();
  await shot(page, 'register-en-390-logo-refused');
  await page.locator('#reg-logo').setInputFiles(logo());
  await expect(page.getByTestId('error-logo')).toHaveCount(0);
  await next.click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully sent the registration request!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/en/yp');
  await shot(page, 'register-en-390-success');

  const rows = await withDb((db) =>
    db.query('select id, approval, reviewed_at, registrant_email, logo from dir_companies where name_en = $1', [name]),
  );
  expect(rows.rows).toHaveLength(1);
  expect(rows.rows[0]).toMatchObject({ approval: false, reviewed_at: null, registrant_email: 'batbold@wizard.mn' });
  const related = await withDb(async (db) => ({
    contacts: (await db.query('select contact_type, contact_value from dir_contacts where company_id = $1 order by id', [rows.rows[0].id]))
      .rows,
    cats: (await db.query('select count(*)::int as n from dir_company_categories where company_id = $1', [rows.rows[0].id])).rows[0].n,
  }));
  expect(related.contacts).toEqual([
    { contact_type: 'email', contact_value: 'info@wizard.mn' },
    { contact_type: 'phone', contact_value: '7011-0000' },
    { contact_type: 'website', contact_value: 'https://www.wizard.mn' },
  ]);
  expect(related.cats).toBe(2);

  // Submit again: everything back to step 1, the draft gone
  await page.getByRole('button', { name: 'Submit again' }).click();
  await expect(page.locator('#reg-registrantName')).toHaveValue('');
  await expect(tab(2)).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('yp-register-draft'))).not.toContain('batbold');
});

test('consultant: switching type clears the other, required fields, success (mn, 1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = `Зөвлөх ${uniq()}`;
  // a draft on step 3 with neither a company nor a consultant: the generic error modal on Submit
  await page.goto('/yp/register');
  // the island has saved its empty draft (on a busy machine that can come after the page looks ready)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('yp-register-draft'))).not.toBeNull();
  await page.evaluate(() => localStorage.setItem('yp-register-draft', JSON.stringify({ step: 3, kind: '', terms: true })));
  await reload(page);
  await page.getByRole('button', { name: 'Илгээх' }).click();
  const modal = page.getByRole('dialog', { name: 'Хүсэлт илгээгдсэнгүй' });
  await expect(modal).toContainText('Эхлээд компани эсвэл уул уурхайн зөвлөхийн мэдээллээ бөглөнө үү.');
  await modal.getByRole('button', { name: 'Хаах' }).click();
  await expect(modal).toBeHidden();
  await page.locator('.dreg-tab').first().click();
  await shot(page, 'register-mn-1280-step1');
  const next = page.getByRole('button', { name: 'Дараах' });
  await registrant(page, 'zuvluh@wizard.mn');
  await next.click();
  await page.getByLabel('1. Компани').check();
  await page.locator('#reg-nameMn').fill('Устах ХХК');
  await page.getByLabel('2. Уул уурхайн зөвлөх').check();
  await next.click();
  for (const f of ['nameMn', 'nameEn', 'professionMn', 'professionEn', 'phone'])
    await expect(page.getByTestId(`error-${f}`)).toHaveText('Энэ талбарыг бөглөнө үү.');
  await expect(page.getByTestId('error-adviceMn')).toHaveCount(0);
  await page.locator('#reg-nameMn').fill(name);
  await expect(page.getByTestId('error-nameMn')).toHaveCount(0);
  await page.locator('#reg-nameEn').fill('Zuvluh Bat');
  await page.locator('#reg-professionMn').fill('Уурхайн инженер');
  await page.locator('#reg-professionEn').fill('Mining engineer');
  await page.locator('#reg-phone').fill('утас');
  await page.locator('#reg-adviceMn').fill('Ил уурхайн төлөвлөлт');
  await next.click();
  await expect(page.getByTestId('error-phone')).toContainText('Дугаарыг цифрээр (6-15 оронтой) оруулна уу');
  await shot(page, 'register-mn-1280-step2');
  await page.locator('#reg-phone').fill('9911-0000');
  // back to company: the consultant's data is cleared, and what was typed for the company too
  await page.getByLabel('1. Компани').check();
  await expect(page.locator('#reg-nameMn')).toHaveValue('');
  await page.getByLabel('2. Уул уурхайн зөвлөх').check();
  await expect(page.locator('#reg-nameMn')).toHaveValue('');
  await page.locator('#reg-nameMn').fill(name);
  await page.locator('#reg-nameEn').fill('Zuvluh Bat');
  await page.locator('#reg-professionMn').fill('Уурхайн инженер');
  await page.locator('#reg-professionEn').fill('Mining engineer');
  await page.locator('#reg-phone').fill('9911-0000');
  await next.click();
  // the tab back to step 1 keeps everything
  await page.locator('.dreg-tab').first().click();
  await expect(page.locator('#reg-registrantEmail')).toHaveValue('zuvluh@wizard.mn');
  await next.click();
  await next.click();
  await page.getByLabel('Үйлчилгээний нөхцөлийг уншиж, зөвшөөрч байна.').check();
  await page.getByRole('button', { name: 'Илгээх' }).click();
  await expect(page.getByText('Бүртгэлийн хүсэлт амжилттай илгээгдлээ!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Нүүр хуудас руу буцах' })).toHaveAttribute('href', '/yp');
  await shot(page, 'register-mn-1280-success');
  const rows = await withDb((db) =>
    db.query('select approval, profession_en, registrant_name from dir_consultants where name_mn = $1', [name]),
  );
  expect(rows.rows).toEqual([{ approval: false, profession_en: 'Mining engineer', registrant_name: 'Батболд Дорж' }]);
});

test('admin add: the alerts in the spec order, a company and a consultant added approved and upper-cased', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminPage(page);
  await page.goto('/admin/yellow/add');
  const add = page.getByRole('button', { name: 'Нэмэх', exact: true });
  const alertIs = async (text: string) => {
    await add.click();
    await expect(page.getByTestId('toast-error').filter({ hasText: text }).last()).toBeVisible();
  };
  await alertIs('Дэд ангиллаа сонгоно уу');
  await page.locator('#yadd-categories-0-mainCategory').selectOption('04');
  await alertIs('Дэд ангиллаа сонгоно уу');
  await expect(page.locator('#yadd-categories-0-subCategory option[value="0403"]')).toHaveCount(0);
  await page.locator('#yadd-categories-0-subCategory').selectOption('0401');
  await alertIs('Лого оруулна уу');
  await page.locator('#yadd-logo').setInputFiles(logo());
  await alertIs('Монгол нэрээ оруулна уу');
  const suffix = uniq();
  await page.locator('#yadd-nameMn').fill(`админ компани ${suffix}`);
  await alertIs('Англи нэрээ оруулна уу');
  await page.locator('#yadd-nameEn').fill(`admin company ${suffix}`);
  await alertIs('Регистрийн дугаараа оруулна уу');
  // then the wizard's rules (issue 25 §9), in Mongolian under the fields; the file button in Mongolian too
  await page.locator('#yadd-registrationNumber').fill('abc!@#');
  await page.locator('#yadd-websites-0').fill('javascript:alert(1)');
  await add.click();
  await expect(page.getByTestId('error-registrationNumber')).toHaveText(
    'Регистрийн дугаар зөвхөн үсэг, цифрээс (20 хүртэл) бүрдэнэ; зай, тэмдэгт оруулахгүй.',
  );
  await expect(page.getByTestId('error-websites.0')).toHaveText('Вэб хаягаа оруулна уу. Жишээ нь: https://www.company.mn');
  await expect(page.locator('.adm-file-pick')).toContainText('Файл сонгох');
  await shot(page, 'admin-yellow-add-rules');
  await page.locator('#yadd-registrationNumber').fill('1112223');
  await page.locator('#yadd-websites-0').fill('');
  await shot(page, 'admin-yellow-add-company');
  await add.click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай нэмэгдлээ.');
  await expect(page.locator('#yadd-nameMn')).toHaveValue('');
  const company = await withDb((db) =>
    db.query('select name_mn, approval, reviewed_by is not null as reviewed from dir_companies where name_en = $1', [
      `ADMIN COMPANY ${suffix}`,
    ]),
  );
  expect(company.rows).toEqual([{ name_mn: `АДМИН КОМПАНИ ${suffix}`, approval: true, reviewed: true }]);

  await page.getByRole('button', { name: '2. Зөвлөх инженер' }).click();
  await alertIs('Монгол нэрээ оруулна уу');
  await page.locator('#yadd-nameMn').fill(`зөвлөх ${suffix}`);
  await alertIs('Англи нэрээ оруулна уу');
  await page.locator('#yadd-nameEn').fill(`consultant ${suffix}`);
  await alertIs('Мэргэжлээ монголоор оруулна уу');
  await page.locator('#yadd-professionMn').fill('Геологич');
  await alertIs('Мэргэжлээ англиар оруулна уу');
  await page.locator('#yadd-professionEn').fill('Geologist');
  await alertIs('Утасны дугаараа оруулна уу');
  await page.locator('#yadd-phone').fill('8800-1122');
  await shot(page, 'admin-yellow-add-consultant');
  await add.click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай нэмэгдлээ.');
  await expect(page.locator('#yadd-nameMn')).toHaveValue('');
  const consultant = await withDb((db) =>
    db.query('select name_mn, approval from dir_consultants where name_en = $1', [`CONSULTANT ${suffix}`]),
  );
  expect(consultant.rows).toEqual([{ name_mn: `ЗӨВЛӨХ ${suffix}`, approval: true }]);
  // the demo data as the other specs expect it: the two added rows go again
  await withDb(async (db) => {
    await db.query('delete from dir_consultants where name_en = $1', [`CONSULTANT ${suffix}`]);
    await db.query('delete from dir_companies where name_en = $1', [`ADMIN COMPANY ${suffix}`]);
  });
});
