import { asc, count, eq } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, eventHalls, eventPresenters, eventSessionSpeakers, eventSessions } from '@db/schema';
import { SESSION_IMPORT_COLUMNS, SESSION_IMPORT_TEMPLATE, SESSION_MESSAGES as M } from '@shared/event-sessions';
import { IMPORT_MESSAGES as IM, type ImportRefusal } from '@shared/meeting-import';
import { csvOf } from '@admin/kit/spreadsheet';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { pngBytes } from '../helpers/upload-files';
import { en, mn } from '../helpers/messages';

/** A whole programme from a CSV or XLSX file (issue 27 §1): `POST /api/mw/insert/session-import`, all or nothing. */
let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };
type Who = 1 | 2 | 3 | null;
const ids = { hallA: 0, hallB: 0, bat: 0, sara: 0 };

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
  [ids.hallA, ids.hallB] = halls.map((h) => h.id);
  const person = (event_id: number, name_mn: string, name_en: string) => ({
    event_id,
    name_mn,
    name_en,
    position_mn: 'Захирал',
    position_en: 'Director',
    profile_img: '/images/event/presenter-male.png',
  });
  const people = await t.db
    .insert(eventPresenters)
    .values([
      person(3, 'Бат', 'Bat'),
      person(3, 'Сараа', 'Sara'),
      person(1, 'Дорж', 'Dorj'),
      person(3, 'Ганаа', 'Twin'),
      person(3, 'Твин', 'Twin'),
    ])
    .returning();
  [ids.bat, ids.sara] = people.map((p) => p.id);
});
beforeEach(async () => {
  await t.db.delete(eventSessions);
  t.rebuild.reasons.length = 0;
});
afterAll(() => t.close());

const upload = (bytes: Uint8Array | string, opts: { name?: string; mode?: string; event?: string; who?: Who; lang?: string } = {}) => {
  const fd = new FormData();
  fd.set('file', new File([bytes as BlobPart], opts.name ?? 'programme.csv'));
  if (opts.mode) fd.set('mode', opts.mode);
  fd.set('event', opts.event ?? '3');
  const who = opts.who === undefined ? 2 : opts.who;
  return t.request(`/api/mw/insert/session-import${opts.lang ? `?lang=${opts.lang}` : ''}`, {
    method: 'POST',
    body: fd,
    headers: who ? { cookie: cookie[who] } : {},
  });
};
const sessionCount = async () => (await t.db.select({ n: count() }).from(eventSessions))[0].n;
const titles = async () => (await t.db.select().from(eventSessions).orderBy(asc(eventSessions.id))).map((s) => s.title_en || s.title_mn);

type Cells = Partial<Record<(typeof SESSION_IMPORT_COLUMNS)[number], string>>;
const row = (cells: Cells) => SESSION_IMPORT_COLUMNS.map((c) => cells[c] ?? '');
const csv = (...rows: Cells[]) => csvOf({ header: [...SESSION_IMPORT_COLUMNS], rows: rows.map(row) });
const good = (title: string, extra: Cells = {}): Cells => ({
  day: '1',
  start: '09:00',
  end: '10:00',
  hall: 'Hall A',
  title_en: title,
  ...extra,
});

/** Posts a file that must be refused with `status`, and checks nothing was stored or removed. */
async function refused(res: Response | Promise<Response>, status: number): Promise<ImportRefusal> {
  const before = await titles();
  const r = await res;
  const body = (await r.json()) as ImportRefusal;
  expect(r.status, body.message).toBe(status);
  expect(body.message).toBeTruthy();
  expect(await titles()).toEqual(before);
  expect(t.rebuild.reasons).toEqual([]);
  return body;
}

