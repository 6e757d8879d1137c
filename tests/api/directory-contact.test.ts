import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dirCompanies, dirContacts, outbox } from '@db/schema';
import { DIRECTORY_CONTACT_LIMITS } from '@api/yp/directory/company/contact';
import { waitMessage } from '@i18n/errors-text';
import { messageText } from '@i18n/messages-text';
import { DIRECTORY_CONTACT_MESSAGES as M } from '@shared/directory-contact';
import { createTestApp } from '../helpers/app';

/** Issue 25 §5: a visitor writes to a directory company through its page; the company's address stays on the server. */
let t: Awaited<ReturnType<typeof createTestApp>>;
// 08:10 UTC: the hour's window ends in 50 minutes
const clock = { current: new Date('2026-03-01T08:10:00Z'), now: () => clock.current };
const ids = { published: 0, waiting: 0, rejected: 0, noEmail: 0 };
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;
let sender = 0;

const valid = (extra: Record<string, unknown> = {}) => ({
  company_id: ids.published,
  name: 'Болормаа Батболд',
  organisation: 'Эрдэнэс Монгол ХХК',
  // a sender of its own each time: the tests of other rules stay under the per-e-mail limit
  email: `visitor${++sender}@erdenes.mn`,
  message: 'Өдрийн мэнд,\nТанай тэсэлгээний үйлчилгээний үнийн санал авах боломжтой юу?',
  lang: 'mn',
  ...extra,
});
const send = (body: unknown, headers: Record<string, string> = {}) =>
  t.request('/api/yp/insert/company-message', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextIp(), ...headers },
  });
const mails = async () => (await t.db.select({ n: count() }).from(outbox))[0].n;
const lastMail = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];

beforeAll(async () => {
  t = await createTestApp({ clock });
  const company = (mn: string, en: string, extra: Partial<typeof dirCompanies.$inferInsert> = {}) => ({
    registration_number: '1234567',
    name_mn: `${mn} ХХК`,
    name_en: `${en} LLC`,
    ...extra,
  });
  const rows = await t.db
    .insert(dirCompanies)
    .values([
      company('ТЭСЭЛГЭЭ', 'BLAST', { approval: true, reviewed_at: new Date() }),
      company('ХҮЛЭЭЛГЭ', 'WAITING'),
      company('ТАТГАЛЗСАН', 'REJECTED', { rejected: true, reviewed_at: new Date() }),
      company('ИМЭЙЛГҮЙ', 'NO MAIL', { approval: true, reviewed_at: new Date() }),
    ])
    .returning();
  [ids.published, ids.waiting, ids.rejected, ids.noEmail] = rows.map((r) => r.id);
  await t.db.insert(dirContacts).values([
    { company_id: ids.published, contact_type: 'email', contact_value: 'sales@blast.mn', sequence: 1 },
    { company_id: ids.published, contact_type: 'email', contact_value: 'info@blast.mn', sequence: 0 },
    { company_id: ids.published, contact_type: 'phone', contact_value: '+976 7000-1111', sequence: 0 },
    { company_id: ids.waiting, contact_type: 'email', contact_value: 'wait@x.mn', sequence: 0 },
    { company_id: ids.rejected, contact_type: 'email', contact_value: 'no@x.mn', sequence: 0 },
    { company_id: ids.noEmail, contact_type: 'phone', contact_value: '99112233', sequence: 0 },
  ]);
});
afterAll(() => t.close());

