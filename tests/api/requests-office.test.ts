import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeRequests, rateLimits } from '@db/schema';
import { OFFICE_REQUEST_MESSAGES } from '@shared/requests';
import { messageText } from '@i18n/messages-text';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = '';
let user = '';
let ipCounter = 0;

const VALID = {
  name: 'Б.Анхбаяр',
  email: 'Anhbayar@Gobi-Drilling.mn',
  phone_number: '+976 9911-2233',
  business_type: 'Өрөмдлөг',
  member_request: true,
  codex_request: false,
  meeting_request: false,
};
/** Each test sends from its own address unless it says otherwise, so the rate limit is per test. */
const send = (body: unknown, opts: { ip?: string; query?: string; type?: string } = {}) =>
  t.request(`/api/mm/insert/office-request${opts.query ?? ''}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': opts.type ?? 'application/json', 'cf-connecting-ip': opts.ip ?? `10.0.0.${++ipCounter}` },
  });
const stored = async () => (await t.db.select({ n: count() }).from(officeRequests))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 2)).cookie;
  user = (await signIn(t, 3)).cookie;
});
beforeEach(async () => {
  await t.db.delete(officeRequests);
  // the limit is per e-mail and the tests share one: each starts with fresh counters
  await t.db.delete(rateLimits);
});
afterAll(() => t.close());

describe('POST /insert/office-request', () => {
  it('stores a valid request (trimmed, e-mail lower-cased) and answers the success message', async () => {
    const res = await send({ ...VALID, name: '  Б.Анхбаяр ', id: 99, created_at: '2000-01-01' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Хүсэлт амжилттай илгээгдлээ' });
    const [row] = await t.db.select().from(officeRequests);
    expect(row).toMatchObject({ name: 'Б.Анхбаяр', email: 'anhbayar@gobi-drilling.mn', member_request: true, codex_request: false });
    expect(row.id).not.toBe(99);
    expect(row.created_at.getFullYear()).toBeGreaterThan(2000);
  });

  it('answers in English when lang=en (body or query)', async () => {
    expect(await (await send({ ...VALID, lang: 'en' })).json()).toEqual({ message: 'Request was sent successfully!' });
    expect(await (await send(VALID, { query: '?lang=en' })).json()).toEqual({ message: 'Request was sent successfully!' });
  });

  it('accepts the flags as text, as a form would send them', async () => {
    const res = await send({ ...VALID, member_request: 'false', meeting_request: 'on' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(officeRequests);
    expect(row).toMatchObject({ member_request: false, meeting_request: true });
  });

  // The spec's order: each step fixes the previous failure and meets the next one.
  const steps: [Partial<typeof VALID>, string, keyof typeof OFFICE_REQUEST_MESSAGES][] = [
    [{ name: '' }, 'name', 'name'],
    [{ email: '  ' }, 'email', 'email'],
    [{ phone_number: '' }, 'phone_number', 'phone_number'],
    [{ business_type: '' }, 'business_type', 'business_type'],
    [{ member_request: false }, 'purpose', 'purpose'],
  ];
  it('checks the five rules in the spec order, 400 naming the field, nothing stored', async () => {
    const empty = {
      name: '',
      email: '',
      phone_number: '',
      business_type: '',
      member_request: false,
      codex_request: false,
      meeting_request: false,
    };
    let body: Record<string, unknown> = { ...empty };
    for (const [, field, key] of steps) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: messageText('mn', OFFICE_REQUEST_MESSAGES[key]), field });
      body = { ...body, [field === 'purpose' ? 'codex_request' : field]: (VALID as Record<string, unknown>)[field] ?? true };
    }
    expect(await stored()).toBe(0);
    expect((await send(body)).status).toBe(200);
  });

  it('gives each failure alone, in both languages', async () => {
    for (const [change, field, key] of steps) {
      for (const lang of ['mn', 'en'] as const) {
        const res = await send({ ...VALID, ...change, lang });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ message: messageText(lang, OFFICE_REQUEST_MESSAGES[key]), field });
      }
    }
    expect(await stored()).toBe(0);
  });

  it('rejects a malformed e-mail or phone, over-long text and wrong types', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', messageText('mn', OFFICE_REQUEST_MESSAGES.emailFormat)],
      [{ email: 'a@b.c' }, 'email', messageText('mn', OFFICE_REQUEST_MESSAGES.emailFormat)],
      [{ phone_number: 'call me' }, 'phone_number', messageText('mn', OFFICE_REQUEST_MESSAGES.phoneFormat)],
      [{ phone_number: '12' }, 'phone_number', messageText('mn', OFFICE_REQUEST_MESSAGES.phoneFormat)],
      [{ name: 'x'.repeat(201) }, 'name', messageText('mn', OFFICE_REQUEST_MESSAGES.tooLong)],
      [{ name: { $ne: 1 } }, 'name', messageText('mn', OFFICE_REQUEST_MESSAGES.name)],
      [{ member_request: 'maybe' }, 'member_request', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await send({ ...VALID, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const json = (await res.json()) as { field: string; message: string };
      expect(json.field).toBe(field);
      if (message) expect(json.message).toBe(message);
    }
    expect(await stored()).toBe(0);
  });

  it('refuses non-JSON bodies (415) and broken JSON (400)', async () => {
    expect((await send('name=x', { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await send('{"name":', {})).status).toBe(400);
    expect((await send('[1,2]', {})).status).toBe(400);
    expect(await stored()).toBe(0);
  });

  // Issue 15: limited per e-mail first (from any address); the address only by a higher ceiling.
  it('rate limits per e-mail: the 6th request in an hour gets 429 from any address, another e-mail still passes', async () => {
    for (let i = 0; i < 5; i++) expect((await send(VALID, { ip: '192.0.2.7' })).status).toBe(200);
    const res = await send(VALID, { ip: '192.0.2.7' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await stored()).toBe(5);
    expect((await send(VALID, { ip: '192.0.2.8' })).status).toBe(429);
    expect((await send({ ...VALID, email: 'colleague@gobi-drilling.mn' }, { ip: '192.0.2.7' })).status).toBe(200);
  });

  it('refuses a write from another origin', async () => {
    const res = await t.request('/api/mm/insert/office-request', {
      method: 'POST',
      body: JSON.stringify(VALID),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await stored()).toBe(0);
  });
});

describe('GET /get/office-request', () => {
  const seed = async () => {
    const day = 86_400_000;
    await t.db.insert(officeRequests).values(
      Array.from({ length: 25 }, (_, k) => ({
        name: k === 3 ? 'Д.Сэлэнгэ' : `Хүн ${k}`,
        email: k === 4 ? 'selenge@steppe.mn' : `p${k}@example.mn`,
        phone_number: '99112233',
        business_type: k === 5 ? 'Тээвэр' : 'Хайгуул',
        member_request: k % 2 === 0,
        codex_request: k % 5 === 0,
        meeting_request: k % 2 === 1,
        created_at: new Date(Date.UTC(2026, 0, 1) + k * day),
      })),
    );
  };

  it('pages newest first with request, total and totalPages (default 10)', async () => {
    await seed();
    const res = await t.request('/api/mm/get/office-request', { headers: { cookie: user } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { request: { name: string }[]; total: number; totalPages: number };
    expect(body.total).toBe(25);
    expect(body.totalPages).toBe(3);
    expect(body.request).toHaveLength(10);
    expect(body.request[0].name).toBe('Хүн 24');
    const last = (await (
      await t.request('/api/mm/get/office-request?page=3&limit=20', { headers: { cookie: admin } })
    ).json()) as typeof body;
    expect(last.request).toHaveLength(0);
    expect(last.totalPages).toBe(2);
    const p2 = (await (
      await t.request('/api/mm/get/office-request?page=2&limit=20', { headers: { cookie: admin } })
    ).json()) as typeof body;
    expect(p2.request).toHaveLength(5);
  });

  it('searches by name (also phone and business type), e-mail and purpose', async () => {
    await seed();
    const get = async (qs: string) =>
      (await (await t.request(`/api/mm/get/office-request?${qs}`, { headers: { cookie: admin } })).json()) as {
        total: number;
        request: { name: string }[];
      };
    expect((await get('name=сэлэнгэ')).request.map((r) => r.name)).toEqual(['Д.Сэлэнгэ']);
    expect((await get('name=Тээвэр')).total).toBe(1);
    expect((await get('email=STEPPE')).total).toBe(1);
    expect((await get('purpose=codex')).total).toBe(5);
    expect((await get('purpose=meeting&limit=30')).total).toBe(12);
    expect((await get('name=%25')).total).toBe(0);
  });

  it('answers an empty list when there are no requests', async () => {
    const res = await t.request('/api/mm/get/office-request', { headers: { cookie: admin } });
    expect(await res.json()).toEqual({ request: [], total: 0, totalPages: 0 });
  });

  it('refuses page sizes outside 10/20/30, bad pages and unknown purposes', async () => {
    for (const qs of ['limit=6', 'limit=100', 'page=0', 'page=x', 'purpose=party']) {
      const res = await t.request(`/api/mm/get/office-request?${qs}`, { headers: { cookie: admin } });
      expect(res.status, qs).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(qs.split('=')[0]);
    }
  });

  it('needs a session', async () => {
    expect((await t.request('/api/mm/get/office-request')).status).toBe(401);
  });
});
