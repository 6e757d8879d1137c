import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { withDb } from './helpers';

/**
 * Issue 27 §6 in the browser: an assistant registers two people from one office e-mail, opens the
 * mailed link, changes one of them, and cancels a registration after its confirmation step; the
 * privacy notice the consent box links to.
 */

const TEXT = {
  mn: {
    prefix: '',
    labels: ['Байгууллага', 'Нэр', 'Овог', 'Улс', 'И-мэйл', 'Утасны дугаар'],
    delegate: 'Төлөөлөгч',
    press: 'Хэвлэл мэдээлэл',
    consent: 'нууцлалын мэдэгдэлд заасны дагуу',
    privacy: 'Нууцлалын мэдэгдэл',
    submit: 'Бүртгүүлэх',
    success: 'Баярлалаа! Таны бүртгэл хүлээн авлаа.',
    consentMissing: 'Бүртгүүлэхийн тулд нууцлалын мэдэгдлийг зөвшөөрнө үү.',
    change: 'Өөрчлөх',
    save: 'Өөрчлөлтийг хадгалах',
    changed: 'Таны бүртгэл өөрчлөгдлөө. Танд и-мэйл илгээлээ.',
    duplicate: 'Энэ нэр, и-мэйл хаягаар аль хэдийн бүртгүүлсэн байна. Баярлалаа!',
    back: 'Буцах',
    cancel: 'Бүртгэлээ цуцлах',
    cancelNo: 'Үгүй, үлдээх',
    cancelYes: 'Тийм, цуцлах',
    cancelled: 'Таны бүртгэл цуцлагдлаа. Танд и-мэйл илгээлээ.',
    badLink: 'Энэ холбоос хүчингүй эсвэл бүртгэл цуцлагдсан байна.',
    noLink: 'Энэ хуудас баталгаажуулах и-мэйл дэх холбоосоор нээгдэнэ.',
    privacyTitle: 'Нууцлалын мэдэгдэл: арга хэмжээний бүртгэл',
  },
  en: {
    prefix: '/en',
    labels: ['Company', 'First name', 'Last name', 'Country', 'E-mail', 'Phone number'],
    delegate: 'Delegate',
    press: 'Press',
    consent: 'as the privacy notice describes',
    privacy: 'Privacy notice',
    submit: 'Register',
    success: 'Thank you! Your registration was received.',
    consentMissing: 'Please agree to the privacy notice to register.',
    change: 'Change',
    save: 'Save the changes',
    changed: 'Your registration was changed. We sent you an e-mail.',
    duplicate: 'Someone with this name and e-mail address is already registered. Thank you!',
    back: 'Back',
    cancel: 'Cancel my registration',
    cancelNo: 'No, keep it',
    cancelYes: 'Yes, cancel it',
    cancelled: 'Your registration was cancelled. We sent you an e-mail.',
    badLink: 'This link is not valid, or the registration was cancelled.',
    noLink: 'This page opens from the link in your confirmation e-mail.',
    privacyTitle: 'Privacy notice: event registration',
  },
} as const;
type Lang = keyof typeof TEXT;

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-office/${name}.png`, fullPage: true });
const mailsTo = (to: string) =>
  withDb(
    async (db) =>
      (await db.query('select subject, text from outbox where "to" = $1 order by id', [to])).rows as { subject: string; text: string }[],
  );
const linkIn = (text: string) => /(https?:\/\/[^\s]+\/mw\/registration#token=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
/** Serious or critical axe findings of the page as it is now. */
async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}
/** The manage link as a path on the e2e server (the mail names the configured public URL). */
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

async function fillPerson(page: Page, lang: Lang, person: { first: string; last: string; email: string; type: 'delegate' | 'press' }) {
  const x = TEXT[lang];
  const values = ['Оюу Толгой ХХК', person.first, person.last, lang === 'en' ? 'Mongolia' : 'Монгол', person.email, '+976 7011 2233'];
  for (const [i, label] of x.labels.entries()) await page.getByLabel(label).fill(values[i]);
  await page.getByLabel(x[person.type], { exact: true }).check();
}

for (const lang of ['mn', 'en'] as const) {
  test(`${lang}: two people from one e-mail, the mailed link changes one and cancels the other`, async ({ page }) => {
    const x = TEXT[lang];
    const office = `office-${lang}-${Date.now().toString(36)}@example.mn`;
    await page.goto(`${x.prefix}/mw/register`);
    const form = page.locator('form.event-register');

    // the consent box is required: without it nothing is sent
    await fillPerson(page, lang, { first: 'Сарнай', last: 'Дорж', email: office, type: 'delegate' });
    await form.getByRole('button', { name: x.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(x.consentMissing);
    await expect(form.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    // it links the privacy notice (a new tab)
    await expect(form.getByRole('link', { name: x.privacy })).toHaveAttribute('href', `${x.prefix}/mw/privacy`);

    // first person
    await page.getByLabel(x.consent).check();
    await form.getByRole('button', { name: x.submit }).click();
    await expect(page.getByTestId('register-success')).toContainText(x.success);
    // a colleague from the same e-mail
    await fillPerson(page, lang, { first: 'Ганзориг', last: 'Бат', email: office, type: 'press' });
    await page.getByLabel(x.consent).check();
    await form.getByRole('button', { name: x.submit }).click();
    await expect(page.getByTestId('register-success')).toContainText(x.success);
    // the banner of the first stays for 10 s: the rows tell when the second is stored
    const stored = () =>
      withDb(
        async (db) =>
          (
            await db.query(
              'select first_name, attendee_type, consent_at is not null as consent from event_registrations where email = $1 order by id',
              [office],
            )
          ).rows,
      );
    await expect.poll(stored).toEqual([
      { first_name: 'Сарнай', attendee_type: 'delegate', consent: true },
      { first_name: 'Ганзориг', attendee_type: 'press', consent: true },
    ]);

    // the mails: one each, each with its own link
    await expect.poll(async () => (await mailsTo(office)).length).toBe(2);
    const [first, second] = (await mailsTo(office)).map((m) => linkIn(m.text));
    expect(first).toContain(`${x.prefix}/mw/registration#token=`);
    expect(second).not.toBe(first);

    // open the second person's link and change them
    await page.goto(pathOf(second));
    const manage = page.locator('.manage-registration');
    await expect(manage.getByRole('heading', { name: 'Ганзориг Бат' })).toBeVisible();
    await expect(manage).toContainText(x.press);
    await manage.getByRole('button', { name: x.change }).click();
    await expect(page.getByLabel(x.labels[1])).toHaveValue('Ганзориг');
    // to a person already registered: refused
    await page.getByLabel(x.labels[1]).fill('сарнай');
    await page.getByLabel(x.labels[2]).fill('ДОРЖ');
    await manage.getByRole('button', { name: x.save }).click();
    await expect(manage.getByRole('alert')).toHaveText(x.duplicate);
    // a real change
    await page.getByLabel(x.labels[1]).fill('Ганзориг');
    await page.getByLabel(x.labels[2]).fill('Батбаяр');
    await page.getByLabel(x.delegate, { exact: true }).check();
    await manage.getByRole('button', { name: x.save }).click();
    await expect(page.getByTestId('manage-notice')).toHaveText(x.changed);
    await expect(manage.getByRole('heading', { name: 'Ганзориг Батбаяр' })).toBeVisible();
    await expect(manage).toContainText(x.delegate);
    const changed = await withDb((db) =>
      db.query('select last_name, attendee_type from event_registrations where email = $1 order by id', [office]),
    );
    expect(changed.rows).toEqual([
      { last_name: 'Дорж', attendee_type: 'delegate' },
      { last_name: 'Батбаяр', attendee_type: 'delegate' },
    ]);
    await expect.poll(async () => (await mailsTo(office)).length).toBe(3);

    // cancel the first person: a confirmation step first ("no" keeps it)
    await page.goto('about:blank');
    await page.goto(pathOf(first));
    await expect(manage.getByRole('heading', { name: 'Сарнай Дорж' })).toBeVisible();
    await manage.getByRole('button', { name: x.cancel }).click();
    await expect(manage.getByRole('group')).toContainText('Сарнай Дорж');
    await manage.getByRole('button', { name: x.cancelNo }).click();
    await expect(manage.getByRole('button', { name: x.cancel })).toBeVisible();
    expect((await withDb((db) => db.query('select id from event_registrations where email = $1', [office]))).rows).toHaveLength(2);
    await manage.getByRole('button', { name: x.cancel }).click();
    await manage.getByRole('button', { name: x.cancelYes }).click();
    await expect(manage.getByRole('status')).toHaveText(x.cancelled);
    const left = await withDb((db) => db.query('select first_name from event_registrations where email = $1', [office]));
    expect(left.rows).toEqual([{ first_name: 'Ганзориг' }]);
    await expect.poll(async () => (await mailsTo(office)).length).toBe(4);

    // the cancelled link now opens nothing; a page without a link says where the link is
    await page.goto('about:blank');
    await page.goto(pathOf(first));
    await expect(manage.getByRole('alert')).toContainText(x.badLink);
    await page.goto(`${x.prefix}/mw/registration`);
    await expect(manage.getByRole('alert')).toContainText(x.noLink);
  });
}

