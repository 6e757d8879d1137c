import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dirCategories,
  dirCompanies,
  dirMainCategories,
  meetingRooms,
  meetings,
  meetingTimes,
  meetingUsers,
  outbox,
  rateLimits,
} from '@db/schema';
import { createTestApp } from '../helpers/app';
import { cookieOf, json, lastCodeFor, type TestApp } from './assessment-fixtures';

/**
 * Issue 26 §8-10 on the meeting users' page: the own profile (organisation, position, offer, seek,
 * directory categories, directory company), the participants list that shows and searches it and
 * suggests matching people first, each meeting's history, no change once a slot has started, the
 * session probe that answers 200 signed out, and the code mail that says it is for the B2B meetings.
 */

let t: TestApp;
const clock = { current: new Date('2026-03-01T08:00:00Z'), now: () => clock.current };
let ip = 0;
const fromIp = () => ({ 'cf-connecting-ip': `10.2.0.${++ip}` });
type User = { id: number; email: string };
let users: User[];
let times: { id: number }[];
let room: { id: number };
let approved: { id: number };
let pending: { id: number };

const login = (body: Record<string, unknown>) => t.request('/api/yp/auth/login', json(body, fromIp()));
async function session(user: User, lang: 'mn' | 'en' = 'en'): Promise<string> {
  expect((await login({ email: user.email, lang })).status).toBe(200);
  const res = await login({ email: user.email, code: await lastCodeFor(t, user.email), lang });
  expect(res.status).toBe(200);
  return cookieOf(res, 'meeting_session');
}
const get = (path: string, cookie = '') => t.request(`/api/yp${path}`, { headers: { cookie } });
const post = (path: string, body: unknown, cookie = '') => t.request(`/api/yp${path}`, json(body, { cookie }));
const row = async (id: number) => (await t.db.select().from(meetingUsers).where(eq(meetingUsers.id, id)))[0];
const names = (list: { name: string }[]) => list.map((u) => u.name);

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.db
    .insert(dirMainCategories)
    .values([{ code: '01', name_mn: 'Уул уурхай', name_en: 'Mining' }])
    .onConflictDoNothing();
  await t.db.insert(dirCategories).values([
    { main_code: '01', category_code: '0101', name_mn: 'Нүүрс', name_en: 'Coal' },
    { main_code: '01', category_code: '0102', name_mn: 'Зэс, алт', name_en: 'Copper and gold' },
    { main_code: '01', category_code: '0103', name_mn: 'Төмрийн хүдэр', name_en: 'Iron ore' },
  ]);
  [approved, pending] = await t.db
    .insert(dirCompanies)
    .values([
      { registration_number: '101', name_mn: 'ЭРДЭС ХХК', name_en: 'ERDES LLC', approval: true, reviewed_at: new Date() },
      { registration_number: '102', name_mn: 'ХҮЛЭЭГДЭЖ БУЙ ХХК', name_en: 'WAITING LLC', approval: false },
    ])
    .returning({ id: dirCompanies.id });
  // three of one name, told apart by their organisations; the alphabet: Ө after О, Ү after У
  users = await t.db
    .insert(meetingUsers)
    .values([
      { name: 'Зочин Үзэгч', name_en: 'Viewer', email: 'viewer@profile.mn', user_type: 'Attendee' },
      { name: 'Бат-Эрдэнэ', name_en: 'Bat-Erdene', email: 'bat1@profile.mn', organisation: 'Оюу толгой', position: 'Инженер' },
      { name: 'Бат-Эрдэнэ', name_en: 'Bat-Erdene', email: 'bat2@profile.mn', organisation: 'Эрдэнэт', category_codes: ['0102'] },
      { name: 'Бат-Эрдэнэ', name_en: 'Bat-Erdene', email: 'bat3@profile.mn', organisation: 'Тавантолгой', seek: 'өрмийн машин' },
      { name: 'Өлзий', name_en: 'Ulzii', email: 'ulzii@profile.mn', category_codes: ['0101', '0103'] },
      { name: 'Оюун', name_en: 'Oyun', email: 'oyun@profile.mn', offer: 'Хайгуулын өрөмдлөг' },
    ])
    .returning({ id: meetingUsers.id, email: meetingUsers.email });
  times = await t.db
    .insert(meetingTimes)
    .values([
      { meeting_date: '2026-03-10', start_time: '10:00', end_time: '11:00' },
      { meeting_date: '2026-03-10', start_time: '11:00', end_time: '12:00' },
      // 2026-03-01 17:00 in Ulaanbaatar = 09:00Z: an hour after the test clock
      { meeting_date: '2026-03-01', start_time: '17:00', end_time: '18:00' },
    ])
    .returning({ id: meetingTimes.id });
  [room] = await t.db.insert(meetingRooms).values({ room_number: 'A1', capacity: 5 }).returning({ id: meetingRooms.id });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

