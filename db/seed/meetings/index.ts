import { asc, eq, inArray } from 'drizzle-orm';
import {
  dirCategories,
  dirCompanies,
  dirCompanyCategories,
  meetingRooms,
  meetingSeats,
  meetings,
  meetingTimes,
  meetingUsers,
} from '@db/schema';
import type { Db } from '@db/client';
import type { Storage } from '@platform/ports';
import type { MeetingStatus, MeetingUserType } from '@shared/meetings';
import { insertAll, insertReturningIds } from '../batch';
import { Canvas, mix } from '../files/canvas';
import { BRAND_COLORS } from '../files/palettes';
import { DAY_MS, nn, rng } from '../random';
import { FAMILY_INITIALS, GIVEN_NAMES } from '../directory/content';

export interface MeetingsSeedContext {
  db: Db;
  storage: Storage;
  now: Date;
  counts: Record<string, number>;
}

/** 84 users: exhibitors and sponsors are directory companies, attendees are people. */
const EXHIBITORS = 30;
const SPONSORS = 14;
const ATTENDEES = 40;
/** Three days of eight hourly slots, 09:00-17:00. */
export const MEETING_DAYS = 3;
export const SLOTS_PER_DAY = 8;
const FIRST_HOUR = 9;
/** The meeting days start this many days after the seed runs, so the demo's slots can be booked. */
const DAYS_AHEAD = 14;
const ROOMS: { room_number: string; capacity: number }[] = [
  { room_number: 'A-101', capacity: 4 },
  { room_number: 'A-102', capacity: 4 },
  { room_number: 'B-201', capacity: 6 },
  { room_number: 'B-202', capacity: 3 },
  { room_number: 'VIP-1', capacity: 1 },
  { room_number: 'VIP-2', capacity: 2 },
];
const MEETINGS: Record<MeetingStatus, number> = { accepted: 22, pending: 14, cancelled: 10 };

/** The demo's sign-in addresses (codes go to the local mail outbox); the README names them. */
export const DEMO_MEETING_USERS = { exhibitor: 'exhibitor@example.mn', attendee: 'attendee@example.mn' } as const;