describe('POST /yp/insert/company-message', () => {
  it("queues one mail to the company's first listed address, in the page's language, naming the sender", async () => {
    const before = await mails();
    const res = await send(valid({ email: 'bolormaa@erdenes.mn' }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ message: messageText('mn', M.sent) });
    expect(await mails()).toBe(before + 1);
    const mail = await lastMail();
    expect(mail.to).toBe('info@blast.mn');
    // a reply from the company's mail program goes to the visitor
    expect(mail.reply_to).toBe('bolormaa@erdenes.mn');
    expect(mail.subject).toBe('Уул уурхайн лавлахаар дамжуулсан зурвас: Болормаа Батболд');
    for (const part of ['ТЭСЭЛГЭЭ ХХК', 'Эрдэнэс Монгол ХХК', 'И-мэйл: bolormaa@erdenes.mn', 'үнийн санал', `/yp/company/${ids.published}`])
      expect(mail.text).toContain(part);
    // the visitor's lines stay lines; HTML is escaped
    expect(mail.html).toContain('<p>Өдрийн мэнд,</p><p>Танай тэсэлгээний');

    const en = await send(valid({ lang: 'en', organisation: '', name: 'John <b>Smith</b>', message: 'Do you rent drilling rigs?' }));
    expect(await en.json()).toEqual({ message: messageText('en', M.sent) });
    const english = await lastMail();
    expect(english.subject).toBe('A message through the Mining Directory from John <b>Smith</b>');
    expect(english.text).toContain('BLAST LLC received a message through its page in the Mining Directory');
    expect(english.text).toContain(`/en/yp/company/${ids.published}`);
    expect(english.text).not.toContain('Organisation:');
    expect(english.html).toContain('John &lt;b&gt;Smith&lt;/b&gt;');
  });

  it('refuses bad input with 400, the field and its message in the language asked, and mails nothing', async () => {
    const before = await mails();
    const cases: [Record<string, unknown>, string, keyof typeof M][] = [
      [{ name: '  ' }, 'name', 'name'],
      [{ name: 'x'.repeat(201) }, 'name', 'tooLong'],
      [{ organisation: 'x'.repeat(201) }, 'organisation', 'tooLong'],
      [{ email: '' }, 'email', 'email'],
      [{ email: 'bolormaa@erdenes' }, 'email', 'emailFormat'],
      [{ message: '' }, 'message', 'message'],
      [{ message: ' 123456789 ' }, 'message', 'messageShort'],
      [{ message: 'x'.repeat(2001) }, 'message', 'tooLong'],
      [{ message: 42 }, 'message', 'message'],
      [{ company_id: 'abc' }, 'company_id', 'notFound'],
    ];
    for (const lang of ['mn', 'en'] as const)
      for (const [change, field, key] of cases) {
        const res = await send(valid({ ...change, lang }));
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(await res.json(), JSON.stringify(change)).toMatchObject({ field, message: messageText(lang, M[key]) });
      }
    expect((await send('not json')).status).toBe(400);
    expect(await mails()).toBe(before);
    // 10 and 2000 characters, and no organisation, are fine
    expect((await send(valid({ message: '1234567890', organisation: undefined }))).status).toBe(200);
    expect((await send(valid({ message: 'x'.repeat(2000) }))).status).toBe(200);
  });

  it('answers 404 for a missing, waiting or rejected company and one without an e-mail, and mails nothing', async () => {
    const before = await mails();
    for (const id of [999_999, ids.waiting, ids.rejected, ids.noEmail]) {
      const res = await send(valid({ company_id: id, lang: 'en' }));
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toMatchObject({ message: messageText('en', M.notFound) });
    }
    expect(await mails()).toBe(before);
  });

  it('answers a filled honeypot as sent, and mails nothing', async () => {
    const before = await mails();
    const res = await send(valid({ website: 'http://spam.example' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: messageText('mn', M.sent) });
    expect(await mails()).toBe(before);
  });

  it('is limited per sender e-mail from any address, and per address for any e-mail, with the wait in the language asked', async () => {
    const { perEmail, perIp } = DIRECTORY_CONTACT_LIMITS;
    const before = await mails();
    const email = 'busy@sender.mn';
    for (let i = 0; i < perEmail; i++) expect((await send(valid({ email }))).status).toBe(200);
    const refused = await send(valid({ email: 'BUSY@sender.mn', lang: 'en' }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(await refused.json()).toMatchObject({ message: waitMessage('en', 50 * 60) });

    const office = { 'cf-connecting-ip': '203.0.113.77' };
    for (let i = 0; i < perIp; i++) expect((await send(valid({ email: `person${i}@office.mn` }), office)).status).toBe(200);
    const fromOffice = await send(valid({ email: 'one-more@office.mn' }), office);
    expect(fromOffice.status).toBe(429);
    expect(await fromOffice.json()).toMatchObject({ message: waitMessage('mn', 50 * 60) });
    expect(await mails()).toBe(before + perEmail + perIp);

    // the next window starts afresh
    const later = clock.current;
    clock.current = new Date(later.getTime() + 3600_000);
    try {
      expect((await send(valid({ email }))).status).toBe(200);
    } finally {
      clock.current = later;
    }
  });

  it('sends one mail for one idempotency key: repeated, and 10 at once', async () => {
    const before = await mails();
    const key = crypto.randomUUID();
    const body = valid({ email: 'once@twice.mn' });
    const first = await send(body, { 'idempotency-key': key });
    const again = await send(body, { 'idempotency-key': key });
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([200, 200, 'true']);
    expect(await again.json()).toEqual(await first.json());
    expect(await mails()).toBe(before + 1);

    const raceKey = crypto.randomUUID();
    const race = valid({ email: 'race@click.mn' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(race, { 'idempotency-key': raceKey })));
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(await mails()).toBe(before + 2);
  });

  it('refuses a post from another site (CSRF)', async () => {
    const before = await mails();
    expect((await send(valid(), { origin: 'https://evil.example' })).status).toBe(403);
    expect(await mails()).toBe(before);
  });
});
