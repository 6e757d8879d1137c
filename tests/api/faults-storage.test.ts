import { count, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categories, videos, news } from '@db/schema';
import { s3Storage } from '@platform/storage/s3';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { startS3 } from '../helpers/s3';
import { startS3Front } from '../helpers/s3-front';
import { mp4Bytes, pngBytes } from '../helpers/upload-files';

/**
 * S3 unreachable or failing mid-upload, through the real admin upload routes: the admin gets a
 * clear 503 (not a server error), no row points at a missing file, and no object is left behind.
 * The bucket is the local S3 stand-in behind a front that can refuse connections or fail PUTs.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let front: Awaited<ReturnType<typeof startS3Front>>;
let cookie: string;
/** The bucket as it really is, read past the front. */
let bucket: ReturnType<typeof s3Storage>;

beforeAll(async () => {
  s3 = await startS3();
  front = await startS3Front(s3.endpoint);
  bucket = s3Storage(s3.options);
  t = await createTestApp({ storage: s3Storage({ ...s3.options, endpoint: front.endpoint }) });
  await t.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
  ({ cookie } = await signIn(t, 2));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await front?.close();
  await s3?.stop();
});
afterEach(async () => {
  front.faults.failPuts = false;
  await front.up();
});

const cover = () => new File([pngBytes as Uint8Array<ArrayBuffer>], 'cover.png', { type: 'image/png' });
const insertNews = () => {
  const form = new FormData();
  const fields = { title: 'Уул уурхайн чуулган', summary: 'Товч', text: '<p>Чуулган</p>', category_cid: '8', publisher: 'МУУҮА' };
  for (const [k, v] of Object.entries({ ...fields, news_status: 'true', yellow_book: 'false' })) form.append(k, v);
  form.append('image', cover());
  return t.request('/api/mm/insert/news', { method: 'POST', body: form, headers: { cookie } });
};
const rows = async () => (await t.db.select({ n: count() }).from(news))[0]!.n;
const objects = () => bucket.list('');

/** The answer an admin gets when the bucket fails: a person's message, no driver detail. */
async function expectStorageUnavailable(res: Response) {
  expect(res.status).toBe(503);
  const text = await res.text();
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
  expect(body.message).toMatch(/Файлын сан түр ажиллахгүй/);
  expect(text).not.toMatch(/ECONNREFUSED|InternalError|stack|127\.0\.0\.1/);
}

describe('S3 faults during an admin upload', () => {
  it('S3 unreachable: 503 with a clear message, no row, nothing stored', async () => {
    await front.down();
    const started = Date.now();
    await expectStorageUnavailable(await insertNews());
    expect(Date.now() - started).toBeLessThan(10_000); // the SDK's few retries, not a hang
    expect(await rows()).toBe(0);
    await front.up();
    expect(await objects()).toEqual([]);
  });

  it('S3 answering 500 on PUT: 503, no row, nothing stored', async () => {
    front.faults.failPuts = true;
    await expectStorageUnavailable(await insertNews());
    expect(front.requests.filter((r) => r.method === 'PUT' && r.status === 500).length).toBeGreaterThan(0);
    expect(await rows()).toBe(0);
    expect(await objects()).toEqual([]);
  });

  it('the row cannot be written after the object was stored: the object is deleted again', async () => {
    // the database refuses the insert once the cover is in the bucket
    await t.db.execute(
      sql.raw(`create function refuse_news() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`),
    );
    await t.db.execute(sql.raw('create trigger refuse_news before insert on news for each row execute function refuse_news()'));
    try {
      const res = await insertNews();
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        message: 'Серверт алдаа гарлаа. Хэсэг хугацааны дараа дахин оролдоно уу.',
        requestId: expect.any(String),
      });
      expect(front.requests.some((r) => r.method === 'PUT' && r.status === 200)).toBe(true); // it was stored...
      expect(await objects()).toEqual([]); // ...and removed
      expect(await rows()).toBe(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_news on news'));
      await t.db.execute(sql.raw('drop function refuse_news()'));
    }
  });

  it('recovers by itself once S3 answers again', async () => {
    const res = await insertNews();
    expect(res.status).toBe(200);
    const { news: row } = (await res.json()) as { news: { image: string } };
    const key = bucket.keyFromUrl(row.image.replace(front.endpoint, s3.endpoint));
    expect(await objects()).toEqual([key]);
  });

  it('a direct video upload confirmed while S3 is unreachable: 503, no row', async () => {
    const started = await t.request('/api/mm/upload/mining-video', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ size: mp4Bytes.byteLength }),
    });
    const { upload } = (await started.json()) as { upload: { key: string } };
    await bucket.put(upload.key, mp4Bytes, 'video/mp4');
    await front.down();
    const res = await t.request('/api/mm/insert/mining-video', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Уурхай 101', key: upload.key, size: mp4Bytes.byteLength }),
    });
    await expectStorageUnavailable(res);
    expect((await t.db.select({ n: count() }).from(videos))[0]!.n).toBe(0);
    await bucket.delete(upload.key);
  });
});
