import { mkdir, readdir, rm } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, eventGallery } from '@db/schema';
import { makeVariants } from '@platform/images/make-variants';
import type { GalleryImage } from '@shared/event-gallery-chunk';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes } from '../helpers/upload-files';

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
let cookies: Record<'admin' | 'user', string>;

beforeAll(async () => {
  // variants at upload, as the Node server makes them (start-server.ts)
  t = await createTestApp({ makeImageVariants: (key) => makeVariants(t.deps.storage, key) });
  cookies = { admin: (await signIn(t, 2)).cookie, user: (await signIn(t, 3)).cookie };
});
beforeEach(async () => {
  await t.db.delete(eventGallery);
  await rm(t.filesDir, { recursive: true, force: true });
  await mkdir(t.filesDir);
  t.rebuild.reasons.length = 0;
});
afterAll(() => t.close());

const stored = async () =>
  (await readdir(t.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
const rows = async () => (await t.db.select({ n: count() }).from(eventGallery))[0].n;
const chunk = async (query: string) => {
  const res = await t.request(`/api/mw/get/gallery-by-date?${query}`);
  return { status: res.status, body: (await res.json()) as { images: GalleryImage[]; message?: string; field?: string } };
};
const picture = async (name: string, width = 1000, height = 600, format: 'png' | 'jpeg' = 'png') =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
          .toFormat(format)
          .toBuffer(),
      ),
    ],
    name,
    { type: format === 'png' ? 'image/png' : 'image/jpeg' },
  );
const upload = (values: { event_date_id?: string; images?: File[] }, who: 'admin' | 'user' | null = 'admin') => {
  const fd = new FormData();
  if (values.event_date_id) fd.append('event_date_id', values.event_date_id);
  for (const file of values.images ?? []) fd.append('images', file);
  return t.request('/api/mw/insert/gallery', { method: 'POST', body: fd, headers: who ? { cookie: cookies[who] } : {} });
};
const seedDay = (day: number, n: number) =>
  t.db.insert(eventGallery).values(
    Array.from({ length: n }, (_, i) => ({
      event_date_id: day,
      image: `/files/event/gallery/${day}/p${i}.png`,
      width: 800,
      height: 500,
    })),
  );

