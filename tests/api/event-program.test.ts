import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventPresenters } from '@db/schema';
import { DEFAULT_PRESENTER_IMAGES } from '@shared/event-program';
import { fileListTestApp, fileOf, files, type FormValues } from './file-lists-helpers';

/** Key speakers: GET/POST/DELETE of `/api/mw/.../presenter`. */
let h: Awaited<ReturnType<typeof fileListTestApp>>;
type Row = { id: number; name_en: string; profile_img: string; presenter_queue: number };
const presenterRows = async () => (await h.t.db.select({ n: count() }).from(eventPresenters))[0].n;

beforeAll(async () => {
  h = await fileListTestApp('mw');
});
beforeEach(async () => {
  await h.t.db.delete(eventPresenters);
  await h.clearFiles();
  h.t.rebuild.reasons.length = 0;
});
afterAll(() => h.t.close());

const fields = (name: string, extra: FormValues = {}): FormValues => ({
  name_mn: `${name} мн`,
  name_en: name,
  position_mn: 'Захирал',
  position_en: 'Director',
  ...extra,
});
async function added(name: string, extra: FormValues = { image: files.png('photo.png') }): Promise<Row> {
  const res = await h.post('/insert/presenter', fields(name, extra));
  expect(res.status).toBe(200);
  return ((await res.json()) as { presenter: Row }).presenter;
}