/** 640x400 room picture: a floor with `tables` meeting tables and their chairs. */
function roomPicture(i: number, tables: number): Uint8Array {
  const c = new Canvas(640, 400);
  const base = BRAND_COLORS[(i * 3) % BRAND_COLORS.length];
  c.gradient([mix(base, [255, 255, 255], 0.88), mix(base, [255, 255, 255], 0.7)]);
  c.rect(0, 300, 640, 100, mix(base, [0, 0, 0], 0.15), 0.25);
  const cols = Math.min(tables, 3);
  const rows = Math.ceil(tables / cols);
  for (let k = 0; k < tables; k++) {
    const cx = (640 * ((k % cols) + 0.5)) / cols;
    const cy = 70 + (260 * (Math.floor(k / cols) + 0.5)) / rows;
    c.ellipse(cx, cy, 52, 30, mix(base, [0, 0, 0], 0.25));
    for (const dx of [-72, 72]) c.circle(cx + dx, cy, 14, base);
  }
  return c.toPng();
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const hour = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
/** An e-mail domain's first label from a company name: at most 20 characters, never ending in '.' (issue 26). */
const domain = (name: string) => slug(name).slice(0, 20).replace(/\.$/, '') || 'company';

/**
 * The meetings' demo content (issue 14): users of all three types, rooms with pictures, three days of
 * hourly slots and meetings in every state. Live meetings take their seats like the booking API does,
 * so the seed satisfies the same constraints.
 */
export async function seedMeetings({ db, storage, now, counts }: MeetingsSeedContext): Promise<void> {
  const r = rng(20250912);
  const companies = await db
    .select({ id: dirCompanies.id, name_mn: dirCompanies.name_mn, name_en: dirCompanies.name_en })
    .from(dirCompanies)
    .where(eq(dirCompanies.approval, true))
    .orderBy(asc(dirCompanies.id))
    .limit(EXHIBITORS + SPONSORS);
  const profiles = await seedProfiles(db, companies);
  const users: (typeof meetingUsers.$inferInsert)[] = [];
  const typed = (type: MeetingUserType, n: number, make: (k: number) => { name: string; name_en: string; email: string }) => {
    for (let k = 0; k < n; k++)
      users.push({
        ...make(k),
        ...profiles(type, type === 'Exhibitor' ? k : type === 'Sponsor' ? EXHIBITORS + k : k),
        user_type: type,
        phone_number: `+976 ${r.int(8800, 9999)}${r.int(1000, 9999)}`,
        lang: k % 5 === 4 ? 'en' : 'mn',
      });
  };
  const company = (k: number) =>
    companies[k % Math.max(companies.length, 1)] ?? { name_mn: `КОМПАНИ ${k + 1}`, name_en: `COMPANY ${k + 1}` };
  typed('Exhibitor', EXHIBITORS, (k) => ({
    name: company(k).name_mn,
    name_en: company(k).name_en,
    email: k === 0 ? DEMO_MEETING_USERS.exhibitor : `expo.${k}@${domain(company(k).name_en)}.mn`,
  }));
  typed('Sponsor', SPONSORS, (k) => ({
    name: company(EXHIBITORS + k).name_mn,
    name_en: company(EXHIBITORS + k).name_en,
    email: `sponsor.${k}@${domain(company(EXHIBITORS + k).name_en)}.mn`,
  }));
  typed('Attendee', ATTENDEES, (k) => {
    const given = GIVEN_NAMES[k % GIVEN_NAMES.length];
    const initial = FAMILY_INITIALS[Math.floor(k / GIVEN_NAMES.length) % FAMILY_INITIALS.length];
    return {
      name: `${initial[0]} ${given[0]}`,
      name_en: `${given[1]} ${initial[1]}`,
      email: k === 0 ? DEMO_MEETING_USERS.attendee : `${slug(given[1])}.${k}@example.mn`,
    };
  });
  const userIds = await insertReturningIds(db, counts, meetingUsers, users);

  const rooms = await Promise.all(
    ROOMS.map(async (room, i) => {
      const key = `seed/meetings/room-${nn(i)}.png`;
      await storage.put(key, roomPicture(i, room.capacity), 'image/png');
      return { ...room, room_pic: storage.url(key) };
    }),
  );
  const roomIds = await insertReturningIds(db, counts, meetingRooms, rooms);

  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAYS_AHEAD * DAY_MS);
  const times = Array.from({ length: MEETING_DAYS * SLOTS_PER_DAY }, (_, k) => {
    const day = Math.floor(k / SLOTS_PER_DAY);
    const h = FIRST_HOUR + (k % SLOTS_PER_DAY);
    return { meeting_date: iso(new Date(first.getTime() + day * DAY_MS)), start_time: hour(h), end_time: hour(h + 1) };
  });
  const timeIds = await insertReturningIds(db, counts, meetingTimes, times);

  // Meetings: live ones take both people's seats and a free table of the room, as the API does.
  const personBusy = new Set<string>();
  const tablesTaken = new Map<string, number>();
  const rows: (typeof meetings.$inferInsert)[] = [];
  const seats: { meeting: number; user: number; time: number }[] = [];
  const plan = (Object.entries(MEETINGS) as [MeetingStatus, number][]).flatMap(([status, n]) => Array<MeetingStatus>(n).fill(status));
  for (const [k, status] of plan.entries()) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const sender = userIds[r.int(0, userIds.length - 1)];
      const receiver = userIds[r.int(0, userIds.length - 1)];
      const time = timeIds[r.int(0, timeIds.length - 1)];
      const roomAt = r.int(0, ROOMS.length - 1);
      const roomKey = `${roomIds[roomAt]}:${time}`;
      const taken = tablesTaken.get(roomKey) ?? 0;
      const live = status !== 'cancelled';
      if (sender === receiver) continue;
      if (live && (personBusy.has(`${sender}:${time}`) || personBusy.has(`${receiver}:${time}`) || taken >= ROOMS[roomAt].capacity))
        continue;
      if (live) {
        personBusy.add(`${sender}:${time}`).add(`${receiver}:${time}`);
        tablesTaken.set(roomKey, taken + 1);
        seats.push({ meeting: rows.length, user: sender, time }, { meeting: rows.length, user: receiver, time });
      }
      const created = new Date(now.getTime() - (plan.length - k) * (DAY_MS / 6));
      rows.push({
        sender_id: sender,
        receiver_id: receiver,
        time_id: time,
        room_id: roomIds[roomAt],
        room_seat: live ? taken + 1 : 1,
        meeting_status: status,
        meeting_description: r.pick(DESCRIPTIONS),
        created_at: created,
        updated_at: created,
        // requests wait for an answer (issue 26 §2) and expire in the demo too: within 6 to 48 hours of
        // the seed, not 48 hours after their `created_at` (most are older than that and would all expire at the first sweep)
        expires_at: status === 'pending' ? new Date(now.getTime() + (6 + (k % 8) * 6) * 3_600_000) : null,
      });
      break;
    }
  }
  const meetingIds = await insertReturningIds(db, counts, meetings, rows);
  await insertAll(
    db,
    counts,
    meetingSeats,
    seats.map((s) => ({ meeting_id: meetingIds[s.meeting], user_id: s.user, time_id: s.time })),
  );
}

