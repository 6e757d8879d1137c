import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@db/schema';
import { MEETING_MESSAGES as M } from '@shared/meetings';
import { CATBAN_MESSAGES } from '@shared/directory-catban';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { en, mn } from '../helpers/messages';
import { pdfPages } from '../helpers/pdf-text';
import { cookieOf, json, lastCodeFor, type TestApp } from './assessment-fixtures';

/** The printed meeting schedules (issue 26 §5): a person's and a room's, as PDF, for the admin and the participant. */

let t: TestApp;
const clock = { current: new Date('2026-03-01T08:00:00Z'), now: () => clock.current };
let admin = '';
let ann: { id: number; email: string };
let bold: { id: number; email: string };
let idle: { id: number; email: string };
const number: Record<'accepted' | 'second' | 'pending' | 'cancelled', string> = { accepted: '', second: '', pending: '', cancelled: '' };
let small: { id: number };
let large: { id: number };

const get = (path: string, cookie = '') => t.request(`/api/yp${path}`, { headers: cookie ? { cookie } : {} });
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const textOf = async (res: Response) => pdfPages(await bytes(res)).join('\n');

async function meetingSession(email: string, lang: 'mn' | 'en'): Promise<string> {
  const login = (body: Record<string, unknown>) => t.request('/api/yp/auth/login', json(body, { 'cf-connecting-ip': '10.9.0.1' }));
  expect((await login({ email, lang })).status).toBe(200);
  const res = await login({ email, code: await lastCodeFor(t, email), lang });
  expect(res.status).toBe(200);
  return cookieOf(res, 'meeting_session');
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = (await signIn(t, 3)).cookie;
  const users = await t.db
    .insert(meetingUsers)
    .values([
      {
        name: 'Анхбаяр Өлзийбаатар',
        name_en: 'Ankhbayar Ulziibaatar',
        email: 'ann@meet.mn',
        organisation: 'Эрдэнэс Тавантолгой ХК',
        position: 'Гүйцэтгэх захирал',
      },
      { name: 'Болд Үүрцайх', name_en: 'Bold Uurtsaikh', email: 'bold@meet.mn', organisation: 'Оюу Толгой ХХК', position: 'Инженер' },
      { name: 'Сараа', name_en: 'Saraa', email: 'saraa@meet.mn' },
      { name: 'Дорж', name_en: 'Dorj', email: 'dorj@meet.mn' },
      { name: 'Идэр', name_en: 'Ider', email: 'ider@meet.mn' },
    ])
    .returning({ id: meetingUsers.id, email: meetingUsers.email });
  [ann, bold, , , idle] = users as [typeof ann, typeof ann, typeof ann, typeof ann, typeof ann];
  const [saraa, dorj] = [users[2]!, users[3]!];
  // 24 hourly slots over two days: a room's door sign runs over several pages
  const times = await t.db
    .insert(meetingTimes)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        meeting_date: i < 12 ? '2026-03-10' : '2026-03-11',
        start_time: `${String(7 + (i % 12)).padStart(2, '0')}:00`,
        end_time: `${String(8 + (i % 12)).padStart(2, '0')}:00`,
      })),
    )
    .returning({ id: meetingTimes.id });
  [small, large] = await t.db
    .insert(meetingRooms)
    .values([
      { room_number: 'Их танхим', capacity: 2 },
      { room_number: 'B7', capacity: 8 },
    ])
    .returning({ id: meetingRooms.id });
  const rows = await t.db
    .insert(meetings)
    .values([
      { sender_id: ann.id, receiver_id: bold.id, time_id: times[3]!.id, room_id: small.id, room_seat: 2, meeting_status: 'accepted' },
      { sender_id: saraa.id, receiver_id: ann.id, time_id: times[14]!.id, room_id: large.id, room_seat: 7, meeting_status: 'accepted' },
      { sender_id: ann.id, receiver_id: dorj.id, time_id: times[5]!.id, room_id: small.id, room_seat: 1, meeting_status: 'pending' },
      {
        sender_id: dorj.id,
        receiver_id: ann.id,
        time_id: times[6]!.id,
        room_id: small.id,
        room_seat: 1,
        meeting_status: 'cancelled',
        closed_reason: 'declined',
      },
    ])
    .returning({ meeting_number: meetings.meeting_number });
  [number.accepted, number.second, number.pending, number.cancelled] = rows.map((r) => r.meeting_number);
});
afterAll(async () => t.close());

