import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventAgenda, eventHalls, eventPresentations } from '@db/schema';
import { fileListTestApp, fileOf, files, type FormValues } from './file-lists-helpers';

/** Agenda images, languages, event dates, halls and presentations of `/api/mw`. */
let h: Awaited<ReturnType<typeof fileListTestApp>>;
type AgendaRow = { id: number; event_date_id: number; language_id: number; agenda_image: string };
const agendaRows = async () => (await h.t.db.select({ n: count() }).from(eventAgenda))[0].n;

beforeAll(async () => {
  h = await fileListTestApp('mw');
});
beforeEach(async () => {
  await h.t.db.delete(eventAgenda);
  await h.t.db.delete(eventHalls);
  await h.clearFiles();
  h.t.rebuild.reasons.length = 0;
});
afterAll(() => h.t.close());

async function added(day: number, language: number, image = files.png('photo.png')): Promise<AgendaRow> {
  const res = await h.post('/insert/agenda', { image, event_date_id: String(day), language_id: String(language) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { agenda: AgendaRow }).agenda;
}

describe('agenda', () => {
  it("answers an add with 'added' and an edit with 'updated', in the request's language", async () => {
    const mn = await h.post('/insert/agenda', { image: files.png('photo.png'), event_date_id: '1', language_id: '1' });
    const row = (await mn.json()) as { agenda: AgendaRow; message: string };
    expect(row.message).toBe('Амжилттай нэмэгдлээ.');
    const en = await h.post('/insert/agenda?lang=en', { image: files.png('photo.png'), event_date_id: '1', language_id: '2' });
    expect(((await en.json()) as { message: string }).message).toBe('Successfully added.');
    const edit = await h.post('/update/agenda', { id: String(row.agenda.id), event_date_id: '2', language_id: '1' });
    expect(((await edit.json()) as { message: string }).message).toBe('Амжилттай шинэчлэгдлээ.');
  });

  it('gives the public every day of the language with its images, and the admin pages with names', async () => {
    const a = await added(1, 1);
    await added(1, 2);
    const c = await added(2, 1, files.jpg('photo.jpg'));
    const mn = await h.json<{ agenda: { event_date_id: number; day: string; event_date: string; agenda_items: unknown[] }[] }>(
      '/get/agenda?event=3&language=1',
    );
    expect(Object.keys(mn)).toEqual(['agenda']);
    expect(mn.agenda.map((d) => [d.event_date_id, d.day, d.event_date])).toEqual([
      [1, '1-р өдөр', '2025-09-11'],
      [2, '2-р өдөр', '2025-09-12'],
      [3, '3-р өдөр', '2025-09-13'],
      [4, 'Уурхайн аялал', '2025-09-14'],
    ]);
    expect(mn.agenda[0].agenda_items).toEqual([{ id: a.id, agenda_image: a.agenda_image }]);
    expect(mn.agenda[1].agenda_items).toEqual([{ id: c.id, agenda_image: c.agenda_image }]);
    const en = await h.json<{ agenda: { day: string; agenda_items: unknown[] }[] }>('/get/agenda?event=3&language=2');
    expect(en.agenda.map((d) => [d.day, d.agenda_items.length])).toEqual([
      ['Day 1', 1],
      ['Day 2', 0],
      ['Day 3', 0],
      ['Mine site visit', 0],
    ]);

    const all = await h.json<{ agenda: Record<string, unknown>[]; total: number; totalPages: number }>(
      '/get/agenda?event=3&page=1&limit=10&language=all',
      'admin',
    );
    expect(all).toMatchObject({ total: 3, totalPages: 1 });
    expect(Object.keys(all.agenda[0]).sort()).toEqual(
      ['agenda_image', 'day', 'event', 'event_date', 'event_date_id', 'id', 'language', 'language_id'].sort(),
    );
    expect(all.agenda[0]).toMatchObject({ id: c.id, day: '2-р өдөр', language: 'Монгол', event: 'Mining Week 2025' });
    expect((await h.json('/get/agenda?event=3&page=1&limit=10&language=2', 'admin')).total).toBe(1);
    expect((await h.get('/get/agenda?event=3&page=1&limit=15', 'admin')).status).toBe(400);
    expect((await h.get('/get/agenda?event=3&language=3')).status).toBe(400);
  });

  it('stores a checked image and asks for a rebuild', async () => {
    const a = await added(3, 2);
    expect(a.agenda_image).toMatch(/^\/files\/event\/agenda\/[\w-]+\.png$/);
    expect(await h.stored()).toEqual([fileOf(a.agenda_image)]);
    expect(h.t.rebuild.reasons).toEqual(['event-program']);
  });

  const invalid: [string, FormValues, number, string, string][] = [
    ['no image', { event_date_id: '1', language_id: '1' }, 400, 'image', 'Please choose an image'],
    [
      'a text file named .png',
      { image: files.htmlAs('photo.png', 'image/png'), event_date_id: '1', language_id: '1' },
      415,
      'image',
      'Only jpg, jpeg or png images are allowed',
    ],
    ['no day', { image: files.png('photo.png'), language_id: '1' }, 400, 'event_date_id', 'Please select the event date'],
    [
      'an unknown day',
      { image: files.png('photo.png'), event_date_id: '9', language_id: '1' },
      400,
      'event_date_id',
      'Please select the event date',
    ],
    [
      'a bad language',
      { image: files.png('photo.png'), event_date_id: '1', language_id: '5' },
      400,
      'language_id',
      'Please select the language',
    ],
  ];
  it.each(invalid)('refuses %s with a message and stores nothing', async (_name, values, status, field, message) => {
    const res = await h.post('/insert/agenda', values);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ message, field });
    expect(await agendaRows()).toBe(0);
    expect(await h.stored()).toEqual([]);
  });

  it('updates the day and language, keeps or replaces the image, deletes with the file', async () => {
    const a = await added(1, 1);
    let res = await h.post('/update/agenda', { id: String(a.id), event_date_id: '2', language_id: '2', image: a.agenda_image });
    expect(res.status).toBe(200);
    expect((await res.json()).agenda).toMatchObject({ event_date_id: 2, language_id: 2, agenda_image: a.agenda_image });
    res = await h.post('/update/agenda', { id: String(a.id), event_date_id: '2', language_id: '2', image: files.jpg('photo.jpg') });
    const replaced = ((await res.json()) as { agenda: AgendaRow }).agenda;
    expect(await h.stored()).toEqual([fileOf(replaced.agenda_image)]);
    res = await h.post('/update/agenda', {
      id: String(a.id),
      event_date_id: '2',
      language_id: '2',
      image: files.htmlAs('photo.png', 'image/png'),
    });
    expect(res.status).toBe(415);
    expect(await h.stored()).toEqual([fileOf(replaced.agenda_image)]);
    expect((await h.post('/update/agenda', { id: '99999', event_date_id: '2', language_id: '2' })).status).toBe(404);
    expect((await h.del(`/delete/agenda?id=${a.id}`)).status).toBe(200);
    expect(await h.stored()).toEqual([]);
    expect((await h.del(`/delete/agenda?id=${a.id}`)).status).toBe(404);
  });

  it('answers 401 without a session and 403 to a role-3 account', async () => {
    const a = await added(1, 1);
    for (const [who, status] of [
      [null, 401],
      ['user', 403],
    ] as const) {
      expect((await h.post('/insert/agenda', { image: files.png('photo.png'), event_date_id: '1', language_id: '1' }, who)).status).toBe(
        status,
      );
      expect((await h.post('/update/agenda', { id: String(a.id), event_date_id: '1', language_id: '1' }, who)).status).toBe(status);
      expect((await h.del(`/delete/agenda?id=${a.id}`, who)).status).toBe(status);
    }
    expect((await h.get('/get/language')).status).toBe(401);
    expect((await h.get('/get/event-dates?language=all')).status).toBe(401);
    expect(await agendaRows()).toBe(1);
  });
});

