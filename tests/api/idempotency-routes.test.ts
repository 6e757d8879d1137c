import { readdir } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dirCategories,
  dirCompanies,
  dirConsultants,
  eventRegistrations,
  idempotencyKeys,
  meetingRooms,
  meetings,
  meetingSessions,
  meetingTimes,
  meetingUsers,
  outbox,
  selfRespondents,
} from '@db/schema';
import { newToken, sha256Hex } from '@platform/auth/sessions';
import { wizardForm } from '../helpers/directory-wizard';
import { createTestApp } from '../helpers/app';
import { seedQuestions, type TestApp } from './assessment-fixtures';

/**
 * SECURITY 25 on every public create the islands send with `api.create`: a repeated key stores one
 * row and answers the first answer again (the middleware's own rules: idempotency.test.ts).
 */
let t: TestApp;
let ip = 0;
const clock = { current: new Date('2026-03-01T08:00:00Z'), now: () => clock.current };
let leaves: { id: number }[] = [];
let meetingCookies: string[] = [];
let receiverId = 0;
let slot = { time_id: 0, room_id: 0 };

const rows = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0].n;
const post = (path: string, key: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.request(path, { method: 'POST', body, headers: { 'idempotency-key': key, 'cf-connecting-ip': `10.6.0.${++ip}`, ...headers } });
const postJson = (path: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
  post(path, key, JSON.stringify(body), { 'content-type': 'application/json', ...headers });

const registrant = {
  registrantName: 'Батболд',
  registrantPosition: 'Захирал',
  registrantEmail: 'batbold@erdene.mn',
  registrantPhone: '99112233',
};
/** A new FormData each time, as the wizard's retry sends it: the browser draws a new boundary. */
function companyForm() {
  return wizardForm(registrant);
}

const CREATES: { name: string; table: PgTable; send: (key: string) => Response | Promise<Response> }[] = [
  {
    name: 'self-assessment answer (mm /insert/answer)',
    table: selfRespondents,
    send: (key) =>
      postJson('/api/mm/insert/answer', key, {
        name: 'Туршилт ХХК',
        email: 'test@example.mn',
        phone_number: '99112233',
        answers: leaves.map((l) => ({ question_id: l.id, answer: 1 })),
      }),
  },
  {
    name: 'event registration (mw /insert/registration)',
    table: eventRegistrations,
    send: (key) =>
      postJson('/api/mw/insert/registration', key, {
        company: 'Эрдэнэс Монгол ХХК',
        first_name: 'Болормаа',
        last_name: 'Батболд',
        country: 'Монгол',
        email: 'bolormaa@erdenes.mn',
        phone_number: '+976 9911 2233',
        attendee_type: 'visitor',
        consent: true,
      }),
  },
  {
    name: 'directory company request (yp, multipart with a logo)',
    table: dirCompanies,
    send: (key) => post('/api/yp/insert/yellow-registration', key, companyForm()),
  },
  {
    name: 'directory consultant request (yp)',
    table: dirConsultants,
    send: (key) =>
      postJson('/api/yp/insert/yellow-consultant', key, {
        ...registrant,
        nameMn: 'Д. Болормаа',
        nameEn: 'D. Bolormaa',
        professionMn: 'Геологич',
        professionEn: 'Geologist',
        phone: '9911-4455',
        adviceMn: 'Хайгуул',
      }),
  },
  {
    name: 'meeting request (yp /insert/meeting, signed in)',
    table: meetings,
    send: (key) =>
      postJson('/api/yp/insert/meeting', key, { receiver_id: receiverId, ...slot, meeting_description: '' }, { cookie: meetingCookies[0] }),
  },
];

beforeAll(async () => {
  t = await createTestApp({ clock });
  leaves = (await seedQuestions(t)).leaves;
  await t.db.insert(dirCategories).values({ main_code: '01', category_code: '0101', name_mn: 'Ангилал', name_en: 'Category' });
  const users = await t.db
    .insert(meetingUsers)
    .values([0, 1, 2].map((i) => ({ name: `Оролцогч ${i}`, name_en: `Participant ${i}`, email: `user${i}@meet.mn` })))
    .returning({ id: meetingUsers.id });
  receiverId = users[2].id;
  const tokens = [newToken(), newToken()];
  const expires_at = new Date(clock.current.getTime() + 3600_000);
  await t.db.insert(meetingSessions).values(
    await Promise.all(
      tokens.map(async (tok, i) => ({
        token_hash: await sha256Hex(tok),
        meeting_user_id: users[i].id,
        created_at: clock.current,
        expires_at,
      })),
    ),
  );
  meetingCookies = tokens.map((tok) => `meeting_session=${tok}`);
  const [time] = await t.db.insert(meetingTimes).values({ meeting_date: '2026-03-10', start_time: '10:00', end_time: '11:00' }).returning();
  const [room] = await t.db.insert(meetingRooms).values({ room_number: 'Hall', capacity: 10 }).returning();
  slot = { time_id: time.id, room_id: room.id };
});
afterAll(() => t.close());

describe.each(CREATES)('$name', ({ table, send }) => {
  it('the same key twice (a retried submit): one row, the first answer again', async () => {
    const before = await rows(table);
    const key = crypto.randomUUID();
    const first = await send(key);
    expect(first.status, await first.clone().text()).toBe(200);
    const again = await send(key);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await again.json()).toEqual(await first.json());
    expect(await rows(table)).toBe(before + 1);
  });
});

describe('what a single create does besides its row, done once', () => {
  it('10 simultaneous event registrations with one key: one row and one confirmation mail', async () => {
    const [mails, regs] = [await rows(outbox), await rows(eventRegistrations)];
    const body = {
      company: 'Алтан ХХК',
      first_name: 'Тэмүүлэн',
      last_name: 'Бат',
      country: 'Монгол',
      email: 'temuulen@altan.mn',
      phone_number: '99001122',
      attendee_type: 'delegate',
      consent: true,
    };
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postJson('/api/mw/insert/registration', key, body)));
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(await rows(eventRegistrations)).toBe(regs + 1);
    expect(await rows(outbox)).toBe(mails + 1);
  });

  it('a company request sent twice stores one logo', async () => {
    const files = async () => (await readdir(t.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
    const before = await files();
    const key = crypto.randomUUID();
    for (let i = 0; i < 3; i++) expect((await post('/api/yp/insert/yellow-registration', key, companyForm())).status).toBe(200);
    expect(await files()).toBe(before + 1);
  });

  it("a meeting user's key is theirs: another user sending the same key makes their own request", async () => {
    const before = await rows(meetings);
    const key = crypto.randomUUID();
    const body = { receiver_id: receiverId, ...slot, meeting_description: 'Танилцах' };
    const [time] = await t.db
      .insert(meetingTimes)
      .values({ meeting_date: '2026-03-12', start_time: '10:00', end_time: '11:00' })
      .returning();
    const mine = await postJson('/api/yp/insert/meeting', key, { ...body, time_id: time.id }, { cookie: meetingCookies[0] });
    expect(mine.status).toBe(200);
    const [other] = await t.db
      .insert(meetingTimes)
      .values({ meeting_date: '2026-03-12', start_time: '11:00', end_time: '12:00' })
      .returning();
    const theirs = await postJson('/api/yp/insert/meeting', key, { ...body, time_id: other.id }, { cookie: meetingCookies[1] });
    expect([theirs.status, theirs.headers.get('idempotent-replayed')]).toEqual([200, null]);
    expect(await rows(meetings)).toBe(before + 2);
  });

  it('a meeting request refused (401 without a session) claims no key', async () => {
    const key = crypto.randomUUID();
    const res = await postJson('/api/yp/insert/meeting', key, { receiver_id: receiverId, ...slot, meeting_description: '' });
    expect(res.status).toBe(401);
    expect((await t.db.select().from(idempotencyKeys)).map((r) => r.key)).not.toContain(key);
  });
});
