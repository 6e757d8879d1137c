import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { videos } from '@db/schema';
import { fileOf, files, fileListTestApp } from './file-lists-helpers';

let h: Awaited<ReturnType<typeof fileListTestApp>>;
const rows = async (table: typeof videos) => (await h.t.db.select({ n: count() }).from(table))[0].n;

beforeAll(async () => {
  h = await fileListTestApp();
});
beforeEach(async () => {
  await h.t.db.delete(videos);
  await h.clearFiles();
  h.t.rebuild.reasons.length = 0;
});
afterAll(() => h.t.close());

async function insertedVideo(title = 'Хичээл') {
  const res = await h.post('/insert/mining-video', { title, video: files.mp4() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { video: { id: number; title: string; video: string } }).video;
}

describe('videos (Mining 101)', () => {
  it('gives the page every video and the admin a page of 10, 20 or 30 with totals', async () => {
    expect(await (await h.get('/get/mining-video')).json()).toEqual({ video: [] });
    expect(await (await h.get('/get/mining-video?page=1&limit=10', 'user')).json()).toEqual({ video: [], totalPages: 0, total: 0 });
    for (let i = 1; i <= 12; i++) await h.t.db.insert(videos).values({ title: `Хичээл ${i}`, video: `/files/videos/v${i}.mp4` });
    const all = (await (await h.get('/get/mining-video')).json()) as { video: { title: string }[] };
    expect(all.video).toHaveLength(12);
    expect(all.video[0].title).toBe('Хичээл 1');
    const page2 = (await (await h.get('/get/mining-video?page=2&limit=10', 'admin')).json()) as Record<string, unknown>;
    expect(page2).toMatchObject({ total: 12, totalPages: 2 });
    expect((page2.video as { title: string }[]).map((v) => v.title)).toEqual(['Хичээл 11', 'Хичээл 12']);
    const bad = await h.get('/get/mining-video?page=1&limit=15', 'admin');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'limit' });
    expect((await h.get('/get/mining-video?page=0&limit=10')).status).toBe(400);
  });

  it('stores an mp4 and asks for a rebuild', async () => {
    const video = await insertedVideo('Хайгуул');
    expect(video.video).toMatch(/^\/files\/videos\/[\w-]+\.mp4$/);
    expect(await h.stored()).toEqual([fileOf(video.video)]);
    expect(h.t.rebuild.reasons).toEqual(['videos']);
  });

  const invalid: [string, Record<string, string | File | undefined>, number, string, string][] = [
    ['no title', { title: '', video: files.mp4() }, 400, 'title', 'Бичлэгний нэрийг оруулна уу'],
    ['no video', { title: 'Хайгуул' }, 400, 'video', 'Бичлэг оруулна уу'],
    [
      'a PDF named .mp4',
      { title: 'Хайгуул', video: new File([files.pdf()], 'a.mp4', { type: 'video/mp4' }) },
      415,
      'video',
      'Зөвхөн MP4 файл сонгоно уу.',
    ],
    ['a page', { title: 'Хайгуул', video: files.htmlAs('a.mp4', 'video/mp4') }, 415, 'video', 'Зөвхөн MP4 файл сонгоно уу.'],
  ];
  for (const [label, values, status, field, message] of invalid) {
    it(`refuses ${label}: ${status} on ${field}, nothing stored`, async () => {
      const res = await h.post('/insert/mining-video', values);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ message, field });
      expect(await rows(videos)).toBe(0);
      expect(await h.stored()).toEqual([]);
    });
  }

  it('refuses a body announced over 300 MB before reading it (413, the spec message)', async () => {
    const res = await h.t.request('/api/mm/insert/mining-video', {
      method: 'POST',
      body: 'x',
      headers: {
        cookie: h.cookies.admin,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(314_572_800 + 2 * 1024 * 1024),
      },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Файл хэтэрхий том байна. 300MB-с бага файлыг сонгоно уу.' });
    expect(await rows(videos)).toBe(0);
  });

  it('answers "no direct upload" on local disk, so the admin sends multipart', async () => {
    const res = await h.postJson('/upload/mining-video', { size: 1000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ upload: null });
    const big = await h.postJson('/upload/mining-video', { size: 314_572_801 });
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ message: 'Файл хэтэрхий том байна. 300MB-с бага файлыг сонгоно уу.' });
    expect((await h.postJson('/upload/mining-video', { size: 1000 }, 'user')).status).toBe(403);
  });

  it('refuses a direct-upload insert with a key it did not issue', async () => {
    const res = await h.postJson('/insert/mining-video', { title: 'Хайгуул', key: '../news/x.mp4', size: 10 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'video' });
    expect(await rows(videos)).toBe(0);
  });

  it('renames only and deletes with the file; 404 for a missing id; 401/403', async () => {
    const video = await insertedVideo();
    const renamed = await h.postJson('/update/mining-video', { id: video.id, title: 'Баяжуулалт', video: 'x' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { video: object }).video).toMatchObject({ title: 'Баяжуулалт', video: video.video });
    const noTitle = await h.postJson('/update/mining-video', { id: video.id, title: ' ' });
    expect(await noTitle.json()).toMatchObject({ message: 'Бичлэгний нэрийг оруулна уу', field: 'title' });
    expect((await h.postJson('/update/mining-video', { id: 999999, title: 'x' })).status).toBe(404);
    expect((await h.postJson('/update/mining-video', { id: video.id, title: 'x' }, null)).status).toBe(401);
    expect((await h.post('/insert/mining-video', { title: 'x', video: files.mp4() }, 'user')).status).toBe(403);
    expect((await h.del(`/delete/mining-video?id=${video.id}`, 'user')).status).toBe(403);
    expect(await h.stored()).toEqual([fileOf(video.video)]);
    expect((await h.del(`/delete/mining-video?id=${video.id}`)).status).toBe(200);
    expect(await rows(videos)).toBe(0);
    expect(await h.stored()).toEqual([]);
    expect((await h.del(`/delete/mining-video?id=${video.id}`)).status).toBe(404);
  });
});
