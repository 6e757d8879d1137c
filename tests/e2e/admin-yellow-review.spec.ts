import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { tinyPng, withDb } from './helpers';

/**
 * The directory admin: reviewing requests (/admin/yellow/request), the company list with its filter,
 * search and edit modal (/admin/yellow/list-company), the consultant list (/admin/yellow/list-consultant).
 */
test.describe.configure({ mode: 'serial' });
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-review/${name}.png`, fullPage: true });
/** What a phone shows of a dialog: the viewport, not the whole page under it. */
const phoneShot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shots-review/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
};
const confirmDialog = (page: Page, text: string | RegExp, button: string) =>
  page.getByRole('dialog', { name: text }).getByRole('button', { name: button }).click();
const success = (page: Page, text: string) => expect(page.getByTestId('toast-success').filter({ hasText: text }).last()).toBeVisible();
/** axe-core on the open dialog: nothing serious or critical. */
async function axe(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .include('dialog[open]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const row = async <T>(sql: string, params: unknown[] = []) => withDb(async (db) => (await db.query(sql, params)).rows[0] as T);

let approved: { id: number; name_mn: string; name_en: string; logo: string } | undefined;

test('requests: read a company request, approve it; reject a consultant request', async ({ page, request }) => {
  // a wizard request with its logo, the newest: its logo has no public URL until approved (SECURITY.md 28)
  const sub = await row<{ main_code: string; category_code: string }>(
    "select main_code, category_code from dir_categories where category_code <> '0403' and length(category_code) = 4 limit 1",
  );
  const sent = await request.post('/api/yp/insert/yellow-registration', {
    headers: { Origin: process.env.E2E_BASE_URL! },
    multipart: {
      registrantName: 'Туршилт',
      registrantPosition: 'Захирал',
      registrantEmail: 'pending-logo@example.mn',
      registrantPhone: '99112233',
      categories: JSON.stringify([{ mainCategory: sub.main_code, subCategory: sub.category_code }]),
      nameMn: 'Хүлээгдэж буй лого ХХК',
      nameEn: 'Pending Logo LLC',
      registrationNumber: '7700112',
      aboutEn: 'A company waiting for review',
      image: { name: 'logo.png', mimeType: 'image/png', buffer: tinyPng(80, 80) },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const pending = await row<{ logo: string }>("select logo from dir_companies where name_en = 'Pending Logo LLC'");
  expect(pending.logo).toMatch(/^\/files\/pending\//);
  expect((await request.get(pending.logo)).status()).toBe(404);

  await adminPage(page);
  await page.goto('/admin/yellow/request');
  await expect(page.getByRole('heading', { name: 'Шинэ хүсэлтүүд' })).toBeVisible();
  const waiting = Number((await row<{ n: string }>('select count(*) as n from dir_companies where reviewed_at is null')).n);
  await expect(page.getByTestId('total')).toHaveText(`Нийт: ${waiting}`);
  await expect(page.getByTestId('page-size')).toHaveValue('10');
  const first = page.locator('tbody tr').first();
  const name = (await first.locator('td').nth(2).innerText()).trim();
  expect(name).toBe('Хүлээгдэж буй лого ХХК');
  // the admin sees the waiting logo through the admin-only route
  const thumb = first.locator('img');
  await expect(thumb).toHaveAttribute('src', /\/api\/yp\/yellow-page\/get\/request-logo\?id=\d+$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(80);

  await first.getByRole('button', { name: /^Дэлгэрэнгүй/ }).click();
  const detail = page.getByTestId('company-detail');
  await expect(detail).toContainText('Бүртгүүлэгч');
  await expect(detail).toContainText('@example.mn');
  await expect(detail).toContainText('Англи танилцуулга');
  await shot(page, 'request-detail-1280');
  await page
    .getByRole('dialog', { name })
    .getByRole('button', { name: /^Зөвшөөрөх/ })
    .click();
  await confirmDialog(page, 'Энэ хүсэлтийг зөвшөөрч нийтлэх үү?', 'Зөвшөөрөх');
  await success(page, 'Хүсэлтийг баталлаа');
  await expect(page.getByTestId('total')).toHaveText(`Нийт: ${waiting - 1}`);
  await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(0);
  approved = await row('select id, name_mn, name_en, logo from dir_companies where name_mn = $1', [name]);
  // approval moved the logo to a public key; the pending file is gone
  expect(approved!.logo).toMatch(/^\/files\/directory\/logo\/.+\.png$/);
  expect((await request.get(approved!.logo)).status()).toBe(200);
  expect((await request.get(pending.logo)).status()).toBe(404);
  const review = await row<{ approval: boolean; reviewed_by: number | null; reviewed_at: Date | null }>(
    'select approval, reviewed_by, reviewed_at from dir_companies where id = $1',
    [approved!.id],
  );
  expect(review.approval).toBe(true);
  expect(review.reviewed_by).not.toBeNull();
  expect(review.reviewed_at).not.toBeNull();
  await shot(page, 'request-companies-1280');

  // consultants: a grid of cards
  await page.getByTestId('request-type').selectOption('2');
  const cards = page.getByRole('list', { name: 'Зөвлөхийн хүсэлтүүд' }).getByRole('listitem');
  const people = Number((await row<{ n: string }>('select count(*) as n from dir_consultants where reviewed_at is null')).n);
  await expect(page.getByTestId('total')).toHaveText(`Нийт: ${people}`);
  await expect(cards).toHaveCount(Math.min(people, 10));
  const person = (await cards.first().getByRole('heading').innerText()).trim();
  await page.setViewportSize({ width: 390, height: 900 });
  await shot(page, 'request-consultants-390');
  await cards
    .first()
    .getByRole('button', { name: /^Татгалзах/ })
    .click();
  const reject = page.getByRole('dialog', { name: `Хүсэлтээс татгалзах: ${person}` });
  await reject.getByLabel(/^Татгалзах шалтгаан/).fill('Мэргэжлийн мэдээлэл дутуу');
  await reject.getByRole('button', { name: 'Татгалзах' }).click();
  await success(page, 'Хүсэлтээс татгалзлаа');
  await expect(page.getByTestId('total')).toHaveText(`Нийт: ${people - 1}`);
  await expect(cards.filter({ hasText: person })).toHaveCount(0);
  const rejected = await row<{ approval: boolean; rejected: boolean; reviewed_by: number | null; rejection_reason: string }>(
    'select approval, rejected, reviewed_by, rejection_reason from dir_consultants where name_mn = $1',
    [person],
  );
  expect(rejected).toMatchObject({ approval: false, rejected: true, rejection_reason: 'Мэргэжлийн мэдээлэл дутуу' });
  expect(rejected.reviewed_by).not.toBeNull();
});

test('the approved company gets its public page in both languages after the rebuild', async ({ request }) => {
  expect(approved).toBeDefined();
  const { id, name_mn, name_en, logo } = approved!;
  // the page shows the approved logo (itself or its resized variants, whose keys name it)
  const logoStem = logo.slice('/files/'.length).replace(/\.png$/, '');
  await expect
    .poll(
      async () => {
        const [mn, en] = await Promise.all([request.get(`/yp/company/${id}`), request.get(`/en/yp/company/${id}`)]);
        if (mn.status() !== 200 || en.status() !== 200) return false;
        const [mnHtml, enHtml] = [await mn.text(), await en.text()];
        return mnHtml.includes(name_mn) && enHtml.includes(name_en) && mnHtml.includes(logoStem);
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
});

test('a request is mailed at each step: receipt, rejection with its reason, reopened, approved past the duplicate warning', async ({
  page,
  request,
}) => {
  // a wizard request repeating a published company's registration number
  const existing = await row<{ id: number; name_mn: string; registration_number: string }>(
    'select id, name_mn, registration_number from dir_companies where approval and reviewed_at is not null order by id limit 1',
  );
  const sub = await row<{ main_code: string; category_code: string }>(
    "select main_code, category_code from dir_categories where category_code <> '0403' and length(category_code) = 4 limit 1",
  );
  const email = `e2e-journey-${Date.now()}@example.mn`;
  const sent = await request.post('/api/yp/insert/yellow-registration', {
    headers: { Origin: process.env.E2E_BASE_URL!, 'cf-connecting-ip': '10.25.7.1' },
    multipart: {
      registrantName: 'Сарнай',
      registrantPosition: 'Менежер',
      registrantEmail: email,
      registrantPhone: '99001122',
      categories: JSON.stringify([{ mainCategory: sub.main_code, subCategory: sub.category_code }]),
      nameMn: 'Давхар Шалгалт ХХК',
      nameEn: 'Double Check LLC',
      registrationNumber: existing.registration_number,
      image: { name: 'logo.png', mimeType: 'image/png', buffer: tinyPng(40, 40) },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { id } = (await sent.json()) as { id: number };
  const mails = async () => (await withDb((db) => db.query('select subject, text from outbox where "to" = $1 order by id', [email]))).rows;
  expect((await mails()).map((m) => m.subject)).toEqual(['Уул уурхайн лавлах: бүртгүүлэх хүсэлтийг хүлээн авлаа']);

  // the dashboard counts the directory's waiting requests and leads to them
  const admin = await adminPage(page);
  const waiting = async () =>
    Number(
      (
        await row<{ n: string }>(
          'select (select count(*) from dir_companies where reviewed_at is null) + (select count(*) from dir_consultants where reviewed_at is null) as n',
        )
      ).n,
    );
  // other specs add requests meanwhile: the figure is the database's count give or take a few
  const figure = page.getByTestId('stat-directory-requests').locator('.adm-stat__value');
  await expect(figure).toHaveText(/^\d+$/);
  expect(Math.abs(Number(await figure.innerText()) - (await waiting()))).toBeLessThanOrEqual(5);
  await shot(page, 'dashboard-1280');
  await page.getByRole('link', { name: 'Лавлахын хүлээгдэж буй хүсэлт' }).click();
  await expect(page).toHaveURL(/\/admin\/yellow\/request$/);

  // the request warns of the published company it repeats, with a link to its public page
  const mine = page.locator('tbody tr').filter({ hasText: 'Давхар Шалгалт ХХК' });
  await expect(mine).toContainText('Давхцал: 1');
  await mine.getByRole('button', { name: /^Дэлгэрэнгүй/ }).click();
  const detail = page.getByRole('dialog', { name: 'Давхар Шалгалт ХХК', exact: true });
  const warning = detail.getByRole('region', { name: 'Давхцаж болзошгүй бүртгэл' });
  await expect(warning).toContainText(existing.name_mn);
  await expect(warning).toContainText('ижил регистрийн дугаар');
  await expect(warning.getByRole('link', { name: `Нийтийн хуудас: ${existing.name_mn}` })).toHaveAttribute(
    'href',
    `/yp/company/${existing.id}`,
  );
  await shot(page, 'request-duplicate-warning-1280');

  // a rejection needs its reason; the registrant is mailed it
  await detail.getByRole('button', { name: /^Татгалзах/ }).click();
  const reject = page.getByRole('dialog', { name: 'Хүсэлтээс татгалзах: Давхар Шалгалт ХХК' });
  await reject.getByRole('button', { name: 'Татгалзах' }).click();
  await expect(reject.getByTestId('error-reason')).toHaveText('Татгалзах шалтгаанаа бичнэ үү (бүртгүүлэгчид и-мэйлээр илгээгдэнэ)');
  await axe(page, 'the reject dialog');
  await shot(page, 'request-reject-dialog-1280');
  await phoneShot(page, 'request-reject-dialog');
  await reject.getByLabel(/^Татгалзах шалтгаан/).fill('Регистрийн дугаар өөр байгууллагынх байна.');
  await reject.getByRole('button', { name: 'Татгалзах' }).click();
  await success(page, 'Хүсэлтээс татгалзлаа');
  await expect(reject).toBeHidden();
  await expect(detail).toBeHidden();
  await expect.poll(async () => (await mails()).map((m) => m.subject)).toContain('Уул уурхайн лавлах: бүртгүүлэх хүсэлтээс татгалзлаа');
  expect((await mails()).at(-1)!.text).toContain('Шалтгаан: Регистрийн дугаар өөр байгууллагынх байна.');

  // the rejected list: reason, who and when; reopened, it waits again
  await page.getByTestId('request-state').selectOption('rejected');
  const rejected = page.locator('tbody tr').filter({ hasText: 'Давхар Шалгалт ХХК' });
  await expect(rejected).toContainText('Регистрийн дугаар өөр байгууллагынх байна.');
  await expect(rejected).toContainText(admin.email);
  await expect(rejected).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
  await shot(page, 'request-rejected-1280');
  await phoneShot(page, 'request-rejected');
  await rejected.getByRole('button', { name: /^Дахин нээх/ }).click();
  await confirmDialog(page, /^Энэ хүсэлтийг дахин нээж/, 'Дахин нээх');
  await success(page, 'Хүсэлтийг дахин нээлээ');
  await expect(rejected).toHaveCount(0);

  // approving it asks again, listing the duplicate; then the registrant gets the public page's link
  await page.getByTestId('request-state').selectOption('waiting');
  await mine.getByRole('button', { name: /^Зөвшөөрөх/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Энэ хүсэлт доорх бүртгэлтэй давхцаж болзошгүй/ });
  await expect(confirm.getByTestId('duplicates')).toContainText(existing.name_mn);
  await axe(page, 'the duplicate confirmation');
  await shot(page, 'request-duplicate-confirm-1280');
  await phoneShot(page, 'request-duplicate-confirm');
  await confirm.getByRole('button', { name: 'Тийм, зөвшөөрөх' }).click();
  await success(page, 'Хүсэлтийг баталлаа');
  await expect(mine).toHaveCount(0);
  const link = `${process.env.E2E_BASE_URL}/yp/company/${id}`;
  await expect.poll(async () => (await mails()).at(-1)?.subject).toBe('Уул уурхайн лавлах: бүртгэл зөвшөөрөгдлөө');
  expect((await mails()).at(-1)!.text).toContain(link);
  await expect
    .poll(
      async () => {
        const res = await request.get(link);
        return res.status() === 200 && (await res.text()).includes('Давхар Шалгалт ХХК');
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
});

test('company list: filter, search by name, edit contacts, categories, logo and publication', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/yellow/list-company');
  await expect(page.getByTestId('page-size')).toHaveValue('30');
  await expect(page.locator('tbody tr')).toHaveCount(30);

  await page.getByRole('button', { name: 'Шүүлтүүр' }).click();
  const filter = page.getByRole('dialog', { name: 'Шүүлтүүр' });
  await filter.getByRole('radio', { name: /^02 / }).check();
  await filter.getByTestId('filter-sub').selectOption('0203');
  await filter.getByRole('group', { name: 'Нийтлэгдсэн' }).getByRole('radio', { name: 'Тийм' }).check();
  await shot(page, 'list-company-filter-dialog-1280');
  await filter.getByRole('button', { name: 'Шүүх' }).click();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('0203');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('0203');
  await shot(page, 'list-company-filter-1280');

  // a seeded company (sharing the seed's logo file), not the one approved above
  const target = await row<{ id: number; name_mn: string; name_en: string; logo: string }>(
    "select id, name_mn, name_en, logo from dir_companies where approval and reviewed_at is not null and logo <> '' and id <> $1 order by id desc limit 1",
    [approved?.id ?? 0],
  );
  await page.getByTestId('company-search').fill(target.name_en.split(' ').slice(0, 2).join(' ').toLowerCase());
  await page.getByRole('button', { name: 'Хайх' }).click();
  const found = rows.filter({ hasText: target.name_mn });
  await expect(found).toHaveCount(1);
  await found.getByRole('button', { name: /^Засах/ }).click();
  const edit = page.getByRole('dialog', { name: 'Байгууллага засах' });
  await expect(edit.locator('#company-name_mn')).toHaveValue(target.name_mn);

  await edit.getByRole('button', { name: 'Холбоо барих нэмэх' }).click();
  await edit.getByLabel('Холбоо барих төрөл').selectOption('email');
  await edit.getByLabel('Холбоо барих мэдээлэл').fill('e2e-review@example.mn');
  await edit.getByRole('button', { name: 'Ангилал нэмэх' }).click();
  await edit.getByRole('combobox', { name: 'Үндсэн ангилал' }).selectOption('03');
  const sub = await row<{ id: number }>("select id from dir_categories where category_code = '0307'");
  await edit.getByRole('combobox', { name: 'Дэд ангилал' }).selectOption(String(sub.id));
  await edit.locator('#company-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng(60, 60) });
  await expect(edit.getByTestId('logo-preview')).toBeVisible();
  await edit.locator('#company-approval').uncheck();
  await shot(page, 'list-company-edit-1280');
  await edit.getByRole('button', { name: 'Хадгалах' }).click();
  await success(page, 'Амжилттай шинэчлэгдлээ.');
  await expect(edit).toBeHidden();
  const saved = await row<{ logo: string; approval: boolean }>('select logo, approval from dir_companies where id = $1', [target.id]);
  expect(saved.approval).toBe(false);
  expect(saved.logo).toMatch(/^\/files\/directory\/logos\/.+\.png$/);
  // the seed's shared logo file is still served for the other companies that show it
  expect((await page.request.get(target.logo)).status()).toBe(200);
  await expect(found).toContainText('Үгүй');

  // remove the added contact and category again, each after a confirmation
  await found.getByRole('button', { name: /^Засах/ }).click();
  await edit.getByRole('button', { name: 'Устгах: e2e-review@example.mn' }).click();
  await confirmDialog(page, 'e2e-review@example.mn холбоо барих мэдээллийг устгах уу?', 'Тийм, устгах');
  await success(page, 'Амжилттай устгалаа.');
  await expect(edit.getByTestId('contacts')).not.toContainText('e2e-review@example.mn');
  await edit.getByRole('button', { name: 'Устгах: 0307' }).click();
  await confirmDialog(page, /ангиллыг хасах уу\?$/, 'Тийм, устгах');
  await expect(edit.getByTestId('categories')).not.toContainText('0307');
  const left = await row<{ contacts: string; links: string }>(
    `select (select count(*) from dir_contacts where company_id = $1 and contact_value = 'e2e-review@example.mn') as contacts,
            (select count(*) from dir_company_categories where company_id = $1 and category_id = $2) as links`,
    [target.id, sub.id],
  );
  expect(left).toEqual({ contacts: '0', links: '0' });
  // the demo data as the other specs expect it: the company published again
  await row('update dir_companies set approval = true where id = $1', [target.id]);
});

test('consultant list: published filter, search, edit and delete', async ({ page }) => {
  await adminPage(page);
  // a consultant of this test's own: the seeded ones are what the public directory's specs look at
  const person = await row<{ id: number; name_mn: string; name_en: string }>(
    `insert into dir_consultants (name_mn, name_en, profession_mn, profession_en, phone_number, approval, reviewed_at)
     values ('Э2Э ТУРШИЛТ', 'E2E REVIEWER', 'Геологич', 'Geologist', '+976 9900-0000', true, now())
     returning id, name_mn, name_en`,
  );
  await page.goto('/admin/yellow/list-consultant');
  const listed = Number(
    (await row<{ n: string }>('select count(*) as n from dir_consultants where reviewed_at is not null and not rejected')).n,
  );
  await expect(page.getByTestId('total')).toHaveText(`Нийт: ${listed}`);
  await page.getByTestId('consultant-search').fill(person.name_en);
  await page.getByRole('button', { name: 'Хайх' }).click();
  const found = page.locator('tbody tr').filter({ hasText: person.name_mn });
  await expect(found).toHaveCount(1);
  await found.getByRole('button', { name: /^Засах/ }).click();
  const edit = page.getByRole('dialog', { name: 'Зөвлөх засах' });
  await edit.locator('#person-professionMn').fill('Геологич (шалгалт)');
  await edit.locator('#person-approval').uncheck();
  await shot(page, 'list-consultant-edit-1280');
  await edit.getByRole('button', { name: 'Хадгалах' }).click();
  await success(page, 'Амжилттай шинэчлэгдлээ.');

  await page.getByTestId('approval-filter').selectOption('false');
  const hidden = page.locator('tbody tr').filter({ hasText: person.name_mn });
  await expect(hidden).toContainText('Геологич (шалгалт)');
  await shot(page, 'list-consultant-1280');
  await hidden.getByRole('button', { name: /^Засах/ }).click();
  await edit.getByRole('button', { name: 'Зөвлөхийг устгах' }).click();
  await confirmDialog(page, `${person.name_mn} зөвлөхийн мэдээллийг устгах уу?`, 'Тийм, устгах');
  await success(page, 'Амжилттай устгалаа.');
  await expect(hidden).toHaveCount(0);
  expect(await row('select id from dir_consultants where id = $1', [person.id])).toBeUndefined();
});
