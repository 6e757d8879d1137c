import { decodeImage } from '@platform/images/decode';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onError } from '@api/errors';
import type { AppEnv } from '@api/types';
import { deleteStored, storeUpload, UPLOAD_KINDS, type UploadKind } from '@api/uploads';
import { localStorage } from '@platform/storage/local';
import { exeBytes, htmlBytes, jpgBytes, mp4Bytes, pdfBytes, pngBytes, svgBytes } from '../helpers/upload-files';
import { FILE_MESSAGES } from '@shared/files';
import { mn } from '../helpers/messages';

let root: string;
let storage: ReturnType<typeof localStorage>;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'uploads-'));
  storage = localStorage(root);
});
beforeEach(async () => {
  for (const entry of await readdir(root)) await rm(join(root, entry), { recursive: true, force: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const storedFiles = async () => (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
const file = (bytes: Uint8Array, name: string, type = 'image/png') => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

/** A route shaped like the admin upload routes: multipart in, `{ url }` out, errors through the one handler. */
function uploadApp(kind: UploadKind) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.post('/upload', async (c) => {
    const body = await c.req.parseBody();
    const { url } = await storeUpload({ storage, decodeImage }, body.image as File, kind, 'news', 'image');
    return c.json({ url });
  });
  return app;
}
const post = (kind: UploadKind, f: File) => {
  const form = new FormData();
  form.append('image', f);
  return uploadApp(kind).request('/upload', { method: 'POST', body: form });
};

describe('storeUpload', () => {
  it('stores an image under a server-generated key and returns its URL', async () => {
    const res = await post('image', file(pngBytes, '../../etc/passwd.png'));
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/files\/news\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
    const stored = await storage.get(storage.keyFromUrl(url)!);
    expect(Array.from(stored!.body)).toEqual(Array.from(pngBytes));
  });

  it('names the stored type after the content, not the client name', async () => {
    const { key } = await storeUpload({ storage, decodeImage }, file(jpgBytes, 'photo.png', 'image/png'), 'image', 'banners');
    expect(key).toMatch(/^banners\/[0-9a-f-]{36}\.jpg$/);
    expect((await storage.get(key))?.contentType).toBe('image/jpeg');
  });

  it.each([
    ['HTML', htmlBytes],
    ['SVG with script', svgBytes],
    ['EXE', exeBytes],
    ['PDF', pdfBytes],
  ])('answers 415 for %s named .png and stores nothing', async (_name, bytes) => {
    const res = await post('image', file(bytes, 'cover.png'));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: mn(FILE_MESSAGES.imageOnly), field: 'image' });
    expect(await storedFiles()).toHaveLength(0);
  });

  it('answers 413 for a file over the kind limit and stores nothing', async () => {
    const big = new Uint8Array(UPLOAD_KINDS.image.maxBytes + 1);
    big.set(pngBytes);
    const res = await post('image', file(big, 'big.png'));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: mn(FILE_MESSAGES.imageTooLarge), field: 'image' });
    expect(await storedFiles()).toHaveLength(0);
  });

  it('answers 400 when the field is not a file', async () => {
    const err = await storeUpload({ storage, decodeImage }, 'text' as unknown as File, 'image', 'news').catch((e: { status: number }) => e);
    expect(err).toMatchObject({ status: 400 });
  });

  it('accepts each kind only its own types', async () => {
    await expect(storeUpload({ storage, decodeImage }, file(pdfBytes, 'a.pdf'), 'pdf', 'docs')).resolves.toMatchObject({
      key: expect.stringMatching(/\.pdf$/),
    });
    await expect(storeUpload({ storage, decodeImage }, file(mp4Bytes, 'a.mp4'), 'video', 'videos')).resolves.toMatchObject({
      key: expect.stringMatching(/\.mp4$/),
    });
    await expect(storeUpload({ storage, decodeImage }, file(jpgBytes, 'a.jpg'), 'proof', 'proofs')).resolves.toMatchObject({
      key: expect.stringMatching(/\.jpg$/),
    });
    await expect(storeUpload({ storage, decodeImage }, file(pngBytes, 'a.pdf'), 'pdf', 'docs')).rejects.toMatchObject({ status: 415 });
    await expect(storeUpload({ storage, decodeImage }, file(pdfBytes, 'a.mp4'), 'video', 'videos')).rejects.toMatchObject({ status: 415 });
  });
});

describe('deleteStored', () => {
  it('deletes the file behind one of our URLs and ignores foreign or empty URLs', async () => {
    const { url } = await storeUpload({ storage, decodeImage }, file(pngBytes, 'a.png'), 'image', 'news');
    await deleteStored(storage, 'https://elsewhere.example/files/news/x.png');
    await deleteStored(storage, null);
    expect(await storedFiles()).toHaveLength(1);
    await deleteStored(storage, url);
    expect(await storedFiles()).toHaveLength(0);
  });
});
