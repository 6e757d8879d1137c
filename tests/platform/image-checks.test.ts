import { readdir } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dirCategories, dirCompanies, eventGallery, rateLimits } from '@db/schema';
import { storeUpload } from '@api/uploads';
import { imageStructure } from '@platform/images/structure';
import { MAX_IMAGE_PIXELS } from '@shared/files';
import { wizardForm } from '../helpers/directory-wizard';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

/** A PNG chunk's CRC, so an edited header still looks intact to anything that checks CRCs. */
function crc32(b: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of b) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width, height, channels: 3 } });

let realPng: Buffer;
let realJpg: Buffer;
/** The attacks of SECURITY.md 37. */
const attacks: Record<string, { bytes: () => Buffer; status: 413 | 415 }> = {
  'a JPEG header followed by HTML': {
    bytes: () => Buffer.concat([realJpg.subarray(0, 120), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
    status: 415,
  },
  'a PNG header followed by HTML': {
    bytes: () => Buffer.concat([realPng.subarray(0, 33), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
    status: 415,
  },
  'a PNG header claiming 60000x60000 (CRC fixed)': {
    bytes: () => {
      const b = Buffer.from(realPng);
      b.writeUInt32BE(60000, 16);
      b.writeUInt32BE(60000, 20);
      b.writeUInt32BE(crc32(b.subarray(12, 29)), 29);
      return b;
    },
    status: 413,
  },
  'a JPEG header claiming 60000x60000': {
    bytes: () => {
      const b = Buffer.from(realJpg);
      const sof = b.indexOf(Buffer.from([0xff, 0xc0]));
      b.writeUInt16BE(60000, sof + 5);
      b.writeUInt16BE(60000, sof + 7);
      return b;
    },
    status: 413,
  },
  'a truncated PNG': { bytes: () => realPng.subarray(0, Math.floor(realPng.length / 2)), status: 415 },
  'a truncated JPEG': { bytes: () => realJpg.subarray(0, Math.floor(realJpg.length / 2)), status: 415 },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  realPng = await noise(120, 80).png().toBuffer();
  realJpg = await noise(120, 80).jpeg().toBuffer();
  t = await createTestApp();
  cookie = (await signIn(t, 2)).cookie;
  await t.db.insert(dirCategories).values({ main_code: '01', category_code: '0101', name_mn: 'Ангилал', name_en: 'Category' });
});
beforeEach(() => t.db.delete(rateLimits));
afterAll(() => t.close());

const storedFiles = async () => (await readdir(t.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
const rows = async (table: typeof dirCompanies | typeof eventGallery) => (await t.db.select({ n: count() }).from(table))[0].n;
const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name, { type: 'image/png' });

const wizard = (logo: Uint8Array) => t.request('/api/yp/insert/yellow-registration', { method: 'POST', body: wizardForm({}, logo) });
const gallery = (image: Uint8Array) => {
  const form = new FormData();
  form.append('event_date_id', '2');
  form.append('images', file(image, 'photo.png'));
  return t.request('/api/mw/insert/gallery', { method: 'POST', body: form, headers: { cookie } });
};
const newsImage = (image: Uint8Array) => {
  const form = new FormData();
  form.append('image', file(image, 'inline.png'));
  return t.request('/api/mm/upload/news-image', { method: 'POST', body: form, headers: { cookie } });
};

describe('every uploaded picture is decoded before it is stored (SECURITY.md 37)', () => {
  it('accepts a real picture on each route (the routes under test do store)', async () => {
    expect((await wizard(realPng)).status).toBe(200);
    expect((await gallery(realJpg)).status).toBe(200);
    expect((await newsImage(realPng)).status).toBe(200);
    await t.db.delete(dirCompanies);
    await t.db.delete(eventGallery);
    const { rm } = await import('node:fs/promises');
    for (const e of await readdir(t.filesDir)) await rm(`${t.filesDir}/${e}`, { recursive: true });
  });

  for (const [name, attack] of Object.entries(attacks)) {
    it(`refuses ${name} with ${attack.status} on the wizard's logo, the gallery and a news image, storing nothing`, async () => {
      const wiz = await wizard(attack.bytes());
      expect(wiz.status).toBe(attack.status);
      expect(((await wiz.json()) as { message: string }).message).toBeTruthy();
      expect((await gallery(attack.bytes())).status).toBe(attack.status);
      expect((await newsImage(attack.bytes())).status).toBe(attack.status);
      expect([await storedFiles(), await rows(dirCompanies), await rows(eventGallery)]).toEqual([0, 0, 0]);
    });
  }

  it('refuses a PNG damaged inside its image data (CRCs intact) where sharp decodes', async () => {
    const b = Buffer.from(realPng);
    const idat = b.indexOf('IDAT');
    const length = b.readUInt32BE(idat - 4);
    for (let i = idat + 20; i < idat + 4 + length - 8; i += 3) b[i] ^= 0x5a;
    b.writeUInt32BE(crc32(b.subarray(idat, idat + 4 + length)), idat + 4 + length);
    expect(imageStructure(b, 'png').ok).toBe(true); // only a decode finds it
    expect((await newsImage(b)).status).toBe(415);
    expect(await storedFiles()).toBe(0);
  });

  it('stores only the picture when bytes follow its end marker', async () => {
    const glued = Buffer.concat([realJpg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await newsImage(glued);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string[] };
    const stored = await t.deps.storage.get(t.deps.storage.keyFromUrl(url[0]!)!);
    expect(Buffer.from(stored!.body).equals(realJpg)).toBe(true);
  });
});

describe('without a decoder (Workers): the structure check alone', () => {
  for (const [name, attack] of Object.entries(attacks)) {
    it(`refuses ${name} with ${attack.status}`, async () => {
      const err = await storeUpload({ storage: t.deps.storage }, file(attack.bytes(), 'x.png'), 'image', 'news').catch((e: unknown) => e);
      expect(err).toMatchObject({ status: attack.status });
    });
  }

  it('reads the size from the header and keeps the pixel limit', () => {
    const check = imageStructure(realPng, 'png');
    expect(check).toMatchObject({ ok: true, width: 120, height: 80 });
    expect(imageStructure(realJpg, 'jpg')).toMatchObject({ ok: true, width: 120, height: 80 });
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
  });
});
