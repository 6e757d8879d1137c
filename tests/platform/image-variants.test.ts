import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureVariants, makeVariants } from '@platform/images/make-variants';
import { listVariants, variantKey } from '@platform/images/variants';
import type { Storage } from '@platform/ports';
import { localStorage } from '@platform/storage/local';
import { sniff } from '@platform/storage/sniff';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { brokenPngBytes, pngBytes } from '../helpers/upload-files';

let root: string;
let storage: ReturnType<typeof localStorage>;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'variants-'));
  storage = localStorage(root);
});
beforeEach(async () => {
  for (const entry of await readdir(root)) await rm(join(root, entry), { recursive: true, force: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } } })
    .toFormat(format)
    .toBuffer();
const stored = async () => (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

/** Counts writes, to prove a second run changes nothing. */
function countingPuts(inner: Storage) {
  const counter = { puts: 0 };
  return { counter, storage: { ...inner, put: (...args: Parameters<Storage['put']>) => (counter.puts++, inner.put(...args)) } };
}

describe('makeVariants', () => {
  it('stores 480, 800 and 1200 px WebP copies of a large picture', async () => {
    await storage.put('news/big.jpg', await picture(1600, 1000), 'image/jpeg');
    expect(await makeVariants(storage, 'news/big.jpg')).toEqual({ width: 1600, height: 1000, widths: [480, 800, 1200] });
    for (const w of [480, 800, 1200]) {
      const variant = await storage.get(variantKey('news/big.jpg', { width: 1600, height: 1000 }, w));
      expect(sniff(variant!.body)).toBe('webp');
      expect(variant!.contentType).toBe('image/webp');
      expect(await sharp(variant!.body).metadata()).toMatchObject({ format: 'webp', width: w, height: Math.round((w * 1000) / 1600) });
    }
  });

  it('never upscales: a 730 px picture gets 480 and 730, a small logo only its own width', async () => {
    await storage.put('seed/news-01.png', await picture(730, 455, 'png'), 'image/png');
    await storage.put('seed/logo-01.png', await picture(240, 120, 'png'), 'image/png');
    expect((await makeVariants(storage, 'seed/news-01.png'))?.widths).toEqual([480, 730]);
    expect((await makeVariants(storage, 'seed/logo-01.png'))?.widths).toEqual([240]);
    const logo = await storage.get(variantKey('seed/logo-01.png', { width: 240, height: 120 }, 240));
    expect(await sharp(logo!.body).metadata()).toMatchObject({ width: 240, height: 120 });
  });

  it('stands a sideways phone photo upright (EXIF orientation)', async () => {
    const sideways = await sharp(await picture(1600, 1000))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    await storage.put('news/phone.jpg', sideways, 'image/jpeg');
    expect(await makeVariants(storage, 'news/phone.jpg')).toEqual({ width: 1000, height: 1600, widths: [480, 800, 1000] });
  });

  it('answers null for a missing picture or a file that is not one', async () => {
    expect(await makeVariants(storage, 'news/missing.png')).toBeNull();
    expect(await makeVariants(storage, 'reports/a.pdf')).toBeNull();
  });
});

describe('ensureVariants', () => {
  it('makes what is missing once; a second run writes nothing', async () => {
    await storage.put('news/a.jpg', await picture(1000, 600), 'image/jpeg');
    await storage.put('news/b.png', await picture(500, 300, 'png'), 'image/png');
    const { counter, storage: counted } = countingPuts(storage);
    const first = await ensureVariants(counted, ['news/a.jpg', 'news/b.png', 'news/a.jpg', 'reports/x.pdf']);
    expect(Object.fromEntries(first)).toEqual({
      'news/a.jpg': { width: 1000, height: 600, widths: [480, 800, 1000] },
      'news/b.png': { width: 500, height: 300, widths: [480, 500] },
    });
    expect(counter.puts).toBe(5);
    expect(await ensureVariants(counted, ['news/a.jpg', 'news/b.png'])).toEqual(first);
    expect(counter.puts).toBe(5);
  });

  it('completes a set cut short and skips a picture it cannot read', async () => {
    await storage.put('news/a.jpg', await picture(1000, 600), 'image/jpeg');
    await storage.put('news/broken.png', brokenPngBytes, 'image/png');
    await makeVariants(storage, 'news/a.jpg');
    await storage.delete(variantKey('news/a.jpg', { width: 1000, height: 600 }, 800));
    const result = await ensureVariants(storage, ['news/a.jpg', 'news/broken.png']);
    expect([...result.keys()]).toEqual(['news/a.jpg']);
    expect((await listVariants(storage)).get('news/a.jpg')?.widths).toEqual([480, 800, 1000]);
  });

  it('costs one listing when 5,000 pictures have their variants', async () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `news/${String(i).padStart(5, '0')}.png`);
    const files = keys.flatMap((key) => [480, 730].map((w) => join(root, variantKey(key, { width: 730, height: 455 }, w))));
    await mkdir(dirname(files[0]), { recursive: true });
    for (let i = 0; i < files.length; i += 500) await Promise.all(files.slice(i, i + 500).map((f) => writeFile(f, '')));

    const { counter, storage: counted } = countingPuts(storage);
    const started = performance.now();
    const result = await ensureVariants(counted, keys);
    const ms = performance.now() - started;
    expect(result.size).toBe(5000);
    expect(counter.puts).toBe(0);
    expect(ms).toBeLessThan(1000);
  });
});

describe('the upload path', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  const logs: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp({ storage, makeImageVariants: (key) => makeVariants(storage, key), log: (e) => void logs.push(e) });
    cookie = (await signIn(t, 2)).cookie;
  });
  afterAll(() => t.close());

  const upload = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('image', new File([bytes as Uint8Array<ArrayBuffer>], 'slide.jpg', { type: 'image/jpeg' }));
    const res = await t.request('/api/mm/insert/banner', { method: 'POST', body: form, headers: { cookie } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { banner: { id: number; image: string } }).banner;
  };

  it('makes the variants of an uploaded picture, and deleting it removes them too', async () => {
    const banner = await upload(await picture(1600, 1000));
    const key = storage.keyFromUrl(banner.image)!;
    expect((await listVariants(storage)).get(key)).toEqual({ width: 1600, height: 1000, widths: [480, 800, 1200] });
    expect(await stored()).toBe(4);

    const res = await t.request(`/api/mm/delete/banner?id=${banner.id}`, { method: 'DELETE', headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await stored()).toBe(0);
  });

  it('keeps the upload when its variants cannot be made (they are left to the build)', async () => {
    const make = t.deps.makeImageVariants;
    t.deps.makeImageVariants = () => Promise.reject(new Error('out of memory'));
    const banner = await upload(pngBytes).finally(() => (t.deps.makeImageVariants = make));
    expect(await storage.get(storage.keyFromUrl(banner.image)!)).not.toBeNull();
    expect(await stored()).toBe(1);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'image variants not made' }));
  });
});