describe('languages and event dates', () => {
  it('lists the languages and the days of one language or all', async () => {
    expect(await h.json('/get/language', 'user')).toEqual({
      result: [
        { id: 1, language: 'Монгол' },
        { id: 2, language: 'English' },
      ],
    });
    const all = await h.json<{ dates: Record<string, unknown>[] }>('/get/event-dates?language=all', 'admin');
    expect(all.dates).toHaveLength(8);
    expect(Object.keys(all.dates[0]).sort()).toEqual(
      ['day', 'event', 'event_date', 'event_date_id', 'event_id', 'id', 'language_id'].sort(),
    );
    const en = await h.json<{ dates: { day: string }[] }>('/get/event-dates?language=2', 'admin');
    expect(en.dates.map((d) => d.day)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Mine site visit']);
    expect((await h.get('/get/event-dates?language=de', 'admin')).status).toBe(400);
  });
});

describe('halls and presentations', () => {
  it('lists the halls of an edition and the presentations of a hall on a day in order', async () => {
    const [grand, small] = await h.t.db
      .insert(eventHalls)
      .values([
        { event_id: 3, hall_name: 'Их танхим', hall_name_en: 'Grand Hall' },
        { event_id: 1, hall_name: 'Танхим', hall_name_en: 'Hall' },
      ])
      .returning();
    await h.t.db.insert(eventPresentations).values([
      { hall_id: grand.id, event_date_id: 1, present_name: 'Хоёр', present_url: 'https://vimeo.com/1', sequence: 2 },
      { hall_id: grand.id, event_date_id: 1, present_name: 'Нэг', present_url: '/files/a.pdf', sequence: 1 },
      { hall_id: grand.id, event_date_id: 2, present_name: 'Өөр өдөр', present_url: '/files/b.pdf' },
      { hall_id: small.id, event_date_id: 1, present_name: '2023', present_url: '/files/c.pdf' },
    ]);
    expect(await h.json('/get/hall?event=3')).toEqual({ hall: [{ id: grand.id, hall_name: 'Их танхим', hall_name_en: 'Grand Hall' }] });
    const list = await h.json<{ presentations: Record<string, unknown>[] }>(`/get/presentation?hall=${grand.id}&agenda=1`);
    expect(list.presentations.map((p) => p.present_name)).toEqual(['Нэг', 'Хоёр']);
    expect(Object.keys(list.presentations[0]).sort()).toEqual(['id', 'present_name', 'present_name_en', 'present_url']);
    expect(await h.json(`/get/presentation?hall=${grand.id}&agenda=3`)).toEqual({ presentations: [] });
    expect((await h.get('/get/presentation?hall=x&agenda=1')).status).toBe(400);
    expect((await h.get(`/get/presentation?hall=${grand.id}`)).status).toBe(400);
  });
});