const DESCRIPTIONS = [
  'Хүнд машин механизмын нийлүүлэлтийн талаар танилцах',
  'Ашигт малтмалын хайгуулын хамтын ажиллагаа',
  'Supply of spare parts for haul trucks',
  'Баяжуулах үйлдвэрийн тоног төхөөрөмж',
  'Environmental monitoring services',
  'Тээвэр ложистикийн үйлчилгээний санал',
  'Joint venture opportunities in copper exploration',
  'Ажилтны сургалт, аюулгүй ажиллагааны хөтөлбөр',
];

const POSITIONS = [
  'Гүйцэтгэх захирал',
  'Худалдааны менежер',
  'Худалдан авалтын менежер',
  'Ерөнхий инженер',
  'Геологич',
  'Business development manager',
];
const OFFERS = [
  'Хүнд машин механизмын нийлүүлэлт, засвар үйлчилгээ',
  'Хайгуулын өрөмдлөг',
  'Laboratory assays within 48 hours',
  'Тээвэр ложистикийн үйлчилгээ',
  '',
];
const SEEKS = [
  'Зэс, алтны төслийн хөрөнгө оруулагч',
  'Сэлбэг хэрэгслийн найдвартай нийлүүлэгч',
  'Environmental monitoring partners',
  'Хамтарсан хайгуулын төсөл',
  '',
];

/**
 * The demo users' profiles (issue 26 §8): exhibitors and sponsors are their directory company (its
 * name, categories and page); attendees work for one of them, with one or two categories.
 */
async function seedProfiles(db: Db, companies: { id: number; name_mn: string }[]) {
  // its own sequence: the rest of the demo stays as it was
  const r = rng(20260826);
  const links = companies.length
    ? await db
        .select({ company: dirCompanyCategories.company_id, code: dirCategories.category_code })
        .from(dirCompanyCategories)
        .innerJoin(dirCategories, eq(dirCategories.id, dirCompanyCategories.category_id))
        .where(
          inArray(
            dirCompanyCategories.company_id,
            companies.map((c) => c.id),
          ),
        )
    : [];
  const codesOf = (id: number) => links.filter((l) => l.company === id).map((l) => l.code);
  const allCodes = [...new Set(links.map((l) => l.code))];
  return (type: MeetingUserType, k: number) => {
    const company = companies.length ? companies[k % companies.length] : undefined;
    const common = { position: r.pick(POSITIONS), offer: r.pick(OFFERS), seek: r.pick(SEEKS) };
    if (!company) return common;
    if (type !== 'Attendee')
      return { ...common, organisation: company.name_mn, company_id: company.id, category_codes: codesOf(company.id) };
    const codes = allCodes.length ? [...new Set([r.pick(allCodes), r.pick(allCodes)])] : [];
    return { ...common, organisation: company.name_mn, category_codes: codes };
  };
}