describe('GET /get/gallery-by-date', () => {
  it('answers chunks of 12 of a day, ids 1-4 and 5-8 naming the same four folders', async () => {
    await seedDay(1, 26);
    await seedDay(2, 3);
    const first = await chunk('id=1&limit=12&offset=0');
    expect(first.status).toBe(200);
    expect(first.body.images).toHaveLength(12);
    expect(first.body.images[0]).toEqual({
      id: expect.any(Number),
      image: '/files/event/gallery/1/p0.png',
      thumb: '/files/variants/event/gallery/1/p0-png-800x500-w480.webp',
      large: '/files/variants/event/gallery/1/p0-png-800x500-w800.webp',
      width: 800,
      height: 500,
    });
    expect((await chunk('id=5&limit=12&offset=0')).body).toEqual(first.body);
    // paging to the end: 12 + 12 + 2, and nothing after
    expect((await chunk('id=1&limit=12&offset=12')).body.images.map((i) => i.image.split('/').pop())).toEqual(
      Array.from({ length: 12 }, (_, i) => `p${i + 12}.png`),
    );
    expect((await chunk('id=5&limit=12&offset=24')).body.images).toHaveLength(2);
    expect((await chunk('id=1&limit=12&offset=36')).body.images).toEqual([]);
    expect((await chunk('id=2&limit=12&offset=0')).body.images).toHaveLength(3);
    expect((await chunk('id=6&limit=12&offset=0')).body.images).toHaveLength(3);
    expect((await chunk('id=3&limit=12&offset=0')).body.images).toEqual([]);
    expect((await chunk('id=8&limit=12&offset=0')).body.images).toEqual([]);
  });

  const invalid: [string, string, string][] = [
    ['id=0&limit=12&offset=0', 'id', 'id must be a gallery day from 1 to 8'],
    ['id=9&limit=12&offset=0', 'id', 'id must be a gallery day from 1 to 8'],
    ['id=x&limit=12&offset=0', 'id', 'id must be a gallery day from 1 to 8'],
    ['limit=12&offset=0', 'id', 'id must be a gallery day from 1 to 8'],
    ['id=1&limit=24&offset=0', 'limit', 'limit must be 12'],
    ['id=1&limit=1000&offset=0', 'limit', 'limit must be 12'],
    ['id=1&limit=12&offset=-12', 'offset', 'offset must be a whole number, 0 or more'],
    ['id=1&limit=12&offset=1.5', 'offset', 'offset must be a whole number, 0 or more'],
  ];
  for (const [query, field, message] of invalid)
    it(`refuses ${query}: 400 on ${field}`, async () => {
      const res = await chunk(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    });
});

describe('POST /insert/gallery', () => {
  it('stores the pictures of a day with their variants and size, and rebuilds the page', async () => {
    const res = await upload({ event_date_id: '3', images: [await picture('a.png'), await picture('b.jpg', 400, 300, 'jpeg')] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; images: GalleryImage[] };
    expect(body.message).toBe('Successfully added.');
    expect(body.images.map((i) => [i.width, i.height])).toEqual([
      [1000, 600],
      [400, 300],
    ]);
    const [a, b] = body.images;
    expect(a.image).toMatch(/^\/files\/event\/gallery\/3\/[\w-]+\.png$/);
    expect(a.thumb).toMatch(/-png-1000x600-w480\.webp$/);
    expect(a.large).toMatch(/-png-1000x600-w1000\.webp$/);
    expect(b.thumb).toBe(b.large);
    expect(b.thumb).toMatch(/-jpg-400x300-w400\.webp$/);
    // the originals and every variant the answer names are stored
    const names = await stored();
    for (const url of [a.image, a.thumb, a.large, b.image, b.thumb]) expect(names).toContain(url.split('/').pop());
    expect(names).toHaveLength(6); // a: the original, 480, 800 and 1000; b: the original and 400
    expect((await chunk('id=7&limit=12&offset=0')).body.images).toEqual(body.images);
    expect(t.rebuild.reasons).toEqual(['event-gallery']);
  });

  it('refuses a text file named .png by its content: 415 naming it, nothing stored (no row, no file)', async () => {
    const fake = new File([htmlBytes], 'holiday.png', { type: 'image/png' });
    const res = await upload({ event_date_id: '1', images: [await picture('good.png'), fake] });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ message: 'holiday.png: only JPG and PNG images can be uploaded.', field: 'images' });
    expect(await rows()).toBe(0);
    expect(await stored()).toEqual([]);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('refuses a damaged picture (a PNG header over garbage) after storing others: everything removed', async () => {
    const good = await picture('good.png');
    const head = new Uint8Array(await (await picture('x.png')).arrayBuffer()).slice(0, 40);
    const broken = new File([head, new Uint8Array(200).fill(9)], 'broken.png', { type: 'image/png' });
    const res = await upload({ event_date_id: '2', images: [good, broken] });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ message: 'broken.png: the image could not be read.' });
    expect(await rows()).toBe(0);
    expect(await stored()).toEqual([]);
  });

  it('refuses a picture over 10 MB with 413 naming it, nothing stored', async () => {
    const big = new File([new Uint8Array(await (await picture('p.png')).arrayBuffer()), new Uint8Array(10 * 1024 * 1024)], 'huge.png');
    const res = await upload({ event_date_id: '1', images: [await picture('good.png'), big] });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'huge.png: the image is larger than 10 MB.' });
    expect(await rows()).toBe(0);
    expect(await stored()).toEqual([]);
  });

  const invalid: [string, () => Promise<{ event_date_id?: string; images?: File[] }>, string][] = [
    ['no image', async () => ({ event_date_id: '1' }), 'Please choose at least one image.'],
    ['an empty file part', async () => ({ event_date_id: '1', images: [new File([], '')] }), 'Please choose at least one image.'],
    ['no day', async () => ({ images: [await picture('a.png')] }), 'Please choose a day.'],
    ['day 5', async () => ({ event_date_id: '5', images: [await picture('a.png')] }), 'Please choose a day.'],
    [
      '21 images',
      async () => ({ event_date_id: '1', images: Array(21).fill(await picture('a.png', 20, 20)) }),
      'At most 20 images per upload.',
    ],
  ];
  for (const [label, values, message] of invalid)
    it(`refuses ${label}: 400, nothing stored`, async () => {
      const res = await upload(await values());
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
      expect(await rows()).toBe(0);
      expect(await stored()).toEqual([]);
    });

  it('refuses a body that is not multipart (415)', async () => {
    const res = await t.request('/api/mw/insert/gallery', {
      method: 'POST',
      body: JSON.stringify({ event_date_id: 1 }),
      headers: { cookie: cookies.admin, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(415);
  });

  it('answers 401 without a session and 403 to a read-only account (role 3), storing nothing', async () => {
    const images = [await picture('a.png')];
    expect((await upload({ event_date_id: '1', images }, null)).status).toBe(401);
    expect((await upload({ event_date_id: '1', images }, 'user')).status).toBe(403);
    expect(await rows()).toBe(0);
    expect(await stored()).toEqual([]);
  });
});

describe('DELETE /delete/gallery', () => {
  const remove = (id: number | string, who: 'admin' | 'user' | null = 'admin', lang = '') =>
    t.request(`/api/mw/delete/gallery?id=${id}${lang}`, { method: 'DELETE', headers: who ? { cookie: cookies[who] } : {} });
  const uploaded = async () => {
    const res = await upload({ event_date_id: '2', images: [await picture('a.png'), await picture('b.png', 500, 400)] });
    expect(res.status).toBe(200);
    return ((await res.json()) as { images: GalleryImage[] }).images;
  };

  it('deletes a picture with its variants, records it in the audit log and rebuilds the page', async () => {
    const [a, b] = await uploaded();
    t.rebuild.reasons.length = 0;
    await t.db.delete(auditLog);
    const res = await remove(a.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Амжилттай устгалаа.' });
    // a's original and its three variants are gone; b's two files stay
    const names = await stored();
    for (const url of [a.image, a.thumb, a.large]) expect(names).not.toContain(url.split('/').pop());
    for (const url of [b.image, b.thumb, b.large]) expect(names).toContain(url.split('/').pop());
    expect(
      names.some((n) =>
        n.startsWith(
          a.image
            .split('/')
            .pop()!
            .replace(/\.png$/, ''),
        ),
      ),
    ).toBe(false);
    expect((await chunk('id=2&limit=12&offset=0')).body.images.map((i) => i.id)).toEqual([b.id]);
    expect(t.rebuild.reasons).toEqual(['event-gallery']);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.route, '/mw/delete/gallery'));
    expect(entry).toMatchObject({ method: 'DELETE', entity: 'mw/gallery', entity_id: String(a.id), action: 'delete' });
    expect(JSON.stringify(entry.changes)).toContain(a.image);
    const en = await remove(b.id, 'admin', '&lang=en');
    expect(await en.json()).toEqual({ message: 'Successfully deleted.' });
    expect(await stored()).toEqual([]);
  });

  it('keeps a file another row still shows', async () => {
    const [a] = await uploaded();
    await t.db.insert(eventGallery).values({ event_date_id: 3, image: a.image, width: a.width, height: a.height });
    expect((await remove(a.id)).status).toBe(200);
    expect(await stored()).toContain(a.image.split('/').pop());
  });

  it('answers 404 for a picture that is not there, 400 for a malformed id, nothing deleted', async () => {
    const [a, b] = await uploaded();
    const missing = await remove(a.id + b.id + 1000, 'admin', '&lang=en');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('The picture was not found (it may have been deleted already).');
    for (const bad of ['0', 'abc', '-1', '']) {
      const res = await remove(bad, 'admin', '&lang=en');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'id must be the number of a gallery picture', field: 'id' });
    }
    expect((await remove(a.id)).status).toBe(200);
    expect((await remove(a.id)).status).toBe(404);
    expect(await rows()).toBe(1);
  });

  it('answers 401 without a session and 403 to a read-only account (role 3), deleting nothing', async () => {
    const [a] = await uploaded();
    const before = await stored();
    t.rebuild.reasons.length = 0;
    expect((await remove(a.id, null)).status).toBe(401);
    expect((await remove(a.id, 'user')).status).toBe(403);
    expect(await rows()).toBe(2);
    expect(await stored()).toEqual(before);
    expect(t.rebuild.reasons).toEqual([]);
  });
});