describe('the session probe and the code mail', () => {
  it('answers 200 {user: null} signed out (no console error on the page) and the user signed in', async () => {
    const out = await get('/get/meeting-session');
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ user: null });
    expect(out.headers.get('cache-control')).toBe('no-store');
    const cookie = await session(users[0]);
    const res = await get('/get/meeting-session', cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ id: users[0].id, email: users[0].email });
    // /get/user keeps its contract
    expect((await get('/get/user')).status).toBe(401);
  });

  it('mails a code whose subject says it is for the B2B meetings, in the reader language', async () => {
    await login({ email: users[1].email, lang: 'mn' });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, users[1].email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe('B2B уулзалтад нэвтрэх код');
    expect(mail.text).toContain('B2B уулзалтын хуудсанд нэвтрэх таны код');
  });
});

describe('the own profile', () => {
  it('answers 401 without a session, for reading and for saving (nothing stored)', async () => {
    expect((await get('/get/meeting-profile?lang=en')).status).toBe(401);
    const res = await post('/update/meeting-profile?lang=en', { organisation: 'X' });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Please sign in');
    expect((await row(users[0].id)).organisation).toBe('');
  });

  it('reads the empty profile with the directory categories', async () => {
    const cookie = await session(users[0]);
    const res = await get('/get/meeting-profile', cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.profile).toEqual({ organisation: '', position: '', offer: '', seek: '', category_codes: [], company: null });
    expect(body.categories.map((c: { code: string }) => c.code)).toEqual(['0101', '0102', '0103']);
  });

  it('saves one own profile only: an id in the body changes nobody else', async () => {
    const cookie = await session(users[0]);
    const res = await post(
      '/update/meeting-profile',
      {
        id: users[1].id,
        organisation: '  Говийн хайгуул ХХК ',
        position: 'Захирал',
        offer: 'Хайгуулын үйлчилгээ',
        seek: 'Зэсийн төсөл',
        category_codes: ['0102', '0101', '0102'],
        company_id: approved.id,
      },
      cookie,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Profile saved');
    expect(body.profile).toEqual({
      organisation: 'Говийн хайгуул ХХК',
      position: 'Захирал',
      offer: 'Хайгуулын үйлчилгээ',
      seek: 'Зэсийн төсөл',
      category_codes: ['0102', '0101'],
      company: { id: approved.id, name_mn: 'ЭРДЭС ХХК', name_en: 'ERDES LLC' },
    });
    expect((await row(users[0].id)).company_id).toBe(approved.id);
    expect((await row(users[1].id)).organisation).toBe('Оюу толгой');
  });

  it('refuses bad input with its message in the user language, storing nothing', async () => {
    const cookie = await session(users[5], 'mn');
    const before = await row(users[5].id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ organisation: 'x'.repeat(201) }, 'organisation', 'Байгууллагын нэр 200 тэмдэгтээс ихгүй байна'],
      [{ position: 'x'.repeat(201) }, 'position', 'Албан тушаал 200 тэмдэгтээс ихгүй байна'],
      [{ offer: 'x'.repeat(1001) }, 'offer', 'Санал болгох зүйл 1000 тэмдэгтээс ихгүй байна'],
      [{ seek: 'x'.repeat(1001) }, 'seek', 'Хайж буй зүйл 1000 тэмдэгтээс ихгүй байна'],
      [{ category_codes: ['01x1'] }, 'category_codes.0', 'Лавлахын ангиллаас 20 хүртэлхийг сонгоно уу'],
      [{ category_codes: 'Coal' }, 'category_codes', 'Лавлахын ангиллаас 20 хүртэлхийг сонгоно уу'],
      [
        { category_codes: Array.from({ length: 21 }, (_, i) => `01${String(i).padStart(2, '0')}`) },
        'category_codes',
        'Лавлахын ангиллаас 20 хүртэлхийг сонгоно уу',
      ],
      // well-formed but not the directory's
      [{ category_codes: ['0101', '0999'] }, 'category_codes', 'Лавлахын ангиллаас 20 хүртэлхийг сонгоно уу'],
      [{ company_id: pending.id }, 'company_id', 'Лавлахад бүртгэлтэй компанийг сонгоно уу'],
      [{ company_id: 999_999 }, 'company_id', 'Лавлахад бүртгэлтэй компанийг сонгоно уу'],
      [{ company_id: 'ERDES' }, 'company_id', 'Лавлахад бүртгэлтэй компанийг сонгоно уу'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/update/meeting-profile', { offer: 'changed', ...body }, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ field, message });
    }
    expect(await row(users[5].id)).toEqual(before);
  });

  it('finds approved directory companies by either name for the profile', async () => {
    const cookie = await session(users[0]);
    const res = await get('/get/meeting-companies?term=llc', cookie);
    expect((await res.json()).companies).toEqual([{ id: approved.id, name_mn: 'ЭРДЭС ХХК', name_en: 'ERDES LLC' }]);
    expect((await get('/get/meeting-companies?term=', cookie)).status).toBe(400);
    expect((await get('/get/meeting-companies?term=llc')).status).toBe(401);
  });
});

