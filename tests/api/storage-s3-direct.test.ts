import { decodeImage } from '@platform/images/decode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@api/errors';
import { confirmUpload, presignUpload, type DirectUpload } from '@api/uploads';
import { newKey } from '@platform/storage/keys';
import { s3Storage } from '@platform/storage/s3';
import { startS3 } from '../helpers/s3';
import { htmlBytes, jpgBytes, mp4Bytes, pngBytes } from '../helpers/upload-files';
import { FILE_MESSAGES } from '@shared/files';

let s3: Awaited<ReturnType<typeof startS3>>;
let storage: ReturnType<typeof s3Storage>;
beforeAll(async () => {
  s3 = await startS3();
  storage = s3Storage(s3.options);
});
afterAll(() => s3.stop());

/** What a browser does with a presigned POST: the signed fields first, the file last. */
async function browserPost(post: DirectUpload | { url: string; fields: Record<string, string> } | null, body: Uint8Array, type: string) {
  if (!post || !('fields' in post)) throw new Error('expected a presigned POST');
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', new Blob([body as Uint8Array<ArrayBuffer>], { type }), 'upload.bin');
  return fetch(post.url, { method: 'POST', body: form });
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('presigned POST', () => {
  it('signs a size cap and the Content-Type into the policy', async () => {
    const post = await storage.presignPost!('videos/a.mp4', { maxBytes: 1000, contentType: 'video/mp4', expiresIn: 120 });
    const policy = JSON.parse(atob(post.fields.Policy)) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 1000]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'video/mp4']);
    expect(post.fields['Content-Type']).toBe('video/mp4');
    expect(post.fields.key).toBe('videos/a.mp4');
    const ttl = Date.parse(policy.expiration) - Date.now();
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('uploads a file within the limit, which confirmUpload then accepts', async () => {
    const started = await presignUpload(storage, 'video', 'videos', 'mp4');
    expect(started?.method).toBe('POST');
    expect(started!.key).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(started!.maxBytes).toBe(314_572_800);

    const res = await browserPost(started!, mp4Bytes, 'video/mp4');
    expect(res.status).toBeLessThan(300);

    const confirmed = await confirmUpload({ storage, decodeImage }, started!.key, 'video', { expectedBytes: mp4Bytes.byteLength });
    expect(confirmed).toMatchObject({ key: started!.key, size: mp4Bytes.byteLength, type: 'mp4' });
    expect(confirmed.url).toBe(storage.url(started!.key));
    expect(await storage.head(started!.key)).not.toBeNull();
  });

  // s3rver ignores the POST policy (real S3 answers 400 EntityTooLarge), so the server-side check is
  // what stops an oversize object here.
  it('deletes an object over the limit on confirmation (413)', async () => {
    const key = newKey('images', 'png');
    const post = await storage.presignPost!(key, { maxBytes: 10, contentType: 'image/png' });
    await browserPost(post, pngBytes, 'image/png');
    expect(await storage.head(key)).not.toBeNull();

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pngBytes);
    await storage.put(key, big, 'image/png');
    const err = await rejection(confirmUpload({ storage, decodeImage }, key, 'image'));
    expect(err).toBeInstanceOf(ApiError);
    expect(err!.status).toBe(413);
    expect(await storage.head(key)).toBeNull();
  });

  it('deletes an object whose size differs from the announced one (400)', async () => {
    const key = newKey('images', 'jpg');
    await storage.put(key, jpgBytes, 'image/jpeg');
    const err = await rejection(confirmUpload({ storage, decodeImage }, key, 'image', { expectedBytes: jpgBytes.byteLength + 1 }));
    expect(err!.status).toBe(400);
    expect(await storage.head(key)).toBeNull();
  });

  it('deletes an HTML file uploaded as .png (415)', async () => {
    const started = await presignUpload(storage, 'image', 'images', 'png');
    await browserPost(started!, htmlBytes, 'image/png');
    expect(await storage.head(started!.key)).not.toBeNull();

    const err = await rejection(confirmUpload({ storage, decodeImage }, started!.key, 'image', { field: 'image' }));
    expect(err!.status).toBe(415);
    expect(err).toMatchObject({ message: FILE_MESSAGES.imageOnly, extra: { field: 'image' } });
    expect(await storage.head(started!.key)).toBeNull();
  });

  it('deletes a real image whose type differs from the key it was issued (415)', async () => {
    const key = newKey('images', 'png');
    await storage.put(key, jpgBytes, 'image/png');
    expect((await rejection(confirmUpload({ storage, decodeImage }, key, 'image')))!.status).toBe(415);
    expect(await storage.head(key)).toBeNull();
  });

  it('answers 400 for a key that was never uploaded', async () => {
    const err = await rejection(confirmUpload({ storage, decodeImage }, newKey('videos', 'mp4'), 'video'));
    expect(err!.status).toBe(400);
  });

  it('refuses to presign a type the kind does not accept', async () => {
    const err = await rejection(presignUpload(storage, 'video', 'videos', 'png'));
    expect(err!.status).toBe(415);
  });
});

describe('presigned PUT (R2 has no POST Object)', () => {
  const putStorage = () => s3Storage({ ...s3.options, directUpload: 'put' });

  it('signs the exact size and type; the upload then passes confirmUpload', async () => {
    const started = await presignUpload(putStorage(), 'video', 'videos', 'mp4', { size: mp4Bytes.byteLength });
    if (started?.method !== 'PUT') throw new Error('expected a presigned PUT');
    const url = new URL(started.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type']));
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    expect(started.headers).toEqual({ 'Content-Type': 'video/mp4', 'Content-Length': String(mp4Bytes.byteLength) });

    const res = await fetch(started.url, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: mp4Bytes as Uint8Array<ArrayBuffer>,
    });
    expect(res.status).toBe(200);
    const confirmed = await confirmUpload({ storage, decodeImage }, started.key, 'video', { expectedBytes: mp4Bytes.byteLength });
    expect(confirmed.type).toBe('mp4');
  });

  it('refuses to presign without a size (400) or over the limit (413)', async () => {
    expect((await rejection(presignUpload(putStorage(), 'video', 'videos', 'mp4')))!.status).toBe(400);
    expect((await rejection(presignUpload(putStorage(), 'video', 'videos', 'mp4', { size: 314_572_801 })))!.status).toBe(413);
  });
});
