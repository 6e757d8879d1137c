import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '@db/schema';
import { presignUpload, type DirectUpload } from '@api/uploads';
import { s3Storage } from '@platform/storage/s3';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { startS3 } from '../helpers/s3';
import { startS3Front } from '../helpers/s3-front';
import { mp4Bytes, pngBytes } from '../helpers/upload-files';

/**
 * SECURITY.md 19: an oversize direct (presigned POST) upload is refused by the bucket itself, and an
 * object whose size differs from the announced one is refused when the server checks it (HEAD)
 * before storing a row. The bucket is the local S3 stand-in behind a front that checks the POST
 * policy as S3 does (s3rver alone ignores it).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let front: Awaited<ReturnType<typeof startS3Front>>;
let bucket: ReturnType<typeof s3Storage>;
let cookie: string;

beforeAll(async () => {
  s3 = await startS3();
  front = await startS3Front(s3.endpoint);
  bucket = s3Storage(s3.options);
  t = await createTestApp({ storage: s3Storage({ ...s3.options, endpoint: front.endpoint }) });
  ({ cookie } = await signIn(t, 2));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await front?.close();
  await s3?.stop();
});

const json = (path: string, body: unknown) =>
  t.request(`/api/mm${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const startVideo = async (size: number) => {
  const res = await json('/upload/mining-video', { size });
  expect(res.status).toBe(200);
  const { upload } = (await res.json()) as { upload: DirectUpload };
  if (upload.method !== 'POST') throw new Error('expected a presigned POST');
  return upload;
};
/** What the admin's browser does with a presigned POST: the signed fields, then the file. */
const browserPost = (upload: { url: string; fields: Record<string, string> }, body: Uint8Array, type = 'video/mp4') => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, name === 'Content-Type' ? type : value);
  form.append('file', new Blob([body as Uint8Array<ArrayBuffer>], { type }), 'upload.bin');
  return fetch(upload.url, { method: 'POST', body: form });
};
const padded = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};
const videoRows = async () => (await t.db.select({ n: count() }).from(videos))[0]!.n;

describe('direct uploads: size enforced by the bucket and checked on HEAD', () => {
  it('the bucket refuses a file larger than announced (the policy pins the size), stores nothing', async () => {
    const upload = await startVideo(mp4Bytes.byteLength);
    const policy = JSON.parse(atob(upload.fields.Policy!)) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', mp4Bytes.byteLength, mp4Bytes.byteLength]);

    const res = await browserPost(upload, padded(mp4Bytes, mp4Bytes.byteLength + 4096));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('EntityTooLarge');
    expect(await bucket.head(upload.key)).toBeNull();
    // smaller than announced: refused as well
    expect((await browserPost(upload, mp4Bytes.subarray(0, 40))).status).toBe(400);
    // another type than the signed one
    expect((await browserPost(upload, mp4Bytes, 'text/html')).status).toBe(403);
    expect(await bucket.head(upload.key)).toBeNull();

    // the file as announced goes through, and the admin's insert is accepted
    expect((await browserPost(upload, mp4Bytes)).status).toBeLessThan(300);
    const insert = await json('/insert/mining-video', { title: 'Уурхай 101', key: upload.key, size: mp4Bytes.byteLength });
    expect(insert.status).toBe(200);
    expect(await videoRows()).toBe(1);
  });

  it("the bucket refuses a file over the kind's limit when no size was announced", async () => {
    const storage = t.deps.storage;
    const upload = await presignUpload(storage, 'image', 'images', 'png');
    if (upload?.method !== 'POST') throw new Error('expected a presigned POST');
    const res = await browserPost(upload, padded(pngBytes, 10 * 1024 * 1024 + 1), 'image/png');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('EntityTooLarge');
    expect(await bucket.head(upload.key)).toBeNull();
  });

  it('an object whose size differs from the announced one is refused on HEAD and deleted, no row', async () => {
    const before = await videoRows();
    const upload = await startVideo(mp4Bytes.byteLength);
    // a bucket that did not enforce the policy (or a PUT signed elsewhere) let a different file in
    const other = padded(mp4Bytes, mp4Bytes.byteLength + 100);
    await bucket.put(upload.key, other, 'video/mp4');
    const res = await json('/insert/mining-video', { title: 'Уурхай 101', key: upload.key, size: mp4Bytes.byteLength });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.any(String), field: 'video' });
    expect(front.requests.some((r) => r.method === 'HEAD' && r.path.includes(upload.key))).toBe(true);
    expect(await bucket.head(upload.key)).toBeNull();
    expect(await videoRows()).toBe(before);
  });

  it('a key the server did not issue for videos is refused without touching the bucket', async () => {
    const key = 'news/0b7f2a9e-5d0c-4a55-9f1e-6c2f1f1d2a01.mp4';
    await bucket.put(key, mp4Bytes, 'video/mp4');
    const res = await json('/insert/mining-video', { title: 'Уурхай 101', key, size: mp4Bytes.byteLength });
    expect(res.status).toBe(400);
    expect(await bucket.head(key)).not.toBeNull(); // not ours to judge: left alone
    await bucket.delete(key);
  });
});