describe('the participants list', () => {
  it('shows organisation and position, suggests overlapping categories first, then the Mongolian alphabet', async () => {
    // users[0] saved 0101 and 0102 above: Өлзий (0101) and the second Бат-Эрдэнэ (0102) match
    const cookie = await session(users[0]);
    const res = await get('/get/meeting-participants', cookie);
    const { users: list, total } = await res.json();
    expect(total).toBe(5);
    expect(list.map((u: { name: string; organisation: string; suggested: boolean }) => [u.name, u.organisation, u.suggested])).toEqual([
      ['Бат-Эрдэнэ', 'Эрдэнэт', true],
      ['Өлзий', '', true],
      ['Бат-Эрдэнэ', 'Оюу толгой', false],
      ['Бат-Эрдэнэ', 'Тавантолгой', false],
      ['Оюун', '', false],
    ]);
    expect(list[2]).toMatchObject({ position: 'Инженер', offer: '', seek: '', company: null });
    // the English page: by the English names after the suggestions
    const en = await (await get('/get/meeting-participants?lang=en', cookie)).json();
    expect(en.users.map((u: { name_en: string }) => u.name_en)).toEqual(['Bat-Erdene', 'Ulzii', 'Bat-Erdene', 'Bat-Erdene', 'Oyun']);
    // no categories of one's own: nobody is suggested, all in the alphabet
    const plain = await (await get('/get/meeting-participants', await session(users[5]))).json();
    expect(plain.users.every((u: { suggested: boolean }) => !u.suggested)).toBe(true);
    expect(names(plain.users)).toEqual(['Бат-Эрдэнэ', 'Бат-Эрдэнэ', 'Бат-Эрдэнэ', 'Зочин Үзэгч', 'Өлзий']);
  });

  it('links an approved directory company, never a pending one', async () => {
    await t.db.update(meetingUsers).set({ company_id: pending.id }).where(eq(meetingUsers.id, users[3].id));
    const cookie = await session(users[5]);
    const { users: list } = await (await get('/get/meeting-participants?term=Зочин', cookie)).json();
    expect(list[0].company).toEqual({ id: approved.id, name_mn: 'ЭРДЭС ХХК', name_en: 'ERDES LLC' });
    const { users: bat3 } = await (await get('/get/meeting-participants?term=Тавантолгой', cookie)).json();
    expect(bat3[0].company).toBeNull();
  });

  it('searches the organisation, position, offer and seek too', async () => {
    const cookie = await session(users[0]);
    const find = async (term: string) =>
      names((await (await get(`/get/meeting-participants?term=${encodeURIComponent(term)}`, cookie)).json()).users);
    expect(await find('оюу толгой')).toEqual(['Бат-Эрдэнэ']);
    expect(await find('инженер')).toEqual(['Бат-Эрдэнэ']);
    expect(await find('өрөмдлөг')).toEqual(['Оюун']);
    expect(await find('өрмийн')).toEqual(['Бат-Эрдэнэ']);
    expect(await find('100%')).toEqual([]);
  });
});