function expectPdf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''.+\.pdf$/);
}

describe("a person's schedule (admin)", () => {
  it('lists their accepted meetings by time with room, table, the other side and the number, in Mongolian', async () => {
    const res = await get(`/yellow-page/get/meeting-user-schedule?id=${ann.id}`, admin);
    expectPdf(res);
    const pdf = await bytes(res);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfPages(pdf).join('\n');
    for (const shown of [
      'Уулзалтын хуваарь',
      'Анхбаяр Өлзийбаатар',
      'Гүйцэтгэх захирал, Эрдэнэс Тавантолгой ХК',
      'Улаанбаатарын цагаар (UTC+8)',
      'Хэвлэсэн: 2026.03.01 16:00',
      '2026.03.10',
      '10:00–11:00',
      'Их танхим',
      'Болд Үүрцайх',
      'Инженер, Оюу Толгой ХХК',
      number.accepted,
      '2026.03.11',
      'Сараа',
      number.second,
    ])
      expect(text).toContain(shown);
    // by time: the first day's meeting before the second's
    expect(text.indexOf(number.accepted)).toBeLessThan(text.indexOf(number.second));
    // only accepted meetings
    expect(text).not.toContain(number.pending);
    expect(text).not.toContain(number.cancelled);
    expect(text).not.toContain('Дорж');
  });

  it('is in English when asked', async () => {
    const res = await get(`/yellow-page/get/meeting-user-schedule?id=${ann.id}&lang=en`, admin);
    expectPdf(res);
    expect(res.headers.get('content-disposition')).toContain('Meeting schedule - Ankhbayar Ulziibaatar.pdf');
    const text = await textOf(res);
    for (const shown of [
      'Meeting schedule',
      'Ankhbayar Ulziibaatar',
      'Ulaanbaatar time (UTC+8)',
      '10 Mar 2026',
      'Bold Uurtsaikh',
      number.accepted,
    ])
      expect(text).toContain(shown);
  });

  it('says so when a person has no confirmed meeting', async () => {
    const text = await textOf(await get(`/yellow-page/get/meeting-user-schedule?id=${idle.id}&lang=en`, admin));
    expect(text).toContain('Ider');
    expect(text).toContain('No confirmed meetings yet.');
  });

  it('needs an admin session: 401 without one (a meeting session is not one), 404 unknown person, 400 bad input', async () => {
    const path = `/yellow-page/get/meeting-user-schedule?id=${ann.id}`;
    expect((await get(path)).status).toBe(401);
    expect((await get(path, await meetingSession(ann.email, 'mn'))).status).toBe(401);
    const missing = await get('/yellow-page/get/meeting-user-schedule?id=999999', admin);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(mn(M.userNotFound));
    const bad = await get('/yellow-page/get/meeting-user-schedule?id=abc', admin);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(mn(M.id));
    const badLang = await get(`/yellow-page/get/meeting-user-schedule?id=${ann.id}&lang=fr`, admin);
    expect(badLang.status).toBe(400);
    expect(((await badLang.json()) as { message: string }).message).toBe(mn(CATBAN_MESSAGES.lang));
  });
});

