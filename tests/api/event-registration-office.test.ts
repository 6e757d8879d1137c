import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventRegistrations, idempotencyKeys, outbox, rateLimits } from '@db/schema';
import { MANAGE_LIMITS, REGISTRATION_LIMITS } from '@api/mw/event/registrations/routes';
import { REGISTRATION_MESSAGES as M } from '@shared/event-registration';
import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { messageText } from '@i18n/messages-text';
import { createTestApp, TEST_ORIGIN } from '../helpers/app';
import { signIn } from '../helpers/auth';

/**
 * Issue 27 §6: a whole office registers from one e-mail (a person is an e-mail and a name), the
 * attendee type, the consent to the privacy notice, and the mailed manage link (view, change, cancel).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = { cookie: '', adminId: 0 };
let user = '';
let ip = 0;

const OFFICE = 'office@oyutolgoi.mn';
const PERSON = {
  company: 'Oyu Tolgoi LLC',
  first_name: 'Sarah',
  last_name: 'Mitchell',
  country: 'Mongolia',
  email: OFFICE,
  phone_number: '+976 7011 2233',
  attendee_type: 'exhibitor',
};
const FIELDS = ['company', 'first_name', 'last_name', 'country', 'email', 'phone_number', 'attendee_type'] as const;

type Opts = { ip?: string; cookie?: string; key?: string; origin?: string };
const headers = (o: Opts = {}) => ({
  'content-type': 'application/json',
  'cf-connecting-ip': o.ip ?? `10.27.0.${++ip % 250}`,
  ...(o.cookie ? { cookie: o.cookie } : {}),
  ...(o.key ? { [IDEMPOTENCY_HEADER]: o.key } : {}),
  ...(o.origin ? { origin: o.origin } : {}),
});
const call = (path: string, body: unknown, o: Opts = {}) =>
  t.request(`/api/mw${path}`, { method: 'POST', body: JSON.stringify(body), headers: headers(o) });
/** The public form: the consent box ticked unless the body says otherwise. */
const register = (body: Record<string, unknown>, o: Opts = {}) => call('/insert/registration', { consent: true, ...body }, o);
const rows = () => t.db.select().from(eventRegistrations).orderBy(eventRegistrations.id);
const mails = () => t.db.select().from(outbox).orderBy(outbox.id);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** The token of the manage link in a mail's text. */
const tokenIn = (text: string) => /\/mw\/registration#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
/** Registers and answers the token its confirmation mail carries. */
async function registered(body: Record<string, unknown> = PERSON, o: Opts = {}) {
  const res = await register(body, o);
  expect(res.status, await res.clone().text()).toBe(200);
  const last = (await mails()).at(-1)!;
  return tokenIn(last.text);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 2);
  user = (await signIn(t, 3)).cookie;
});
beforeEach(async () => {
  await t.db.delete(eventRegistrations);
  await t.db.delete(outbox);
  await t.db.delete(rateLimits);
  await t.db.delete(idempotencyKeys);
});
afterAll(() => t.close());