describe('history and started slots', () => {
  it('keeps declined, cancelled and expired meetings with who did what and when', async () => {
    const a = await session(users[1]);
    const b = await session(users[2]);
    const req = async (time: { id: number }) => {
      const res = await post('/insert/meeting', { receiver_id: users[2].id, time_id: time.id, room_id: room.id }, a);
      expect(res.status).toBe(200);
      return (await res.json()).meeting.id as number;
    };
    const declined = await req(times[0]);
    clock.current = new Date('2026-03-01T08:10:00Z');
    expect((await post('/update/meeting', { id: declined, action: 'decline' }, b)).status).toBe(200);
    const cancelled = await req(times[1]);
    expect((await post('/update/meeting', { id: cancelled, action: 'accept' }, b)).status).toBe(200);
    clock.current = new Date('2026-03-01T08:20:00Z');
    expect((await post('/update/meeting', { id: cancelled, action: 'cancel' }, a)).status).toBe(200);
    const { meetings: list } = await (await get('/get/my-meetings', a)).json();
    const one = (id: number) => list.find((m: { id: number }) => m.id === id);
    expect(one(declined)).toMatchObject({ meeting_status: 'cancelled', closed_reason: 'declined', past: false });
    expect(one(declined).history).toEqual([
      { action: 'requested', actor: 'sender', created_at: expect.any(String) },
      { action: 'declined', actor: 'receiver', created_at: '2026-03-01T08:10:00.000Z' },
    ]);
    expect(one(cancelled).closed_reason).toBe('cancelled');
    expect(one(cancelled).history.map((h: { action: string; actor: string }) => `${h.action}:${h.actor}`)).toEqual([
      'requested:sender',
      'accepted:receiver',
      'cancelled:sender',
    ]);
    expect(one(cancelled).history[2].created_at).toBe('2026-03-01T08:20:00.000Z');
  });

  it('refuses accepting, declining or cancelling once the slot has started (409, nothing changed)', async () => {
    clock.current = new Date('2026-03-01T08:00:00Z');
    const a = await session(users[4], 'mn');
    const b = await session(users[5], 'en');
    const res = await post('/insert/meeting', { receiver_id: users[5].id, time_id: times[2].id, room_id: room.id }, a);
    expect(res.status).toBe(200);
    const id = (await res.json()).meeting.id as number;
    // the slot starts at 09:00Z
    clock.current = new Date('2026-03-01T09:00:00Z');
    const accept = await post('/update/meeting', { id, action: 'accept' }, b);
    expect(accept.status).toBe(409);
    expect((await accept.json()).message).toBe("This meeting's time has started: it can no longer be accepted, declined or cancelled");
    const cancel = await post('/update/meeting', { id, action: 'cancel' }, a);
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).message).toBe('Уулзалтын цаг эхэлсэн тул зөвшөөрөх, татгалзах, цуцлах боломжгүй');
    expect((await t.db.select().from(meetings).where(eq(meetings.id, id)))[0].meeting_status).toBe('pending');
    // after its end it is a past meeting
    clock.current = new Date('2026-03-01T10:00:00Z');
    const { meetings: list } = await (await get('/get/my-meetings', a)).json();
    expect(list.find((m: { id: number }) => m.id === id)).toMatchObject({ past: true, closed_reason: null });
    clock.current = new Date('2026-03-01T08:00:00Z');
  });
});