describe("a room's door sign (admin)", () => {
  it('lists every table by hour with its two people, a table held by a request, or "free"', async () => {
    const res = await get(`/yellow-page/get/meeting-room-schedule?id=${small.id}&lang=en`, admin);
    expectPdf(res);
    const pages = pdfPages(await bytes(res));
    const text = pages.join('\n');
    for (const shown of [
      'Room Их танхим: tables by hour',
      'Table 1',
      'Table 2',
      'Ankhbayar Ulziibaatar',
      'Bold Uurtsaikh',
      number.accepted,
      'held for a request',
      'free',
      'Ulaanbaatar time (UTC+8)',
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain(number.pending);
    expect(text).not.toContain(number.cancelled);
    // another room's meeting is not on this door
    expect(text).not.toContain(number.second);
    // two tables by 24 hours fit one portrait page
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Page 1 of 1');
  });

  it('is in Mongolian by default; a room of eight tables runs in two bands of landscape pages', async () => {
    const res = await get(`/yellow-page/get/meeting-room-schedule?id=${large.id}`, admin);
    expectPdf(res);
    const pdf = await bytes(res);
    const pages = pdfPages(pdf);
    const text = pages.join('\n');
    // 24 slots do not fit one landscape page, and tables 7-8 start a second band: pages go on, each numbered
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]).toContain('6-р ширээ');
    expect(pages[0]).not.toContain('7-р ширээ');
    expect(pages.at(-1)).toContain(`${pages.length}/${pages.length}-р хуудас`);
    expect(pages.at(-1)).toContain('8-р ширээ');
    for (const shown of [
      'B7 өрөө',
      '1-р ширээ',
      '6-р ширээ',
      '7-р ширээ',
      '8-р ширээ',
      'Сараа',
      'Анхбаяр Өлзийбаатар',
      number.second,
      'сул',
    ])
      expect(text).toContain(shown);
    // A4 landscape
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('prints every room in one file', async () => {
    const res = await get('/yellow-page/get/meeting-rooms-schedule?lang=en', admin);
    expectPdf(res);
    const text = await textOf(res);
    expect(text).toContain('Room Их танхим: tables by hour');
    expect(text).toContain('Room B7: tables by hour');
    expect(text).toContain(number.accepted);
    expect(text).toContain(number.second);
  });

  it('needs an admin session; an unknown room is 404', async () => {
    expect((await get(`/yellow-page/get/meeting-room-schedule?id=${small.id}`)).status).toBe(401);
    expect((await get('/yellow-page/get/meeting-rooms-schedule')).status).toBe(401);
    const missing = await get('/yellow-page/get/meeting-room-schedule?id=999999&lang=en', admin);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(en(M.roomNotFound));
    expect((await get('/yellow-page/get/meeting-room-schedule?id=0', admin)).status).toBe(400);
  });
});

describe("the participant's own schedule", () => {
  it('is theirs only, in the language of their page or else their own', async () => {
    const cookie = await meetingSession(bold.email, 'en');
    const own = await get('/get/my-meeting-schedule', cookie);
    expectPdf(own);
    const text = await textOf(own);
    expect(text).toContain('Bold Uurtsaikh');
    expect(text).toContain('Ankhbayar Ulziibaatar');
    expect(text).toContain('Ulaanbaatar time (UTC+8)');
    expect(text).toContain(number.accepted);
    expect(text).not.toContain(number.second);
    // no way to ask for someone else's: an id is not read
    const other = await textOf(await get(`/get/my-meeting-schedule?id=${ann.id}&lang=mn`, cookie));
    expect(other).toContain('Болд Үүрцайх');
    expect(other).toContain('Улаанбаатарын цагаар (UTC+8)');
    expect(other).not.toContain(number.second);
  });

  it('needs the meeting session: 401 without it (an admin session is not one); a bad lang is 400', async () => {
    const signedOut = await get('/get/my-meeting-schedule?lang=en');
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as { message: string }).message).toBe('Please sign in');
    expect((await get('/get/my-meeting-schedule', admin)).status).toBe(401);
    const cookie = await meetingSession(ann.email, 'en');
    const bad = await get('/get/my-meeting-schedule?lang=fr', cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(en(CATBAN_MESSAGES.lang));
  });
});