for (const lang of ['mn', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`screenshots ${lang} at ${width}: the form, the manage page (view, change, cancel), the privacy notice`, async ({ page }) => {
      const x = TEXT[lang];
      await page.setViewportSize({ width, height: 900 });
      const noScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto(`${x.prefix}/mw/register`);
      const form = page.locator('form.event-register');
      await form.getByRole('button', { name: x.submit }).click();
      await noScroll();
      expect(await axe(page)).toEqual([]);
      await shot(page, `form-${lang}-${width}-empty`);
      const email = `shots-${lang}-${width}-${Date.now().toString(36)}@example.mn`;
      await fillPerson(page, lang, { first: 'Сарнай', last: 'Дорж', email, type: 'delegate' });
      await page.getByLabel(x.consent).check();
      await shot(page, `form-${lang}-${width}-filled`);
      await form.getByRole('button', { name: x.submit }).click();
      await expect(page.getByTestId('register-success')).toContainText(x.success);
      await shot(page, `form-${lang}-${width}-success`);

      await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
      await page.goto(pathOf(linkIn((await mailsTo(email))[0].text)));
      const manage = page.locator('.manage-registration');
      await expect(manage.getByRole('heading', { name: 'Сарнай Дорж' })).toBeVisible();
      await noScroll();
      expect(await axe(page)).toEqual([]);
      await shot(page, `manage-${lang}-${width}-view`);
      await manage.getByRole('button', { name: x.change }).click();
      expect(await axe(page)).toEqual([]);
      await shot(page, `manage-${lang}-${width}-edit`);
      await manage.getByRole('button', { name: x.back }).click();
      await manage.getByRole('button', { name: x.cancel }).click();
      await noScroll();
      expect(await axe(page)).toEqual([]);
      await shot(page, `manage-${lang}-${width}-confirm-cancel`);

      await page.goto(`${x.prefix}/mw/privacy`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.privacyTitle);
      await noScroll();
      expect(await axe(page)).toEqual([]);
      await shot(page, `privacy-${lang}-${width}`);
    });
  }
}

test('the manage page is never indexed; the privacy notice is in the sitemap with its twin', async ({ page, request }) => {
  await page.goto('/mw/registration');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/mw/registration');
  expect(sitemap).toMatch(/[^n]\/mw\/privacy</); // the Mongolian one (not only /en/…)
  expect(sitemap).toMatch(/\/en\/mw\/privacy</);
});

test('the event footer links the privacy notice', async ({ page }) => {
  await page.goto('/en/mw');
  await page.locator('footer').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/en\/mw\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.privacyTitle);
});
