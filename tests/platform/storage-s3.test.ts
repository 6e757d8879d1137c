import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '@platform/storage/s3';
import { startS3 } from '../helpers/s3';
import { jpgBytes, pngBytes } from '../helpers/upload-files';

let s3: Awaited<ReturnType<typeof startS3>>;
let storage: ReturnType<typeof s3Storage>;
beforeAll(async () => {
  s3 = await startS3();
  storage = s3Storage({ ...s3.options, publicUrl: 'https://cdn.example.mn/media/' });
});
afterAll(() => s3.stop());

describe('s3Storage', () => {
  it('puts, reads, inspects and deletes an object', async () => {
    const key = 'news/0b7f2a9e-5d0c-4a55-9f1e-6c2f1f1d2a01.png';
    await storage.put(key, pngBytes, 'image/png');

    const obj = await storage.get(key);
    expect(obj?.contentType).toBe('image/png');
    expect(Array.from(obj!.body)).toEqual(Array.from(pngBytes));
    expect(await storage.head(key)).toEqual({ size: pngBytes.byteLength, contentType: 'image/png' });
    expect(Array.from((await storage.getRange(key, 1, 3))!)).toEqual([0x50, 0x4e, 0x47]);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
  });

  it('lists the keys under a prefix', async () => {
    for (const key of ['listed/a/one.png', 'listed/a/deeper/two.png', 'listed/b.png']) await storage.put(key, pngBytes, 'image/png');
    expect((await storage.list('listed/a/')).sort()).toEqual(['listed/a/deeper/two.png', 'listed/a/one.png']);
    expect(await storage.list('listed/a/o')).toEqual(['listed/a/one.png']);
    expect(await storage.list('nothing-here/')).toEqual([]);
  });

  it('answers null for a missing key and refuses unsafe keys', async () => {
    expect(await storage.get('news/missing.jpg')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../escape.jpg', jpgBytes, 'image/jpeg')).rejects.toThrow(/invalid storage key/);
  });

  it('builds public URLs under publicUrl and reverses only its own', () => {
    const url = storage.url('news/a.jpg');
    expect(url).toBe('https://cdn.example.mn/media/news/a.jpg');
    expect(storage.keyFromUrl(url)).toBe('news/a.jpg');
    expect(storage.keyFromUrl('https://evil.example/media/news/a.jpg')).toBeNull();
    expect(storage.keyFromUrl('https://cdn.example.mn/media/../secret.jpg')).toBeNull();
  });

  it('defaults the public URL to the endpoint and bucket', () => {
    const plain = s3Storage(s3.options);
    expect(plain.url('x/y.pdf')).toBe(`${s3.endpoint}/${s3.bucket}/x/y.pdf`);
  });
});

describe('direct upload mode', () => {
  const base = { region: 'auto', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's' };
  it('offers POST on S3 and only PUT on R2, which has no POST Object', () => {
    expect(s3Storage(base).presignPost).toBeTypeOf('function');
    const r2 = s3Storage({ ...base, endpoint: 'https://abc123.r2.cloudflarestorage.com' });
    expect(r2.presignPost).toBeUndefined();
    expect(r2.presignPut).toBeTypeOf('function');
    expect(s3Storage({ ...base, directUpload: 'put' }).presignPost).toBeUndefined();
  });
});
