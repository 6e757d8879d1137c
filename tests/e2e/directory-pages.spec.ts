import { expect, test, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { createAdmin, e2e, signIn, withDb } from './helpers';
import { formatDate, isoDay } from '@shared/dates';

/** The directory home, company pages and contact page (`/yp`), both languages. */
const SHOTS = '/tmp/shots-company';
mkdirSync(SHOTS, { recursive: true });
const prefix = { mn: '', en: '/en' } as const;
const noInfo = { mn: 'Мэдээлэл байхгүй байна.', en: 'No information available.' } as const;
const MAP_HOST = 'www.openstreetmap.org';

async function axe(page: Page, where: string, failures: string[]) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
    failures.push(`${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 2)}`);
}

async function shots(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The contrast of an element's text on the navy hero (its lighter stop, --navy-800): axe leaves text
 * over a gradient as "incomplete", so the ratio is worked out here (WCAG relative luminance).
 */
const contrastOnNavy = (el: Element) => {
  const probe = document.createElement('div');
  probe.style.color = 'var(--navy-800)';
  document.body.append(probe);
  const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const back = rgba(getComputedStyle(probe).color);
  probe.remove();
  const [r, g, b, a = 1] = rgba(getComputedStyle(el).color);
  const text = [r, g, b].map((v, i) => v * a + back[i] * (1 - a));
  const lum = (c: number[]) =>
    c
      .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [hi, lo] = [lum(text), lum(back.slice(0, 3))].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const ldOf = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s) as Record<string, unknown>);

