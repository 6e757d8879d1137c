import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, eventHalls, eventPresenters, eventSessionSpeakers, eventSessions } from '@db/schema';
import { SESSION_MESSAGES as M } from '@shared/event-sessions';
import type { ProgrammeSession } from '@api/mw/event/program/session-queries';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { en, mn } from '../helpers/messages';

/** The programme's sessions in the back office (issue 27 §1): `/api/mw/{get,insert,update,delete}/session…`. */
let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };
type Who = 1 | 2 | 3 | null;
const hall: Record<'a' | 'b' | 'other', number> = { a: 0, b: 0, other: 0 };
const speaker: Record<'bat' | 'sara' | 'other', number> = { bat: 0, sara: 0, other: 0 };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
  const halls = await t.db
    .insert(eventHalls)
    .values([
      { event_id: 3, hall_name: 'А танхим', hall_name_en: 'Hall A' },
      { event_id: 3, hall_name: 'Б танхим', hall_name_en: 'Hall B' },
      { event_id: 1, hall_name: 'Хуучин', hall_name_en: 'Old hall' },
    ])
    .returning();
  [hall.a, hall.b, hall.other] = halls.map((h) => h.id);
  const people = await t.db
    .insert(eventPresenters)
    .values(
      (
        [
          [3, 'Бат', 'Bat'],
          [3, 'Сараа', 'Sara'],
          [1, 'Дорж', 'Dorj'],
        ] as const
      ).map(([event_id, name_mn, name_en]) => ({
        event_id,
        name_mn,
        name_en,
        position_mn: 'Захирал',
        position_en: 'Director',
        profile_img: '/images/event/presenter-male.png',
      })),
    )
    .returning();
  [speaker.bat, speaker.sara, speaker.other] = people.map((p) => p.id);
});
beforeEach(async () => {
  await t.db.delete(eventSessions);
  t.rebuild.reasons.length = 0;
});
afterAll(() => t.close());