describe('presenters', () => {
  it("answers an add with 'added' in the request's language (not 'updated')", async () => {
    const mn = await h.post('/insert/presenter', fields('Add', { default_image: 'male' }));
    expect(((await mn.json()) as { message: string }).message).toBe('Амжилттай нэмэгдлээ.');
    const en = await h.post('/insert/presenter?lang=en', fields('Add', { default_image: 'male' }));
    expect(((await en.json()) as { message: string }).message).toBe('Successfully added.');
  });

  it('lists an edition by presenter_queue for the public (?id=) and pages it for the admin', async () => {
    const a = await added('A');
    const b = await added('B');
    const c = await added('C', { default_image: 'female' });
    expect([a, b, c].map((p) => p.presenter_queue)).toEqual([1, 2, 3]);
    await h.t.db.update(eventPresenters).set({ presenter_queue: 0 }).where(eq(eventPresenters.id, c.id));
    const pub = await h.json<{ presenter: Row[] }>('/get/presenter?id=3');
    expect(Object.keys(pub)).toEqual(['presenter']);
    expect(pub.presenter.map((p) => p.name_en)).toEqual(['C', 'A', 'B']);
    expect(Object.keys(pub.presenter[0]).sort()).toEqual(
      [
        'created_at',
        'event_id',
        'id',
        'name_en',
        'name_mn',
        'position_en',
        'position_mn',
        'organisation_mn',
        'organisation_en',
        'bio_mn',
        'bio_en',
        'presenter_queue',
        'profile_img',
      ].sort(),
    );
    expect((await h.json<{ presenter: Row[] }>('/get/presenter?id=1')).presenter).toEqual([]);

    const admin = await h.json('/get/presenter?event=3&page=1&limit=20', 'admin');
    expect(admin).toMatchObject({ total: 3, totalPages: 1 });
    expect((admin.presenter as (Row & { event: string })[])[0]).toMatchObject({ name_en: 'C', event: 'Mining Week 2025' });
    // anonymous callers never get the admin's answer; bad paging is refused
    expect(Object.keys(await h.json('/get/presenter?event=3&page=1&limit=20'))).toEqual(['presenter']);
    expect((await h.get('/get/presenter?event=3&page=1&limit=30', 'admin')).status).toBe(400);
    expect((await h.get('/get/presenter?id=abc')).status).toBe(400);
  });

  it('stores a jpg or png checked by content and asks for a rebuild', async () => {
    const p = await added('Photo', { image: files.jpg('photo.jpg') });
    expect(p.profile_img).toMatch(/^\/files\/event\/presenters\/[\w-]+\.jpg$/);
    expect(await h.stored()).toEqual([fileOf(p.profile_img)]);
    expect(h.t.rebuild.reasons).toEqual(['event-program']);
  });

  it('uses a default placeholder instead of an upload', async () => {
    const p = await added('Default', { default_image: 'male' });
    expect(p.profile_img).toBe(DEFAULT_PRESENTER_IMAGES.male);
    expect(await h.stored()).toEqual([]);
  });

  const invalid: [string, FormValues, number, string, string][] = [
    ['no picture', fields('X'), 400, 'image', 'Please choose an image'],
    [
      'a text file named .png',
      fields('X', { image: files.htmlAs('photo.png', 'image/png') }),
      415,
      'image',
      'Only jpg, jpeg or png images are allowed',
    ],
    ['an unknown placeholder', fields('X', { default_image: 'robot' }), 400, 'default_image', 'Please choose an image'],
    ['no Mongolian name', fields('X', { image: files.png('photo.png'), name_mn: ' ' }), 400, 'name_mn', 'Please enter the Mongolian name'],
    [
      'no English position',
      fields('X', { image: files.png('photo.png'), position_en: '' }),
      400,
      'position_en',
      'Please enter the English position',
    ],
    ['a bad event', fields('X', { image: files.png('photo.png'), event_id: 'x' }), 400, 'event_id', 'Please select the event'],
  ];
  it('refuses a picture over 10 MB (413) and stores nothing', async () => {
    const big = new Uint8Array(10.5 * 1024 * 1024);
    big.set(new Uint8Array(await files.png('photo.png').arrayBuffer()));
    const res = await h.post('/insert/presenter', fields('Big', { image: new File([big], 'big.png', { type: 'image/png' }) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'The image must be smaller than 10MB', field: 'image' });
    expect(await presenterRows()).toBe(0);
    expect(await h.stored()).toEqual([]);
  });

  it.each(invalid)('refuses %s with a message and stores nothing', async (_name, values, status, field, message) => {
    const res = await h.post('/insert/presenter', values);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ message, field });
    expect(await presenterRows()).toBe(0);
    expect(await h.stored()).toEqual([]);
    expect(h.t.rebuild.reasons).toEqual([]);
  });

  it('updates texts and queue, keeps the picture without a new one, replaces and deletes the old file otherwise', async () => {
    const p = await added('Old');
    const base = { id: String(p.id), presenter_queue: '7', event_id: '3' };
    let res = await h.post('/update/presenter', fields('Kept', base));
    expect(res.status).toBe(200);
    expect((await res.json()).presenter).toMatchObject({ name_en: 'Kept', presenter_queue: 7, profile_img: p.profile_img });
    // the admin form sends the stored URL back under `image`: still "keep"
    res = await h.post('/update/presenter', fields('Kept', { ...base, image: p.profile_img }));
    expect((await res.json()).presenter.profile_img).toBe(p.profile_img);

    res = await h.post('/update/presenter', fields('New', { ...base, image: files.jpg('photo.jpg') }));
    const replaced = ((await res.json()) as { presenter: Row }).presenter;
    expect(await h.stored()).toEqual([fileOf(replaced.profile_img)]);

    res = await h.post('/update/presenter', fields('Placeholder', { ...base, default_image: 'female' }));
    expect(((await res.json()) as { presenter: Row }).presenter.profile_img).toBe(DEFAULT_PRESENTER_IMAGES.female);
    expect(await h.stored()).toEqual([]);
  });

  it('keeps an organisation and a biography (optional, trimmed, length-limited); an update sets updated_at', async () => {
    const p = await added('Bio', { default_image: 'male', organisation_en: ' MMA ', bio_en: 'Geologist.\n\nThirty years.' });
    const [stored] = await h.t.db.select().from(eventPresenters).where(eq(eventPresenters.id, p.id));
    expect(stored).toMatchObject({ organisation_en: 'MMA', organisation_mn: '', bio_en: 'Geologist.\n\nThirty years.', bio_mn: '' });
    await new Promise((r) => setTimeout(r, 5));
    const base = { id: String(p.id), presenter_queue: '1', event_id: '3' };
    let res = await h.post('/update/presenter', fields('Bio', { ...base, organisation_mn: 'МУУҮА', bio_mn: 'Геологич.' }));
    expect(res.status).toBe(200);
    const [after] = await h.t.db.select().from(eventPresenters).where(eq(eventPresenters.id, p.id));
    expect(after).toMatchObject({ organisation_mn: 'МУУҮА', organisation_en: 'MMA', bio_mn: 'Геологич.' });
    expect(after.updated_at.getTime()).toBeGreaterThan(stored.updated_at.getTime());
    res = await h.post('/update/presenter', fields('Bio', { ...base, bio_en: 'x'.repeat(4001) }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'bio_en', message: 'The text is too long' });
    res = await h.post('/update/presenter', fields('Bio', { ...base, organisation_en: 'x'.repeat(301) }));
    expect(await res.json()).toMatchObject({ field: 'organisation_en', message: 'The text is too long' });
  });

  it('refuses a bad update without touching the row or storage', async () => {
    const p = await added('Same');
    const before = await h.stored();
    let res = await h.post(
      '/update/presenter',
      fields('Changed', { id: String(p.id), presenter_queue: '1', image: files.htmlAs('photo.png', 'image/png') }),
    );
    expect(res.status).toBe(415);
    res = await h.post('/update/presenter', fields('Changed', { id: String(p.id), presenter_queue: '-1' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'presenter_queue', message: 'The order must be a whole number' });
    res = await h.post('/update/presenter', fields('Changed', { id: '99999', presenter_queue: '1' }));
    expect(res.status).toBe(404);
    expect((await h.json<{ presenter: Row[] }>('/get/presenter?id=3')).presenter[0].name_en).toBe('Same');
    expect(await h.stored()).toEqual(before);
  });

  it('deletes a presenter with its stored picture; a placeholder is shared and stays', async () => {
    const p = await added('Gone');
    const d = await added('Default', { default_image: 'male' });
    expect((await h.del(`/delete/presenter?id=${p.id}`)).status).toBe(200);
    expect(await h.stored()).toEqual([]);
    expect((await h.del(`/delete/presenter?id=${d.id}`)).status).toBe(200);
    expect(await presenterRows()).toBe(0);
    expect((await h.del(`/delete/presenter?id=${p.id}`)).status).toBe(404);
    expect((await h.del('/delete/presenter?id=abc')).status).toBe(400);
  });

  it('answers 401 without a session and 403 to a role-3 account', async () => {
    const p = await added('Guarded');
    for (const [who, status] of [
      [null, 401],
      ['user', 403],
    ] as const) {
      expect((await h.post('/insert/presenter', fields('X', { image: files.png('photo.png') }), who)).status).toBe(status);
      expect((await h.post('/update/presenter', fields('X', { id: String(p.id), presenter_queue: '1' }), who)).status).toBe(status);
      expect((await h.del(`/delete/presenter?id=${p.id}`, who)).status).toBe(status);
    }
    expect((await h.post('/insert/presenter', fields('Mod', { default_image: 'male' }), 'moderator')).status).toBe(200);
    expect(await presenterRows()).toBe(2);
  });
});