test('/yp home in both languages: the search island, the four main categories, the latest news, the call to register', async ({ page }) => {
  const [mains, news] = await withDb(async (db) => [
    (await db.query('select code, name_mn, name_en from dir_main_categories order by code')).rows as Record<string, string>[],
    (await db.query(`select id, title, title_en from news where news_status and title <> '' order by created_at desc, id desc limit 6`))
      .rows as { id: number; title: string }[],
  ]);
  const failures: string[] = [];
  for (const lang of ['mn', 'en'] as const) {
    const res = await page.goto(`${prefix[lang]}/yp`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Mining Directory' : 'Уул уурхайн лавлах');
    await expect(page.locator('astro-island [role="tablist"] [role="tab"]')).toHaveText(
      lang === 'en' ? ['Company', 'Consultant'] : [/Байгууллага/, /Зөвлөх/],
    );
    const cards = page.locator('.categories .category');
    await expect(cards).toHaveText(mains.map((m) => new RegExp(`${m.code}\\s*${lang === 'en' ? m.name_en : m.name_mn}`)));
    // the cards link to the category pages once those exist; never to a missing page
    for (const [i, m] of mains.entries()) {
      const href = await cards.nth(i).getAttribute('href');
      if (href) expect(href).toBe(`${prefix[lang]}/yp/category/${m.code}`);
    }
    const newsCards = page.locator('.news .news-card');
    await expect(newsCards).toHaveCount(6);
    if (lang === 'mn') {
      await expect(newsCards.locator('.title')).toHaveText(news.map((n) => n.title));
      await expect(newsCards.first().locator('.title a')).toHaveAttribute('href', `/mm/detail/${news[0].id}`);
    } else await expect(newsCards.first().locator('.title a')).toHaveAttribute('href', /^\/en\/mm\/detail\/\d+$/);
    await expect(page.locator('.register a.button')).toHaveAttribute('href', `${prefix[lang]}/yp/register`);
    await axe(page, `${lang} /yp`, failures);
    await shots(page, `${lang}-yp`);
    // the search's count and "no results" on the navy hero: readable (AA 4.5:1)
    const term = page.locator('#directory-term-home');
    await term.fill(lang === 'en' ? 'Erdenet' : 'Эрдэнэт');
    await term.press('Enter');
    await expect(page.locator('.dsearch-count')).toBeVisible();
    expect(await page.locator('.dsearch-count').evaluate(contrastOnNavy)).toBeGreaterThanOrEqual(4.5);
    await axe(page, `${lang} /yp search results`, failures);
    await term.fill(lang === 'en' ? 'Qqqqzzzz' : 'Жжжжщщщщ');
    await term.press('Enter');
    await expect(page.locator('.dsearch-empty')).toBeVisible();
    expect(await page.locator('.dsearch-empty').evaluate(contrastOnNavy)).toBeGreaterThanOrEqual(4.5);
    await axe(page, `${lang} /yp no results`, failures);
    await shots(page, `${lang}-yp-no-results`);
  }
  expect(failures).toEqual([]);
});

test('a company page in both languages: details, links, JSON-LD Organization, og tags, the twin; empty parts say so; waiting companies have none', async ({
  page,
  request,
}) => {
  const { full, sparse, waiting } = await withDb(async (db) => {
    const pick = async (where: string) =>
      (await db.query(`select c.* from dir_companies c where ${where} order by c.id limit 1`)).rows[0] as Record<string, string | number>;
    const has = (type: string) => `exists (select 1 from dir_contacts k where k.company_id = c.id and k.contact_type = '${type}')`;
    return {
      full: await pick(`approval and logo <> '' and about_en <> '' and ${has('fax')} and ${has('website')}`),
      sparse: await pick(`approval and not ${has('fax')} and not ${has('website')}`),
      waiting: await pick('not approval and reviewed_at is null'),
    };
  });
  const contacts = await withDb(
    async (db) =>
      (await db.query('select contact_type, contact_value from dir_contacts where company_id = $1 order by sequence, id', [full.id]))
        .rows as { contact_type: string; contact_value: string }[],
  );
  const failures: string[] = [];
  for (const lang of ['mn', 'en'] as const) {
    const url = `${prefix[lang]}/yp/company/${full.id}`;
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    const name = String(lang === 'en' ? full.name_en : full.name_mn);
    await expect(page.locator('h1')).toHaveText(name);
    await expect(page.locator('.logo img')).toHaveAttribute('alt', new RegExp(name.slice(0, 10)));
    const main = page.locator('main');
    for (const c of contacts) {
      if (c.contact_type === 'email') await expect(main.locator(`a[href="mailto:${c.contact_value}"]`)).toBeVisible();
      if (c.contact_type === 'phone') await expect(main.locator(`a[href="tel:${c.contact_value.replace(/[^\d+]/g, '')}"]`)).toBeVisible();
      if (c.contact_type === 'fax') await expect(main).toContainText(c.contact_value);
      if (c.contact_type === 'website') await expect(main.locator(`a[href="${c.contact_value}"]`)).toHaveAttribute('rel', /noopener/);
    }
    await expect(main.locator('address')).toHaveText(String(lang === 'en' ? full.address_en : full.address_mn));
    await expect(main.locator('.about .text')).toContainText(String(lang === 'en' ? full.about_en : full.about_mn).slice(0, 40));
    await expect(main.locator('.categories li').first()).not.toBeEmpty();
    await expect(main).not.toContainText(noInfo[lang]);
    // when the entry was last changed, as a day in Ulaanbaatar
    const updated = new Date(full.updated_at);
    await expect(main.locator('.updated time')).toHaveAttribute('datetime', isoDay(updated));
    await expect(main.locator('.updated')).toHaveText(
      `${lang === 'en' ? 'Last updated' : 'Сүүлд шинэчилсэн'} ${formatDate(updated, lang)}`,
    );

    const org = (await ldOf(page)).find((d) => d['@type'] === 'Organization')!;
    expect(org).toMatchObject({ name, logo: expect.stringContaining(String(full.logo)) });
    expect(org.sameAs).toEqual(contacts.filter((c) => c.contact_type === 'website').map((c) => c.contact_value));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', name);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${url}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${full.logo}$`));
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang === 'en' ? 'mn' : 'en'}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${lang === 'en' ? '' : '/en'}/yp/company/${full.id}$`),
    );
    await axe(page, url, failures);
    await shots(page, `${lang}-yp-company`);

    await page.goto(`${prefix[lang]}/yp/company/${sparse.id}`);
    const rows = page.locator('main dl > div');
    for (const label of lang === 'en' ? ['Fax', 'Website'] : ['Факс', 'Вэб сайт'])
      await expect(rows.filter({ has: page.locator('dt', { hasText: label }) }).locator('dd')).toHaveText(noInfo[lang]);
  }
  await shots(page, 'en-yp-company-sparse');

  const xml = await (await request.get('/sitemap.xml')).text();
  for (const url of [`/yp/company/${full.id}`, `/en/yp/company/${full.id}`]) expect(xml).toContain(`${url}</loc>`);
  expect(xml).not.toContain(`/yp/company/${waiting.id}</loc>`);
  expect((await request.get(`/yp/company/${waiting.id}`)).status()).toBe(404);
  // a missing directory address: the directory's own not-found page, in the address's language
  for (const lang of ['mn', 'en'] as const) {
    await page.goto(`${prefix[lang]}/yp`);
    const siteName = await page.locator('meta[property="og:site_name"]').getAttribute('content');
    const res = await page.goto(`${prefix[lang]}/yp/company/${waiting.id}`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', siteName!);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page
      .locator('main')
      .getByRole('link', { name: lang === 'en' ? 'Back to the home page' : 'Нүүр хуудас руу буцах' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix[lang]}/yp$`));
  }
  expect(failures).toEqual([]);
});