const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookie[who] } : {}), ...extra });
const post = (path: string, body: unknown, who: Who = 2) =>
  t.request(`/api/mw${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const get = (path: string, who: Who = 2) => t.request(`/api/mw${path}`, { headers: headers(who) });
const del = (path: string, who: Who = 2) => t.request(`/api/mw${path}`, { method: 'DELETE', headers: headers(who) });
const sessionCount = async () => (await t.db.select({ n: count() }).from(eventSessions))[0].n;

const body = (extra: Record<string, unknown> = {}) => ({
  event_id: 3,
  event_date_id: 1,
  starts_at: '09:00',
  ends_at: '10:30',
  hall_id: hall.a,
  track_mn: 'Нээлт',
  track_en: '',
  title_mn: 'Нээлтийн ёслол',
  title_en: '',
  description_mn: 'Тайлбар',
  description_en: '',
  slides_url: '',
  video_url: '',
  speaker_ids: [] as number[],
  ...extra,
});
async function added(extra: Record<string, unknown> = {}): Promise<ProgrammeSession> {
  const res = await post('/insert/session', body(extra));
  const answer = (await res.json()) as { session: ProgrammeSession; message: string };
  expect(res.status, answer.message).toBe(200);
  return answer.session;
}
/** A write that must be refused with `status` and `message`, storing nothing. */
async function refused(res: Response | Promise<Response>, status: number, message: string, field?: string) {
  const before = await sessionCount();
  const r = await res;
  const answer = (await r.json()) as { message: string; field?: string };
  expect(r.status, answer.message).toBe(status);
  expect(answer.message).toBe(message);
  if (field) expect(answer.field).toBe(field);
  expect(await sessionCount()).toBe(before);
}

describe('sessions: add, list, edit', () => {
  it('adds a session with two speakers in order, answers the row and asks for a rebuild', async () => {
    const res = await post(
      '/insert/session',
      body({ speaker_ids: [speaker.sara, speaker.bat], video_url: 'https://youtu.be/dQw4w9WgXcQ' }),
    );
    expect(res.status).toBe(200);
    const { session, message } = (await res.json()) as { session: ProgrammeSession; message: string };
    expect(message).toBe('Амжилттай нэмэгдлээ.');
    expect(session).toMatchObject({
      event_id: 3,
      event_date_id: 1,
      starts_at: '09:00',
      ends_at: '10:30',
      hall_id: hall.a,
      hall_name_en: 'Hall A',
      title_mn: 'Нээлтийн ёслол',
      speaker_ids: [speaker.sara, speaker.bat],
      sequence: 1,
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(t.rebuild.reasons).toEqual(['event-program']);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.route, '/mw/insert/session'));
    expect(entry).toMatchObject({ entity: 'mw/session', action: 'create', entity_id: String(session.id) });
  });

  it('normalises times (9:00 -> 09:00), accepts no hall, a PDF of our storage and Google Slides', async () => {
    const s = await added({
      starts_at: '9:00',
      ends_at: '9:45',
      hall_id: '',
      title_mn: '',
      title_en: 'Site visit',
      slides_url: '/files/event/slides/deck.pdf',
    });
    expect(s).toMatchObject({ starts_at: '09:00', ends_at: '09:45', hall_id: null, title_en: 'Site visit' });
    const g = await added({ slides_url: 'https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit' });
    expect(g.slides_url).toBe('https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit');
  });

  it('lists an edition for the admin, by day, in programme order (read-only role may read)', async () => {
    const late = await added({ starts_at: '11:00', ends_at: '12:00', title_mn: 'Хоёр' });
    const early = await added({ starts_at: '09:00', ends_at: '10:00', title_mn: 'Нэг' });
    const day2 = await added({ event_date_id: 2, title_mn: 'Гурав' });
    const all = await get('/get/session?event=3', 3);
    expect(all.status).toBe(200);
    const answer = (await all.json()) as { session: ProgrammeSession[]; speakers: { id: number }[] };
    expect(answer.session.map((s) => s.id)).toEqual([early.id, late.id, day2.id]);
    expect(answer.speakers.map((s) => s.id)).toEqual([speaker.bat, speaker.sara]);
    const one = (await (await get('/get/session?event=3&day=2')).json()) as { session: ProgrammeSession[] };
    expect(one.session.map((s) => s.id)).toEqual([day2.id]);
    expect(((await (await get('/get/session?event=1')).json()) as { session: unknown[] }).session).toEqual([]);
    expect((await get('/get/session?event=3&day=5')).status).toBe(400);
    expect((await get('/get/session?event=3', null)).status).toBe(401);
  });

  it('edits a session: texts, hall, speakers replaced in the new order; updated_at moves', async () => {
    const s = await added({ speaker_ids: [speaker.bat] });
    await new Promise((r) => setTimeout(r, 5));
    const res = await post('/update/session', {
      ...body({ hall_id: hall.b, title_en: 'Opening', speaker_ids: [speaker.sara, speaker.bat] }),
      id: s.id,
    });
    expect(res.status).toBe(200);
    const { session, message } = (await res.json()) as { session: ProgrammeSession; message: string };
    expect(message).toBe('Амжилттай шинэчлэгдлээ.');
    expect(session).toMatchObject({ hall_id: hall.b, title_en: 'Opening', speaker_ids: [speaker.sara, speaker.bat] });
    expect(new Date(session.updated_at).getTime()).toBeGreaterThan(new Date(s.updated_at).getTime());
    expect(t.rebuild.reasons).toEqual(['event-program', 'event-program']);
  });

  it('answers in English when asked', async () => {
    const res = await post('/insert/session?lang=en', body());
    expect(((await res.json()) as { message: string }).message).toBe('Successfully added.');
  });
});

describe('sessions: refusals store nothing', () => {
  it('400 with the rule broken, naming the field', async () => {
    await refused(post('/insert/session', body({ event_date_id: 5 })), 400, mn(M.day), 'event_date_id');
    await refused(post('/insert/session', body({ starts_at: '25:00' })), 400, mn(M.start), 'starts_at');
    await refused(post('/insert/session', body({ ends_at: '9am' })), 400, mn(M.end), 'ends_at');
    await refused(post('/insert/session', body({ starts_at: '10:00', ends_at: '09:00' })), 400, mn(M.endBeforeStart), 'ends_at');
    await refused(post('/insert/session', body({ starts_at: '10:00', ends_at: '10:00' })), 400, mn(M.endBeforeStart), 'ends_at');
    await refused(post('/insert/session', body({ title_mn: '  ', title_en: '' })), 400, mn(M.title), 'title_mn');
    await refused(post('/insert/session', body({ title_en: 'x'.repeat(301) })), 400, mn(M.titleTooLong), 'title_en');
    await refused(post('/insert/session', body({ description_en: 'x'.repeat(4001) })), 400, mn(M.description), 'description_en');
    await refused(post('/insert/session', body({ track_en: 'x'.repeat(121) })), 400, mn(M.track), 'track_en');
    // only addresses the embed allow-list maps to the right kind
    for (const url of ['https://evil.example/x', 'javascript:alert(1)', 'http://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'])
      await refused(post('/insert/session', body({ slides_url: url })), 400, mn(M.slidesUrl), 'slides_url');
    for (const url of ['https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit', '/files/a.pdf', 'https://vimeo.com/abc'])
      await refused(post('/insert/session', body({ video_url: url })), 400, mn(M.videoUrl), 'video_url');
    await refused(post('/insert/session', body({ speaker_ids: [speaker.bat, speaker.bat] })), 400, mn(M.speakerTwice), 'speaker_ids');
    await refused(post('/insert/session?lang=en', body({ event_date_id: 0 })), 400, en(M.day), 'event_date_id');
  });

  it('400 for a hall or speaker of another edition, or none', async () => {
    await refused(post('/insert/session', body({ hall_id: hall.other })), 400, mn(M.hallOtherEvent), 'hall_id');
    await refused(post('/insert/session', body({ hall_id: 999999 })), 400, mn(M.hall), 'hall_id');
    await refused(
      post('/insert/session', body({ speaker_ids: [speaker.bat, speaker.other] })),
      400,
      mn(M.speakerOtherEvent),
      'speaker_ids',
    );
    await refused(post('/insert/session', body({ speaker_ids: [999999] })), 400, mn(M.speakerOtherEvent), 'speaker_ids');
    expect(await t.db.select().from(eventSessionSpeakers)).toEqual([]);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('an edit refused keeps the session and its speakers as they were', async () => {
    const s = await added({ speaker_ids: [speaker.bat] });
    const res = await post('/update/session', { ...body({ speaker_ids: [speaker.other], title_mn: 'Шинэ' }), id: s.id });
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, s.id));
    expect(row.title_mn).toBe('Нээлтийн ёслол');
    expect((await t.db.select().from(eventSessionSpeakers)).map((l) => l.presenter_id)).toEqual([speaker.bat]);
  });

  it('404 for a session that is not there', async () => {
    await refused(post('/update/session', { ...body(), id: 999999 }), 404, mn(M.notFound));
    await refused(del('/delete/session?id=999999'), 404, mn(M.notFound));
    await refused(post('/update/session-language', { id: 999999, from: 'mn' }), 404, mn(M.notFound));
  });

  it('401 anonymous, 403 for the read-only role, on every write', async () => {
    const s = await added();
    const writes = (who: Who) => [
      post('/insert/session', body(), who),
      post('/update/session', { ...body(), id: s.id }, who),
      del(`/delete/session?id=${s.id}`, who),
      post('/update/session-order', { event: 3, day: 1, sessions: [s.id] }, who),
      post('/update/session-language', { id: s.id, from: 'mn' }, who),
    ];
    for (const res of writes(null)) expect((await res).status).toBe(401);
    for (const res of writes(3)) expect((await res).status).toBe(403);
    expect(await sessionCount()).toBe(1);
    expect(t.rebuild.reasons).toEqual(['event-program']);
  });
});

describe('sessions: delete, order, copy', () => {
  it('a delete removes the session and its speaker links, nothing else, and says so', async () => {
    const s = await added({ speaker_ids: [speaker.bat, speaker.sara] });
    const res = await del(`/delete/session?id=${s.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: mn(M.deleted, { speakers: 2 }), removed: { session: 1, speakers: 2 } });
    expect(await sessionCount()).toBe(0);
    expect(await t.db.select().from(eventSessionSpeakers)).toEqual([]);
    expect((await t.db.select().from(eventPresenters)).length).toBe(3);
    expect((await t.db.select().from(eventHalls)).length).toBe(3);
  });

  it("reorders sessions that share a start and a hall; the day's sessions only, each once", async () => {
    const a = await added({ title_mn: 'A' });
    const b = await added({ title_mn: 'B' });
    const c = await added({ title_mn: 'C', starts_at: '11:00', ends_at: '12:00' });
    const res = await post('/update/session-order', { event: 3, day: 1, sessions: [b.id, a.id, c.id] });
    expect(res.status).toBe(200);
    const { session, message } = (await res.json()) as { session: ProgrammeSession[]; message: string };
    expect(message).toBe(mn(M.ordered));
    expect(session.map((s) => s.title_mn)).toEqual(['B', 'A', 'C']);
    expect(session.map((s) => s.sequence)).toEqual([1, 2, 3]);
    // a later session before an earlier one: the pages would not show it
    await refused(post('/update/session-order', { event: 3, day: 1, sessions: [c.id, b.id, a.id] }), 400, mn(M.orderTimes), 'sessions');
    // a session missing (another admin added it meanwhile) or from another day
    await refused(post('/update/session-order', { event: 3, day: 1, sessions: [a.id, b.id] }), 409, mn(M.orderChanged), 'sessions');
    const other = await added({ event_date_id: 2 });
    await refused(post('/update/session-order', { event: 3, day: 1, sessions: [a.id, b.id, c.id, other.id] }), 409, mn(M.orderChanged));
    await refused(post('/update/session-order', { event: 3, day: 1, sessions: [a.id, a.id, c.id] }), 400, mn(M.order));
    const order = await t.db.select().from(eventSessions).where(eq(eventSessions.event_date_id, 1)).orderBy(asc(eventSessions.sequence));
    expect(order.map((s) => s.title_mn)).toEqual(['B', 'A', 'C']);
  });

  it('parallel reorders of one day each leave one whole order (no mix, no deadlock)', async () => {
    const ids: number[] = [];
    for (let k = 0; k < 6; k++) ids.push((await added({ title_mn: `S${k}` })).id);
    const orders = Array.from({ length: 6 }, (_, k) => [...ids.slice(k), ...ids.slice(0, k)]);
    const answers = await Promise.all(orders.map((o) => post('/update/session-order', { event: 3, day: 1, sessions: o })));
    expect(answers.map((r) => r.status)).toEqual(orders.map(() => 200));
    const rows = await t.db.select().from(eventSessions).orderBy(asc(eventSessions.sequence));
    expect(rows.map((r) => r.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(orders.map((o) => o.join())).toContain(rows.map((r) => r.id).join());
  });

  it('copies the texts to the other language where it is empty, never over a filled field', async () => {
    const s = await added({ title_mn: 'Гарчиг', track_mn: 'Чуулган', description_mn: 'Тайлбар', track_en: 'Conference' });
    const res = await post('/update/session-language', { id: s.id, from: 'mn' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { session: ProgrammeSession; copied: string[]; message: string };
    expect(answer.copied).toEqual(['title_en', 'description_en']);
    expect(answer.message).toBe(mn(M.copied, { count: 2 }));
    expect(answer.session).toMatchObject({ title_en: 'Гарчиг', track_en: 'Conference', description_en: 'Тайлбар' });
    // nothing left to copy: a 400 that says so
    await refused(post('/update/session-language', { id: s.id, from: 'mn' }), 400, mn(M.nothingToCopy), 'from');
    await refused(post('/update/session-language', { id: s.id, from: 'fr' }), 400, mn(M.language), 'from');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.route, '/mw/update/session-language'));
    expect(entry).toMatchObject({ entity: 'mw/session', action: 'update', entity_id: String(s.id) });
  });
});