describe('several people from one e-mail', () => {
  it('registers a second person from the same e-mail; each gets their own mail and link', async () => {
    expect((await register(PERSON)).status).toBe(200);
    expect((await register({ ...PERSON, first_name: 'James', last_name: "O'Connor", attendee_type: 'delegate', lang: 'en' })).status).toBe(
      200,
    );
    const stored = await rows();
    expect(stored.map((r) => [r.email, r.first_name, r.attendee_type])).toEqual([
      [OFFICE, 'Sarah', 'exhibitor'],
      [OFFICE, 'James', 'delegate'],
    ]);
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual([OFFICE, OFFICE]);
    expect(sent[0].text).toContain('Sarah Mitchell');
    expect(sent[1].text).toContain("James O'Connor");
    const [a, b] = sent.map((m) => tokenIn(m.text));
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).not.toBe(a);
  });

  it('refuses the same person again (any case of e-mail and name) with 409 in both languages; nothing stored twice', async () => {
    expect((await register(PERSON)).status).toBe(200);
    for (const lang of ['mn', 'en'] as const) {
      const again = await register({ ...PERSON, email: ' OFFICE@OyuTolgoi.MN ', first_name: 'SARAH', last_name: 'mitchell', lang });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ message: messageText(lang, M.duplicate), field: 'email' });
    }
    expect(messageText('en', M.duplicate)).toMatch(/name and e-mail/);
    expect(await rows()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('answers a double submit (one Idempotency-Key) once: one row, one mail, the same answer', async () => {
    const key = crypto.randomUUID();
    const first = await register(PERSON, { key });
    const second = await register(PERSON, { key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await rows()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('lets exactly one of parallel submissions for one person win (different keys, any case)', async () => {
    // as many as one person's hourly allowance (more would be 429s)
    const variants = Array.from({ length: REGISTRATION_LIMITS.perPerson }, (_, i) =>
      i % 2 ? { ...PERSON, first_name: 'sarah', email: OFFICE.toUpperCase() } : PERSON,
    );
    const answers = await Promise.all(variants.map((v) => register(v, { key: crypto.randomUUID() })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(REGISTRATION_LIMITS.perPerson - 1).fill(409)]);
    expect(await rows()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('lets an assistant register a dozen colleagues from one address and one e-mail within the hour', async () => {
    const office = '203.0.113.27';
    for (let i = 0; i < 12; i++) {
      const res = await register({ ...PERSON, first_name: `Colleague ${i}` }, { ip: office });
      expect(res.status, `colleague ${i + 1}`).toBe(200);
    }
    expect(await rows()).toHaveLength(12);
  });

  it('caps one e-mail at its hourly ceiling (other e-mails go on)', async () => {
    for (let i = 0; i < REGISTRATION_LIMITS.perEmail; i++) {
      expect((await register({ ...PERSON, first_name: `P${i}` })).status, `person ${i + 1}`).toBe(200);
    }
    const over = await register({ ...PERSON, first_name: 'One more', lang: 'en' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register({ ...PERSON, first_name: 'One more', email: 'another@oyutolgoi.mn' })).status).toBe(200);
    expect(await rows()).toHaveLength(REGISTRATION_LIMITS.perEmail + 1);
  }, 60_000);
});

describe('attendee type', () => {
  it('stores each of the four types', async () => {
    for (const [i, type] of ['visitor', 'exhibitor', 'delegate', 'press'].entries())
      expect((await register({ ...PERSON, first_name: `T${i}`, attendee_type: type })).status).toBe(200);
    expect((await rows()).map((r) => r.attendee_type)).toEqual(['visitor', 'exhibitor', 'delegate', 'press']);
  });

  it('requires one of them, with a message in both languages; nothing stored or mailed', async () => {
    for (const lang of ['mn', 'en'] as const) {
      const missing = await register({ ...PERSON, attendee_type: undefined, lang });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ message: messageText(lang, M.required), field: 'attendee_type' });
      for (const wrong of ['vip', 'Visitor', 3, ['press']]) {
        const res = await register({ ...PERSON, attendee_type: wrong, lang });
        expect(res.status, JSON.stringify(wrong)).toBe(400);
        const json = (await res.json()) as { message: string; field: string };
        expect(json.field).toBe('attendee_type');
        expect([messageText(lang, M.attendeeType), messageText(lang, M.required)]).toContain(json.message);
      }
    }
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });
});

describe('consent', () => {
  it('is required on the public form: 400 with the message in both languages; nothing stored or mailed', async () => {
    for (const lang of ['mn', 'en'] as const) {
      for (const consent of [undefined, false, 'true', 1, 'on']) {
        const res = await call('/insert/registration', { ...PERSON, consent, lang });
        expect(res.status, String(consent)).toBe(400);
        expect(await res.json()).toMatchObject({ message: messageText(lang, M.consent), field: 'consent' });
      }
    }
    expect(await rows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
    expect(await t.db.$count(rateLimits)).toBe(0); // a refused form uses up no allowance
  });

  it('stores when the registrant agreed; an admin adding someone by hand gives none (consent_at empty)', async () => {
    const before = Date.now();
    expect((await register(PERSON)).status).toBe(200);
    expect((await call('/insert/registration', { ...PERSON, first_name: 'Added' }, { cookie: admin.cookie })).status).toBe(200);
    const [own, added] = await rows();
    expect(own.consent_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(added.consent_at).toBeNull();
    expect(added.added_by).toBe(admin.adminId);
  });
});

describe('the manage link', () => {
  it('stores only the SHA-256 of the mailed token, never the token', async () => {
    const token = await registered();
    const [row] = await rows();
    expect(row.manage_token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const [mail] = await mails();
    // the link's token is after `#`: it never reaches a server log or a Referer
    expect(mail.text).toContain(`${TEST_ORIGIN}/mw/registration#token=${token}`);
    // a real link in the HTML part
    expect(mail.html).toContain(`<a href="${TEST_ORIGIN}/mw/registration#token=${token}">`);
  });

  it('is in the confirmation mail in the registrant language', async () => {
    await registered({ ...PERSON, lang: 'en' });
    await registered({ ...PERSON, first_name: 'Болормаа', lang: 'mn' });
    const [en, mn] = await mails();
    expect(en.text).toMatch(new RegExp(`View, change or cancel your registration: ${TEST_ORIGIN}/en/mw/registration#token=`));
    expect(mn.text).toMatch(new RegExp(`Бүртгэлээ харах, өөрчлөх эсвэл цуцлах: ${TEST_ORIGIN}/mw/registration#token=`));
  });

  it('an admin-added registration gets a token and the link too', async () => {
    await call('/insert/registration', PERSON, { cookie: admin.cookie });
    const [mail] = await mails();
    const token = tokenIn(mail.text);
    expect(token).not.toBe('');
    expect((await rows())[0].manage_token_hash).toBe(sha256(token));
    expect((await call('/get/my-registration', { token })).status).toBe(200);
  });

  it('opens the registration (POST /get/my-registration, the token in the body)', async () => {
    const token = await registered({ ...PERSON, lang: 'en' });
    const res = await call('/get/my-registration', { token, lang: 'en' });
    expect(res.status).toBe(200);
    const { registration } = (await res.json()) as { registration: Record<string, unknown> };
    expect(registration).toMatchObject({ ...PERSON, lang: 'en' });
    expect(Object.keys(registration).sort()).toEqual([...FIELDS, 'created_at', 'lang'].sort());
  });

  it('changes it with the form rules and mails the registrant in their language with the link', async () => {
    const token = await registered({ ...PERSON, lang: 'en' });
    await t.db.delete(outbox);
    const res = await call('/update/my-registration', { ...PERSON, token, company: '  Rio Tinto ', attendee_type: 'press', lang: 'mn' });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { message: string; registration: Record<string, unknown> };
    expect(json.message).toBe(messageText('mn', M.changed));
    expect(json.registration).toMatchObject({ company: 'Rio Tinto', attendee_type: 'press' });
    const [row] = await rows();
    expect(row).toMatchObject({ company: 'Rio Tinto', attendee_type: 'press', lang: 'en' });
    expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
    const [mail] = await mails();
    // in English: the language they registered in
    expect(mail).toMatchObject({ to: OFFICE, subject: 'Mining Week: your registration was changed' });
    expect(mail.text).toContain('Company: Rio Tinto');
    expect(mail.text).toContain('I attend as: Press');
    expect(mail.text).toContain(`${TEST_ORIGIN}/en/mw/registration#token=${token}`);
    // the same token still opens it
    expect((await call('/get/my-registration', { token })).status).toBe(200);
  });

  it('a new e-mail: both the new and the old address are told', async () => {
    const token = await registered();
    await t.db.delete(outbox);
    expect((await call('/update/my-registration', { ...PERSON, token, email: 'sarah@oyutolgoi.mn' })).status).toBe(200);
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual(['sarah@oyutolgoi.mn', OFFICE]);
    expect(sent[0].subject).toBe('Mining Week: бүртгэл өөрчлөгдлөө');
  });

  it('refuses a change to a person already registered (409) and invalid values (400); nothing changes, nothing is mailed', async () => {
    const token = await registered();
    await registered({ ...PERSON, first_name: 'James' });
    const before = await rows();
    await t.db.delete(outbox);
    const taken = await call('/update/my-registration', { ...PERSON, first_name: 'JAMES', token, lang: 'en' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: messageText('en', M.duplicate), field: 'email' });
    for (const bad of [{ first_name: ' ' }, { email: 'no-at' }, { attendee_type: 'vip' }, { company: 'x'.repeat(201) }]) {
      const res = await call('/update/my-registration', { ...PERSON, ...bad, token });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect(await rows()).toEqual(before);
    expect(await mails()).toHaveLength(0);
  });

  it('cancels it: the row is deleted, the registrant told in their language; the link then opens nothing', async () => {
    const token = await registered({ ...PERSON, lang: 'en' });
    await t.db.delete(outbox);
    const res = await call('/delete/my-registration', { token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(messageText('en', M.cancelled));
    expect(await rows()).toHaveLength(0);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: OFFICE, subject: 'Mining Week: your registration was cancelled' });
    expect(mail.text).toContain(`${TEST_ORIGIN}/en/mw/register`);
    for (const path of ['/get/my-registration', '/update/my-registration', '/delete/my-registration'])
      expect((await call(path, { ...PERSON, token })).status, path).toBe(404);
    // the person can register again
    expect((await register(PERSON)).status).toBe(200);
  });

  it('answers a wrong, malformed or missing token 404 with the message in the language asked', async () => {
    const token = await registered();
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const [body, lang] of [
      [{ token: wrong }, 'mn'],
      [{ token: wrong, lang: 'en' }, 'en'],
      [{ token: 'short' }, 'mn'],
      [{ token: sha256(token) }, 'mn'], // the stored hash is no key
      [{}, 'en'],
      [{ token: ['x'] }, 'mn'],
    ] as const) {
      for (const path of ['/get/my-registration', '/update/my-registration', '/delete/my-registration']) {
        const res = await call(path, { ...PERSON, ...body, lang });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(404);
        expect(((await res.json()) as { message: string }).message).toBe(messageText(lang, M.token));
      }
    }
    expect(await rows()).toHaveLength(1);
  });

  it('limits wrong tokens per address (429 with Retry-After); right tokens are not counted', async () => {
    const token = await registered();
    const office = '198.51.100.27';
    for (let i = 0; i < MANAGE_LIMITS.wrongPerIp + 5; i++)
      expect((await call('/get/my-registration', { token }, { ip: office })).status).toBe(200);
    for (let i = 0; i < MANAGE_LIMITS.wrongPerIp; i++)
      expect((await call('/get/my-registration', { token: 'A'.repeat(43) }, { ip: office })).status).toBe(404);
    const over = await call('/get/my-registration', { token: 'A'.repeat(43), lang: 'en' }, { ip: office });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not held back
    expect((await call('/get/my-registration', { token }, { ip: '198.51.100.28' })).status).toBe(200);
  });

  it('limits changes per registration (each one sends a mail)', async () => {
    const token = await registered();
    for (let i = 0; i < MANAGE_LIMITS.changesPerRegistration; i++)
      expect((await call('/update/my-registration', { ...PERSON, token, company: `Co ${i}` })).status).toBe(200);
    expect((await call('/update/my-registration', { ...PERSON, token, company: 'Too many' })).status).toBe(429);
    expect((await rows())[0].company).toBe(`Co ${MANAGE_LIMITS.changesPerRegistration - 1}`);
  });

  it('refuses a cross-site call', async () => {
    const token = await registered();
    for (const path of ['/get/my-registration', '/update/my-registration', '/delete/my-registration'])
      expect((await call(path, { ...PERSON, token }, { origin: 'https://evil.example' })).status, path).toBe(403);
    expect(await rows()).toHaveLength(1);
  });

  it('an admin still deletes a registration (the token then opens nothing)', async () => {
    const token = await registered();
    const [row] = await rows();
    const res = await t.request(`/api/mw/delete/registration?id=${row.id}`, { method: 'DELETE', headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect((await call('/get/my-registration', { token })).status).toBe(404);
  });
});

describe('admin list by attendee type', () => {
  const get = (query: string, cookie?: string) =>
    t.request(`/api/mw/get/user-registration?${query}`, { headers: cookie ? { cookie } : {} });
  beforeEach(async () => {
    for (const [i, type] of ['visitor', 'press', 'press', 'delegate'].entries())
      await t.db.insert(eventRegistrations).values({ ...PERSON, first_name: `L${i}`, attendee_type: type });
  });

  it('answers the type and the consent time of each row, and filters by type', async () => {
    const all = (await (await get('event=3', user)).json()) as {
      register: { attendee_type: string; consent_at: unknown }[];
      total: number;
    };
    expect(all.total).toBe(4);
    expect(all.register.map((r) => r.attendee_type).sort()).toEqual(['delegate', 'press', 'press', 'visitor']);
    expect(all.register[0]).toHaveProperty('consent_at');
    const press = (await (await get('event=3&attendeeType=press', admin.cookie)).json()) as { total: number };
    expect(press.total).toBe(2);
    expect(((await (await get('event=3&attendeeType=', user)).json()) as { total: number }).total).toBe(4);
  });

  it('rejects an unknown type with a message (400), and anonymous callers (401)', async () => {
    const bad = await get('event=3&attendeeType=vip', user);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/attendeeType/);
    expect((await get('event=3&attendeeType=press')).status).toBe(401);
  });
});

describe('admin corrections keep the token and the type', () => {
  it('POST /update/registration changes the type (403 for a read-only role); the link still opens it', async () => {
    const token = await registered();
    const [row] = await rows();
    const update = (cookie: string, body: unknown) =>
      t.request('/api/mw/update/registration', { method: 'POST', body: JSON.stringify(body), headers: { ...headers(), cookie } });
    expect((await update(user, { ...PERSON, id: row.id, attendee_type: 'press' })).status).toBe(403);
    const bad = await update(admin.cookie, { ...PERSON, id: row.id, attendee_type: 'vip' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(messageText('mn', M.attendeeType));
    expect((await update(admin.cookie, { ...PERSON, id: row.id, attendee_type: 'press' })).status).toBe(200);
    const [after] = await rows();
    expect(after).toMatchObject({ attendee_type: 'press', manage_token_hash: row.manage_token_hash });
    expect((await call('/get/my-registration', { token })).status).toBe(200);
    expect((await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, row.id))).length).toBe(1);
  });
});
