import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, eventDates, eventRegistrations, outbox, rateLimits } from '@db/schema';
import { DAYS_2025, EDITION_2025, EVENT_LANGUAGE_ID } from '@shared/event';
import { waitMessage } from '@i18n/errors-text';
import { REGISTRATION_LIMITS } from '@api/mw/event/registrations/routes';
import { REGISTRATION_MESSAGES as M } from '@shared/event-registration';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { seedEventRegistrations } from '@db/seed/event/registrations';
import { messageText } from '@i18n/messages-text';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = { cookie: '', adminId: 0 };
let user = '';
let ip = 0;

const VALID = {
  company: 'Эрдэнэс Монгол ХХК',
  first_name: 'Болормаа',
  last_name: 'Батболд',
  country: 'Монгол',
  email: 'bolormaa@erdenes.mn',
  phone_number: '+976 9911 2233',
  attendee_type: 'visitor',
};
/** Posts the public form; an object body carries the consent box ticked unless it says otherwise. */
const post = (body: unknown, opts: { ip?: string; cookie?: string; query?: string; type?: string } = {}) =>
  t.request(`/api/mw/insert/registration${opts.query ?? ''}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(Array.isArray(body) ? body : { consent: true, ...(body as object) }),
    headers: {
      'content-type': opts.type ?? 'application/json',
      'cf-connecting-ip': opts.ip ?? `10.1.0.${++ip}`,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
  });
const stored = async () => (await t.db.select({ n: count() }).from(eventRegistrations))[0].n;
const get = (path: string, cookie?: string) => t.request(`/api/mw${path}`, { headers: cookie ? { cookie } : {} });

/** The VEVENTs of an iCalendar text as maps of property name (parameters kept) to value. */
function veventsOf(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return events;
}
/** "20250911T010000Z" as a Date. */
const utcOf = (v: string) => new Date(v.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
const ubTime = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Asia/Ulaanbaatar' });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 2);
  user = (await signIn(t, 3)).cookie;
});
beforeEach(async () => {
  await t.db.delete(eventRegistrations);
  await t.db.delete(outbox);
  await t.db.delete(rateLimits);
});
afterAll(() => t.close());

describe('POST /insert/registration', () => {
  it('stores a trimmed registration for event 3 and answers in the language sent', async () => {
    const res = await post({ ...VALID, first_name: '  Болормаа ', lang: 'en', event_id: 1, added_by: 5, id: 99 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: messageText('en', M.sent), mail_sent: true });
    const [row] = await t.db.select().from(eventRegistrations);
    expect(row).toMatchObject({ ...VALID, event_id: 3, lang: 'en', added_by: null });
    expect(row.id).not.toBe(99);
    expect((await (await post({ ...VALID, email: 'x@y.mn' }, { query: '?lang=en' })).json()).message).toBe(messageText('en', M.sent));
    expect((await (await post({ ...VALID, email: 'z@y.mn' })).json()).message).toBe(messageText('mn', M.sent));
  });

  it('mails the confirmation in the registrant language with the whole edition as a valid .ics', async () => {
    await post({ ...VALID, lang: 'en' });
    await post({ ...VALID, email: 'dorj@mak.mn' });
    const mails = await t.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((m) => m.to)).toEqual([VALID.email, 'dorj@mak.mn']);
    expect(mails[0].subject).toBe('Mining Week: your registration is confirmed');
    // all four days the agenda and the gallery show, the mine site visit (14 September) too
    expect(mails[0].text).toContain('11–14 September 2025');
    expect(mails[1].text).toContain('9-р сарын 11–14');
    expect(mails[1].subject).toBe('Mining Week: бүртгэл баталгаажлаа');
    expect(mails[1].text).toContain('Болормаа Батболд');
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments;
      expect(file.filename).toBe('mining-week-2025.ics');
      expect(file.contentType).toMatch(/^text\/calendar/);
      expect(file.content).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0/);
      expect(file.content.trimEnd()).toMatch(/END:VCALENDAR$/);
      const events = veventsOf(file.content);
      expect(events).toHaveLength(4);
      // 09:00-18:00 each day in Ulaanbaatar, written in UTC
      const days = ['2025-09-11', '2025-09-12', '2025-09-13', '2025-09-14'];
      expect(events.map((e) => ubTime(utcOf(e.DTSTART)))).toEqual(days.map((d) => `${d} 09:00:00`));
      expect(events.map((e) => ubTime(utcOf(e.DTEND)))).toEqual(days.map((d) => `${d} 18:00:00`));
      expect(new Set(events.map((e) => e.UID)).size).toBe(4);
    }
    expect(veventsOf(mails[1].attachments[0].content)[0].LOCATION).toContain('Шангри-Ла');
    expect(veventsOf(mails[0].attachments[0].content)[3].SUMMARY).toBe('Mining Week — Mine site visit');
    expect(veventsOf(mails[1].attachments[0].content)[3].SUMMARY).toBe('Mining Week — Уурхайн аялал');
  });

  it('gives the spec message for any empty field, in both languages, marking every empty field; nothing stored', async () => {
    for (const field of Object.keys(VALID)) {
      for (const lang of ['mn', 'en'] as const) {
        // a new e-mail each time: every attempt counts against its e-mail's limit
        const res = await post({ ...VALID, email: `${field}.${lang}@mail.mn`, [field]: '   ', lang });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ message: messageText(lang, M.required), field });
      }
    }
    const res = await post({ company: 'A', lang: 'en' });
    const json = (await res.json()) as { message: string; issues: { path: string }[] };
    expect(json.message).toBe(messageText('en', M.required));
    expect(json.issues.map((i) => i.path)).toEqual(['first_name', 'last_name', 'country', 'email', 'phone_number', 'attendee_type']);
    expect((await post({ ...VALID, email: { $ne: '' } })).status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it('rejects malformed bodies, a bad e-mail and over-long text; nothing stored', async () => {
    expect((await post('{"company": ', {})).status).toBe(400);
    expect((await post('[1,2]')).status).toBe(400);
    expect((await post(VALID, { type: 'text/plain' })).status).toBe(415);
    for (const email of ['not-an-email', 'a@b', 'a b@c.mn', 'x@y.c']) {
      const res = await post({ ...VALID, email, lang: 'en' });
      expect(res.status, email).toBe(400);
      expect(await res.json()).toMatchObject({ message: messageText('en', M.emailFormat), field: 'email' });
    }
    const long = await post({ ...VALID, company: 'x'.repeat(201) });
    expect(await long.json()).toMatchObject({ message: messageText('mn', M.tooLong), field: 'company' });
    expect(await stored()).toBe(0);
  });

  it('answers 409 kindly for a person (e-mail and name) registered before (any case), stores nothing twice', async () => {
    expect((await post(VALID)).status).toBe(200);
    const again = await post({ ...VALID, email: ' BOLORMAA@Erdenes.MN ', last_name: 'БАТБОЛД', lang: 'en' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: messageText('en', M.duplicate), field: 'email' });
    expect(await stored()).toBe(1);
    expect(await t.db.$count(outbox)).toBe(1);
  });

  it('lets exactly one of concurrent requests for one person win', async () => {
    const answers = await Promise.all([
      post(VALID),
      post(VALID),
      post({ ...VALID, email: VALID.email.toUpperCase(), first_name: 'болормаа' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stored()).toBe(1);
  });

  it('limits attempts per person (whatever the address), with Retry-After and the wait in the message', async () => {
    for (let i = 0; i < REGISTRATION_LIMITS.perPerson; i++) expect((await post(VALID)).status).toBe(i === 0 ? 200 : 409);
    const res = await post({ ...VALID, lang: 'en' });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const json = (await res.json()) as { message: string; retry_after: number };
    expect(json.message).toBe(waitMessage('en', retryAfter));
    expect(json.retry_after).toBe(retryAfter);
    // another person, from the same e-mail or another, is not held back
    expect((await post({ ...VALID, first_name: 'Ганзориг' })).status).toBe(200);
    expect((await post({ ...VALID, email: 'other@erdenes.mn' })).status).toBe(200);
  });

  it('lets one office register many people from one address, up to the generous per-address ceiling', async () => {
    const office = '203.0.113.7';
    for (let i = 0; i < REGISTRATION_LIMITS.perIp; i++) {
      const res = await post({ ...VALID, email: `staff${i}@oyutolgoi.mn` }, { ip: office });
      expect(res.status, `registration ${i + 1}`).toBe(200);
    }
    expect(await stored()).toBe(REGISTRATION_LIMITS.perIp);
    const over = await post({ ...VALID, email: 'one-more@oyutolgoi.mn' }, { ip: office });
    expect(over.status).toBe(429);
    expect((await post({ ...VALID, email: 'one-more@oyutolgoi.mn' }, { ip: '203.0.113.8' })).status).toBe(200);
  }, 60_000);

  it('records the admin who adds a registrant by hand and does not rate-limit them', async () => {
    const res = await post(VALID, { cookie: admin.cookie, ip: '198.51.100.1' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(eventRegistrations);
    expect(row.added_by).toBe(admin.adminId);
    for (let i = 0; i < REGISTRATION_LIMITS.perPerson + 2; i++) expect((await post(VALID, { cookie: admin.cookie })).status).toBe(409);
    // a read-only account is a visitor here: no added_by, limited
    await post({ ...VALID, email: 'viewer@mail.mn' }, { cookie: user });
    const [viewer] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, 'viewer@mail.mn'));
    expect(viewer.added_by).toBeNull();
  });

  it('keeps the registration when the confirmation mail cannot be sent', async () => {
    const logs: Record<string, unknown>[] = [];
    const failing = await createTestApp({
      mailer: { send: async () => Promise.reject(new Error('smtp down')) },
      log: (e) => void logs.push(e),
    });
    try {
      const res = await failing.request('/api/mw/insert/registration', {
        method: 'POST',
        body: JSON.stringify({ ...VALID, consent: true }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: messageText('mn', M.sent), mail_sent: false });
      expect(await failing.db.$count(eventRegistrations)).toBe(1);
      expect(logs.filter((e) => e.level === 'error')).toEqual([
        expect.objectContaining({ msg: 'registration confirmation mail failed', registration: expect.any(Number) }),
      ]);
      expect(JSON.stringify(logs)).not.toContain(VALID.email);
    } finally {
      await failing.close();
    }
  });

  it('refuses a cross-site request', async () => {
    const res = await t.request('/api/mw/insert/registration', {
      method: 'POST',
      body: JSON.stringify(VALID),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await stored()).toBe(0);
  });
});

describe('admin lists', () => {
  const DAY = 86_400_000;
  beforeEach(async () => {
    const now = Date.now();
    await t.db.insert(eventRegistrations).values([
      ...Array.from({ length: 120 }, (_, i) => ({
        ...VALID,
        first_name: i % 2 ? 'Sarah' : 'Ганзориг',
        company: i % 3 ? 'Oyu Tolgoi LLC' : 'Монгол Алт ХХК',
        email: `person${i}@mail.mn`,
        phone_number: `9900${String(i).padStart(4, '0')}`,
        created_at: new Date(now - i * DAY),
      })),
      { ...VALID, event_id: 2, email: 'old@mail.mn', created_at: new Date(now - 400 * DAY) },
      { ...VALID, first_name: '100%_sure', email: 'pct@mail.mn', created_at: new Date(now - 200 * DAY) },
    ]);
  });

  it('GET /get/event lists the editions', async () => {
    const res = await get('/get/event', user);
    expect(res.status).toBe(200);
    const { event } = (await res.json()) as { event: { id: number }[] };
    expect(event.map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('GET /get/user-registration pages an event, newest first, 50 by default', async () => {
    const res = await get('/get/user-registration?event=3&page=1', admin.cookie);
    expect(res.status).toBe(200);
    const json = (await res.json()) as { register: { email: string }[]; total: number; totalPages: number };
    expect(json.total).toBe(121);
    expect(json.totalPages).toBe(3);
    expect(json.register).toHaveLength(50);
    expect(json.register[0].email).toBe('person0@mail.mn');
    const last = (await (await get('/get/user-registration?event=3&page=1&limit=150', user)).json()) as typeof json;
    expect(last.register).toHaveLength(121);
    const old = (await (await get('/get/user-registration?event=2', user)).json()) as typeof json;
    expect(old.register.map((r) => r.email)).toEqual(['old@mail.mn']);
  });

  it('applies the search only when both the type and a term are given', async () => {
    const count = async (query: string) =>
      ((await (await get(`/get/user-registration?event=3${query}`, user)).json()) as { total: number }).total;
    expect(await count('&searchCat=first_name&searchTerm=sarah')).toBe(60);
    expect(await count('&searchCat=company&searchTerm=%D0%90%D0%BB%D1%82')).toBe(40); // "Алт"
    expect(await count('&searchCat=email&searchTerm=PERSON11')).toBe(11); // person11, person110-119
    expect(await count('&searchCat=phone_number&searchTerm=99000119')).toBe(1);
    expect(await count('&searchCat=first_name&searchTerm=%25_')).toBe(1); // "%_" is literal text
    expect(await count('&searchCat=first_name')).toBe(121);
    expect(await count('&searchTerm=sarah')).toBe(121);
    expect(await count('&searchCat=&searchTerm=sarah')).toBe(121);
  });

  it('GET /get/new-registration keeps the same query and answers only the last 7 days', async () => {
    const res = await get('/get/new-registration?event=3&page=1&limit=50', user);
    const json = (await res.json()) as { register: unknown[]; total: number; totalPages: number };
    expect(json).toMatchObject({ total: 7, totalPages: 1 });
    expect(json.register).toHaveLength(7);
    const search = (await (await get('/get/new-registration?event=3&searchCat=first_name&searchTerm=Sarah', user)).json()) as typeof json;
    expect(search.total).toBe(3);
  });

  it('rejects bad queries with a message', async () => {
    for (const query of ['limit=20', 'page=0', 'event=abc', 'searchCat=password&searchTerm=x']) {
      const res = await get(`/get/user-registration?${query}`, user);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it('requires a session for the admin calls (401), and never lets the public read registrations', async () => {
    for (const path of ['/get/event', '/get/user-registration', '/get/new-registration?event=3'])
      expect((await get(path)).status).toBe(401);
  });
});

describe('admin corrections', () => {
  const write = (method: 'POST' | 'DELETE', path: string, body?: unknown, cookie?: string) =>
    t.request(`/api/mw${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    });
  const stored1 = async (id: number) => (await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0];
  const added = async (values = VALID) => {
    await post(values, { cookie: admin.cookie });
    return (await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, values.email)))[0];
  };
  beforeEach(() => t.db.delete(auditLog));

  it('POST /update/registration corrects the six fields (trimmed), answers the row and is in the audit log', async () => {
    const row = await added();
    const res = await write(
      'POST',
      '/update/registration',
      { ...VALID, id: row.id, last_name: ' Батболдын ', phone_number: '+976 8800 1122' },
      admin.cookie,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { register: { id: number; last_name: string }; message: string };
    expect(body.register).toMatchObject({ id: row.id, last_name: 'Батболдын' });
    expect(body.message).toBe(messageText('mn', M.updated));
    expect(await stored1(row.id)).toMatchObject({
      last_name: 'Батболдын',
      phone_number: '+976 8800 1122',
      event_id: row.event_id,
      lang: row.lang,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.route, '/mw/update/registration'));
    expect(entry).toMatchObject({ admin_id: admin.adminId, entity: 'mw/registration', entity_id: String(row.id), action: 'update' });
    expect(entry.changes.last_name).toEqual({ before: 'Батболд', after: 'Батболдын' });
  });

  it('refuses bad input with a message and stores nothing (400), a person registered twice (409), an unknown id (404)', async () => {
    const row = await added();
    const other = await added({ ...VALID, email: 'dorj@mak.mn' });
    for (const bad of [
      { ...VALID },
      { ...VALID, id: 'abc' },
      { ...VALID, id: row.id, first_name: '  ' },
      { ...VALID, id: row.id, email: 'no-at' },
    ]) {
      const res = await write('POST', '/update/registration', bad, admin.cookie);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect(await stored1(row.id)).toEqual(row);
    // the same e-mail for another name is fine; the same e-mail and name is the other registration's person
    expect((await write('POST', '/update/registration', { ...VALID, id: other.id, first_name: 'Дорж' }, admin.cookie)).status).toBe(200);
    const changed = await stored1(other.id);
    const taken = await write('POST', '/update/registration', { ...VALID, id: other.id, email: VALID.email.toUpperCase() }, admin.cookie);
    expect(taken.status).toBe(409);
    expect(await stored1(other.id)).toEqual(changed);
    expect((await write('POST', '/update/registration', { ...VALID, id: 999999 }, admin.cookie)).status).toBe(404);
    expect((await write('DELETE', '/delete/registration?id=999999', undefined, admin.cookie)).status).toBe(404);
    expect((await write('DELETE', '/delete/registration?id=abc', undefined, admin.cookie)).status).toBe(400);
    // only the two adds and the one correction that passed are recorded
    expect((await t.db.select().from(auditLog)).map((e) => e.route)).toEqual([
      '/mw/insert/registration',
      '/mw/insert/registration',
      '/mw/update/registration',
    ]);
  });

  it('DELETE /delete/registration removes the row and is in the audit log with what was deleted', async () => {
    const row = await added();
    const res = await write('DELETE', `/delete/registration?id=${row.id}`, undefined, admin.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(messageText('mn', M.deleted));
    expect(await stored1(row.id)).toBeUndefined();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.route, '/mw/delete/registration'));
    expect(entry).toMatchObject({ admin_id: admin.adminId, entity: 'mw/registration', entity_id: String(row.id), action: 'delete' });
    expect(entry.changes.email).toEqual({ before: VALID.email, after: null });
  });

  it('needs a session (401) and a content role (403); nothing changes', async () => {
    const row = await added();
    expect((await write('POST', '/update/registration', { ...VALID, id: row.id, company: 'X' })).status).toBe(401);
    expect((await write('DELETE', `/delete/registration?id=${row.id}`)).status).toBe(401);
    expect((await write('POST', '/update/registration', { ...VALID, id: row.id, company: 'X' }, user)).status).toBe(403);
    expect((await write('DELETE', `/delete/registration?id=${row.id}`, undefined, user)).status).toBe(403);
    expect(await stored1(row.id)).toEqual(row);
  });
});