test('/yp/contact: phone, e-mail, address, hours; the map host is asked only after the click', async ({ page }) => {
  await page.route(`https://${MAP_HOST}/**`, (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
  );
  const mapRequests: string[] = [];
  page.on('request', (r) => new URL(r.url()).host === MAP_HOST && mapRequests.push(r.url()));
  const failures: string[] = [];
  for (const lang of ['mn', 'en'] as const) {
    await page.goto(`${prefix[lang]}/yp/contact`, { waitUntil: 'load' });
    const details = page.locator('main address');
    await expect(details.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(details.locator('a[href="mailto:info@mining-assoc.mn"]')).toBeVisible();
    await expect(details).toContainText(lang === 'en' ? 'Monday to Friday 09:00 to 18:00' : 'Даваа–Баасан 09:00–18:00');
    await expect(details).toContainText(lang === 'en' ? 'Chinggis Avenue' : 'Чингисийн');
    await axe(page, `${lang} /yp/contact`, failures);
    await shots(page, `${lang}-yp-contact`);
  }
  expect(mapRequests).toEqual([]);
  await expect(page.locator('main iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('main iframe')).toHaveAttribute('title', 'Map of the association office');
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  await shots(page, 'en-yp-contact-map');
  expect(failures).toEqual([]);
});

/** The part of a built page between an element that opens with `start` and its `</section>` (the contact card). */
const sectionOf = (html: string, start: string) => {
  const at = html.indexOf(start);
  return at < 0 ? '' : html.slice(at, html.indexOf('</section>', at));
};

test("a company's contact form: errors, sent to the company's first address in the visitor's language; the address never in the form; no form without an e-mail", async ({
  page,
  request,
}) => {
  const company = await withDb(
    async (db) =>
      (
        await db.query(
          `select c.id, c.name_mn, c.name_en,
             (select k.contact_value from dir_contacts k where k.company_id = c.id and k.contact_type = 'email' order by k.sequence, k.id limit 1) as email
           from dir_companies c where c.approval and exists (select 1 from dir_contacts k where k.company_id = c.id and k.contact_type = 'email')
           order by c.id limit 1`,
        )
      ).rows[0] as { id: number; name_mn: string; name_en: string; email: string },
  );
  const mailTo = (from: string) =>
    withDb(async (db) => (await db.query('select "to", subject, text from outbox where text like $1', [`%${from}%`])).rows);
  const failures: string[] = [];
  for (const lang of ['mn', 'en'] as const) {
    const url = `${prefix[lang]}/yp/company/${company.id}`;
    // the built page lists the address as a contact (spec), but the form and its island's props never carry it
    const html = await (await request.get(url)).text();
    expect(html).toContain(`mailto:${company.email}`);
    const card = sectionOf(html, '<section class="card panel" aria-labelledby="contact-form-title"');
    expect(card).toContain('company-contact');
    expect(card).not.toContain(company.email);

    await page.goto(url);
    const form = page.locator('form.company-contact');
    const send = form.getByRole('button', { name: lang === 'en' ? 'Send message' : 'Зурвас илгээх' });
    await expect(send).toBeEnabled();
    await form.scrollIntoViewIfNeeded();
    await axe(page, `${url} contact form`, failures);
    await shots(page, `${lang}-yp-company-contact-empty`);

    await send.click();
    const name = form.getByLabel(lang === 'en' ? 'Your name' : 'Таны нэр');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.error')).toHaveText(
      lang === 'en'
        ? ['Please enter your name.', 'Please enter your e-mail address, so the company can answer you.', 'Please write your message.']
        : ['Нэрээ оруулна уу.', 'Байгууллага танд хариу өгөхийн тулд и-мэйл хаягаа оруулна уу.', 'Зурвасаа бичнэ үү.'],
    );
    await axe(page, `${url} contact form errors`, failures);
    await shots(page, `${lang}-yp-company-contact-errors`);

    const from = `e2e-contact-${lang}-${Date.now()}@example.mn`;
    await name.fill(lang === 'en' ? 'John Smith' : 'Болормаа');
    await form.getByLabel(lang === 'en' ? 'Organisation (optional)' : 'Байгууллага (заавал биш)').fill('Erdenes LLC');
    await form.getByLabel(lang === 'en' ? 'Your e-mail' : 'Таны и-мэйл').fill(from);
    await form.getByLabel(lang === 'en' ? /^Message/ : /^Зурвас/).fill('Please send us a price offer for drilling services.');
    await send.dblclick();
    const sent = page.locator('.company-contact__sent');
    await expect(sent.getByRole('heading')).toHaveText(lang === 'en' ? 'Message sent' : 'Зурвас илгээгдлээ');
    await expect(sent.getByRole('heading')).toBeFocused();
    await axe(page, `${url} contact form sent`, failures);
    await shots(page, `${lang}-yp-company-contact-sent`);
    // one mail (a double click sends once), to the company's first address, in the page's language
    const mails = await mailTo(from);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: company.email });
    expect(mails[0].subject).toContain(
      lang === 'en' ? 'A message through the Mining Directory' : 'Уул уурхайн лавлахаар дамжуулсан зурвас',
    );
    expect(mails[0].text).toContain(lang === 'en' ? company.name_en : company.name_mn);
  }
  expect(failures).toEqual([]);

  // a company without an e-mail (a seeded one, not another spec's approval): its rebuilt pages have no form
  await signIn(request, await createAdmin());
  const last = await withDb(
    async (db) =>
      (
        await db.query(
          `select c.id, array_agg(k.id) as contacts from dir_companies c join dir_contacts k on k.company_id = c.id and k.contact_type = 'email'
           where c.approval and c.reviewed_by is null group by c.id order by c.id desc limit 1`,
        )
      ).rows[0] as { id: number; contacts: number[] },
  );
  for (const id of last.contacts) {
    const res = await request.delete(`/api/yp/yellow-page/delete/contact?id=${id}`, { headers: { Origin: e2e.baseURL } });
    expect(res.status()).toBe(200);
  }
  await expect
    .poll(async () => (await request.get(`/en/yp/company/${last.id}`)).text(), { timeout: 90_000, intervals: [500] })
    .not.toContain('contact-form-title');
  for (const lang of ['mn', 'en'] as const) {
    await page.goto(`${prefix[lang]}/yp/company/${last.id}`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('form.company-contact, #contact-form-title')).toHaveCount(0);
  }
});

test('/yp/category/01 opens on its results: the first result within the first screen at 1280x900 and 390x844; banners never upscaled', async ({
  page,
}) => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const lang of ['mn', 'en'] as const) {
      await page.goto(`${prefix[lang]}/yp/category/01`);
      const first = await page.locator('.dsearch-results li').first().boundingBox();
      expect(first, `${lang} ${width}`).not.toBeNull();
      // the whole first result shows without scrolling
      expect(first!.y + first!.height, `${lang} ${width}: first result ends at`).toBeLessThanOrEqual(height);
      const banners = await page
        .locator('.dir-banners img')
        .evaluateAll((imgs) => imgs.map((i) => ({ shown: i.getBoundingClientRect().width, own: Number(i.getAttribute('width')) })));
      expect(banners.length).toBeGreaterThan(0);
      for (const b of banners) expect(b.shown, `${lang} ${width}: a banner's width`).toBeLessThanOrEqual(b.own);
      // the first screen: what a visitor sees before scrolling
      await page.screenshot({ path: `${SHOTS}/${lang}-yp-category-01-${width}.png` });
    }
  }
});