describe('programme import', () => {
  it('adds every row of a CSV: halls and speakers by name in either language, in the file order', async () => {
    const res = await upload(
      csv(
        good('Opening', { hall: 'hall a', speakers: 'Bat; Сараа', track_mn: 'Нээлт', description_en: 'Line one\n\nLine two' }),
        good('Panel', { hall: 'Б танхим', start: '9:30', end: '11:00', speakers: 'sara' }),
        good('Site visit', { day: '4', hall: '', start: '08:00', end: '17:00', video_url: 'https://youtu.be/dQw4w9WgXcQ' }),
      ),
    );
    const answer = (await res.json()) as { imported: number; removed: number; message: string };
    expect(res.status, answer.message).toBe(200);
    expect(answer).toEqual({ imported: 3, removed: 0, message: mn(M.imported, { count: 3, removed: 0 }) });
    const rows = await t.db.select().from(eventSessions).orderBy(asc(eventSessions.id));
    expect(rows.map((r) => [r.title_en, r.event_date_id, r.starts_at, r.ends_at, r.hall_id, r.sequence])).toEqual([
      ['Opening', 1, '09:00', '10:00', ids.hallA, 1],
      ['Panel', 1, '09:30', '11:00', ids.hallB, 2],
      ['Site visit', 4, '08:00', '17:00', null, 1],
    ]);
    expect(rows[0]).toMatchObject({ track_mn: 'Нээлт', description_en: 'Line one\n\nLine two', event_id: 3 });
    const links = await t.db
      .select()
      .from(eventSessionSpeakers)
      .orderBy(asc(eventSessionSpeakers.session_id), asc(eventSessionSpeakers.position));
    expect(links.map((l) => [l.session_id, l.presenter_id])).toEqual([
      [rows[0].id, ids.bat],
      [rows[0].id, ids.sara],
      [rows[1].id, ids.sara],
    ]);
    expect(t.rebuild.reasons).toEqual(['event-program']);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.route, '/mw/insert/session-import'));
    expect(entries.map((e) => e.entity_id)).toEqual(rows.map((r) => String(r.id)));
  });

  it('reads an XLSX: text times, time cells and day fractions; the template file imports', async () => {
    const file = await writeXlsxFile([
      SESSION_IMPORT_COLUMNS.map((c) => ({ value: c, type: String })),
      row(good('Text times')).map((v) => ({ value: v, type: String })),
      row(good('Number times', { start: '', end: '' })).map((v, k) =>
        SESSION_IMPORT_COLUMNS[k] === 'start'
          ? { value: 0.375, type: Number }
          : SESSION_IMPORT_COLUMNS[k] === 'end'
            ? { value: 0.4375, type: Number }
            : SESSION_IMPORT_COLUMNS[k] === 'day'
              ? { value: 2, type: Number }
              : { value: v, type: String },
      ),
      row(good('Time cells', { start: '', end: '' })).map((v, k) =>
        SESSION_IMPORT_COLUMNS[k] === 'start'
          ? { value: new Date(Date.UTC(1899, 11, 30, 13, 0)), type: Date, format: 'hh:mm' }
          : SESSION_IMPORT_COLUMNS[k] === 'end'
            ? { value: new Date(Date.UTC(1899, 11, 30, 14, 30)), type: Date, format: 'hh:mm' }
            : { value: v, type: String },
      ),
    ] as never).toBuffer();
    const res = await upload(new Uint8Array(file), { name: 'programme.xlsx' });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const rows = await t.db.select().from(eventSessions).orderBy(asc(eventSessions.id));
    expect(rows.map((r) => [r.title_en, r.event_date_id, r.starts_at, r.ends_at])).toEqual([
      ['Text times', 1, '09:00', '10:00'],
      ['Number times', 2, '09:00', '10:30'],
      ['Time cells', 1, '13:00', '14:30'],
    ]);
    // the template's example rows name a hall and speakers this edition may lack: only the names are refused
    t.rebuild.reasons.length = 0;
    const template = await refused(upload(csvOf({ header: [...SESSION_IMPORT_COLUMNS], rows: SESSION_IMPORT_TEMPLATE })), 400);
    expect(template.errors!.map((e) => e.column)).toEqual(['speakers']);
  });

  it('replace removes the edition’s sessions (and only those) and says how many', async () => {
    await upload(csv(good('Old 1'), good('Old 2')));
    const [keep] = await t.db
      .insert(eventSessions)
      .values({ event_id: 1, event_date_id: 1, starts_at: '09:00', ends_at: '10:00', title_en: '2023' })
      .returning();
    t.rebuild.reasons.length = 0;
    const res = await upload(csv(good('New')), { mode: 'replace', lang: 'en' });
    expect(await res.json()).toEqual({ imported: 1, removed: 2, message: en(M.imported, { count: 1, removed: 2 }) });
    expect(await titles()).toEqual(['2023', 'New']);
    expect((await t.db.select().from(eventSessions).where(eq(eventSessions.id, keep.id))).length).toBe(1);
  });

  it('refuses a file with bad rows as a whole, listing every problem by row and column (replace removes nothing)', async () => {
    await upload(csv(good('Kept')));
    t.rebuild.reasons.length = 0;
    const body = await refused(
      upload(
        csv(
          good('Fine'),
          good('Bad day', { day: '5' }),
          good('Bad times', { start: '10:00', end: '09:00' }),
          good('Unknown', { hall: 'Hall Z', speakers: 'Bat; Nobody' }),
          good('', { title_mn: '' }),
          good('Link', {
            slides_url: 'https://evil.example/deck',
            video_url: 'https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit',
          }),
          good('Formula', { track_en: '=HYPERLINK("x")' }),
          good('Twins', { speakers: 'Twin' }),
          good('Other edition', { speakers: 'Dorj', hall: 'Old hall' }),
        ).replace(`'=HYPERLINK`, '=HYPERLINK'), // csvOf neutralises formulas: a hand-made file may not
        { mode: 'replace' },
      ),
      400,
    );
    expect(body.errors).toEqual([
      { row: 3, column: 'day', message: mn(M.day) },
      { row: 4, column: 'end', message: mn(M.endBeforeStart) },
      { row: 5, column: 'hall', message: mn(M.unknownHall, { name: 'Hall Z' }) },
      { row: 5, column: 'speakers', message: mn(M.unknownSpeaker, { name: 'Nobody' }) },
      { row: 6, column: 'title_mn', message: mn(M.title) },
      { row: 7, column: 'slides_url', message: mn(M.slidesUrl) },
      { row: 7, column: 'video_url', message: mn(M.videoUrl) },
      { row: 8, column: 'track_en', message: mn(M.formula) },
      { row: 9, column: 'speakers', message: mn(M.ambiguousSpeaker, { name: 'Twin' }) },
      { row: 10, column: 'hall', message: mn(M.unknownHall, { name: 'Old hall' }) },
      { row: 10, column: 'speakers', message: mn(M.unknownSpeaker, { name: 'Dorj' }) },
    ]);
    expect(body.message).toBe(mn(IM.badRows, { count: 11 }));
    expect(await titles()).toEqual(['Kept']);
  });

  it('refuses unknown or missing columns, an empty file, a picture and a bad mode', async () => {
    const header = SESSION_IMPORT_COLUMNS.join(',');
    let body = await refused(upload(`${header},room\n1,09:00,10:00,,,,,Talk,,,,,,x`), 400);
    expect(body.message).toBe(mn(IM.unknownColumns, { columns: 'room' }));
    body = await refused(upload(`day,start,end\n1,09:00,10:00`), 400);
    expect(body.message).toMatch(/hall/);
    await refused(upload(`${header}\n`), 400);
    await refused(upload(pngBytes, { name: 'programme.png' }), 415);
    body = await refused(upload(csv(good('x')), { mode: 'merge' }), 400);
    expect(body.message).toBe(mn(M.importMode));
    const fd = new FormData();
    fd.set('event', '3');
    const res = await t.request('/api/mw/insert/session-import', { method: 'POST', body: fd, headers: { cookie: cookie[2] } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(mn(IM.fileRequired));
  });

  it('401 anonymous, 403 for the read-only role', async () => {
    await refused(upload(csv(good('x')), { who: null }), 401);
    await refused(upload(csv(good('x')), { who: 3 }), 403);
    expect(await sessionCount()).toBe(0);
  });
});