describe('the edition days', () => {
  it('are the event_dates rows of event 3 (the agenda and gallery days): one list for the site, mail and .ics', async () => {
    const rows = await t.db.select().from(eventDates).where(eq(eventDates.event_id, EDITION_2025.id)).orderBy(eventDates.id);
    for (const lang of ['mn', 'en'] as const) {
      const of = rows.filter((r) => r.language_id === EVENT_LANGUAGE_ID[lang]);
      expect(of.map((r) => ({ date: r.event_date, name: r.day }))).toEqual(DAYS_2025.map((d) => ({ date: d.date, name: d.name[lang] })));
    }
  });
});

describe('seed', () => {
  it('gives event 3 over 100 bilingual registrations over the last weeks, and a few to older editions', async () => {
    const now = new Date();
    const counts: Record<string, number> = {};
    await seedEventRegistrations({ db: t.db, storage: t.deps.storage, now, counts });
    const rows = await t.db.select().from(eventRegistrations);
    const current = rows.filter((r) => r.event_id === 3);
    expect(current.length).toBeGreaterThanOrEqual(100);
    expect(counts.event_registrations).toBe(rows.length);
    expect(rows.some((r) => r.event_id === 2) && rows.some((r) => r.event_id === 1)).toBe(true);
    expect(current.some((r) => /[А-Яа-яӨөҮү]/.test(r.first_name)) && current.some((r) => /^[A-Za-z]/.test(r.first_name))).toBe(true);
    const days = new Set(current.map((r) => r.created_at.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(20);
    expect(Math.max(...current.map((r) => now.getTime() - r.created_at.getTime()))).toBeLessThan(60 * 86_400_000);
  });
});
