import { execFile } from 'node:child_process';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, dirCategories, dirCompanies, memberCompanies, news, sustainableMining } from '@db/schema';
import { sweepFiles } from '@api/file-sweep';
import { makeVariants } from '@platform/images/make-variants';
import type { Storage } from '@platform/ports';
import { newKey } from '@platform/storage/keys';
import { localStorage } from '@platform/storage/local';
import { s3Storage } from '@platform/storage/s3';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { createTestDb } from '../helpers/db';
import { startS3 } from '../helpers/s3';
import { pdfBytes, pngBytes } from '../helpers/upload-files';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie = '';
const logs: Record<string, unknown>[] = [];
const DAY = 24 * 60 * 60 * 1000;

const picture = async () =>
  new File(
    [
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#357' } })
        .png()
        .toBuffer(),
    ],
    'p.png',
    {
      type: 'image/png',
    },
  );
const pngFile = () => new File([pngBytes as BlobPart], 'p.png', { type: 'image/png' });
const pdfFile = () => new File([pdfBytes as BlobPart], 'r.pdf', { type: 'application/pdf' });

function form(values: Record<string, string | File>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  return fd;
}
const post = (path: string, body: FormData | object) =>
  t.request(path, {
    method: 'POST',
    body: body instanceof FormData ? body : JSON.stringify(body),
    headers: { cookie, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
  });
const del = (path: string) => t.request(path, { method: 'DELETE', headers: { cookie } });
const json = async <T>(res: Response): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

const keyOf = (url: string) => t.deps.storage.keyFromUrl(url)!;
const exists = async (url: string) => Boolean(await t.deps.storage.get(keyOf(url)));
/** Every stored key that belongs to `url`'s file: the original and its resized variants. */
const withVariants = async (url: string) => (await t.deps.storage.list('')).filter((k) => k.includes(keyOf(url).split('.')[0]));

const ARTICLE = {
  title: 'Чуулган',
  summary: 'Товч',
  category_cid: '8',
  publisher: 'МУУҮА',
  news_status: 'true',
  yellow_book: 'false',
  text_en: '',
};
const ROW = { title: 'x', publisher: 'x', category_cid: 8 };
const bodyImage = async () => (await json<{ url: string[] }>(await post('/api/mm/upload/news-image', form({ image: pngFile() })))).url[0];
const img = (...urls: string[]) => urls.map((u) => `<p><img src="${u}" alt=""></p>`).join('');
async function article(text: string, image?: File) {
  return (
    await json<{ news: typeof news.$inferSelect }>(await post('/api/mm/insert/news', form({ ...ARTICLE, text, image: image ?? pngFile() })))
  ).news;
}

beforeAll(async () => {
  t = await createTestApp({ log: (e) => void logs.push(e) });
  t.deps.makeImageVariants = (key) => makeVariants(t.deps.storage, key);
  cookie = (await signIn(t, 2)).cookie;
  await t.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
  await t.db.insert(dirCategories).values({ main_code: '01', category_code: '0101', name_mn: 'А', name_en: 'A' });
});
afterAll(() => t.close());

describe('deleting or replacing content deletes its files', () => {
  it('a news article: its cover (with variants) and body images go with it; a replaced cover and a dropped body image at once', async () => {
    const [keep, drop] = [await bodyImage(), await bodyImage()];
    const row = await article(img(keep, drop), await picture());
    expect((await withVariants(row.image)).length).toBe(3); // the cover and its 480 and 600 px variants
    const updated = (
      await json<{ news: typeof news.$inferSelect }>(
        await post('/api/mm/update/news', form({ ...ARTICLE, id: String(row.id), text: img(keep), image: pngFile() })),
      )
    ).news;
    expect(await withVariants(row.image)).toEqual([]);
    expect([await exists(drop), await exists(keep), await exists(updated.image)]).toEqual([false, true, true]);
    await json(await del(`/api/mm/delete/news?id=${row.id}`));
    expect([await exists(keep), await exists(updated.image)]).toEqual([false, false]);
  });

  it('a file two rows reference survives deleting one of them (url and html references)', async () => {
    const shared = await bodyImage();
    const a = await article(img(shared));
    const b = await article(img(shared, a.image)); // b's body shows a's cover too
    await json(await del(`/api/mm/delete/news?id=${a.id}`));
    expect([await exists(shared), await exists(a.image)]).toEqual([true, true]);
    await json(await del(`/api/mm/delete/news?id=${b.id}`));
    expect([await exists(shared), await exists(a.image), await exists(b.image)]).toEqual([false, false, false]);
  });

  it('a report: its cover and PDF', async () => {
    const { report } = await json<{ report: { id: number; image: string; pdf: string } }>(
      await post('/api/mm/insert/report', form({ title: 'Тайлан', image: pngFile(), pdf: pdfFile() })),
    );
    expect([await exists(report.image), await exists(report.pdf)]).toEqual([true, true]);
    await json(await del(`/api/mm/delete/report?id=${report.id}`));
    expect([await exists(report.image), await exists(report.pdf)]).toEqual([false, false]);
  });

  it('a directory company: its logo when deleted, and a rejected request its logo (SECURITY.md 28)', async () => {
    const ids: number[] = [];
    for (const name of ['A', 'B']) {
      const res = await t.request('/api/yp/insert/yellow-registration', {
        method: 'POST',
        headers: { 'cf-connecting-ip': `10.8.0.${ids.length + 1}` },
        body: form({
          registrantName: 'Бат',
          registrantPosition: 'Захирал',
          registrantEmail: `${name}@x.mn`,
          registrantPhone: '99112233',
          categories: JSON.stringify([{ mainCategory: '01', subCategory: '0101' }]),
          nameMn: `${name} ХХК`,
          nameEn: `${name} LLC`,
          registrationNumber: '123',
          image: pngFile(),
        }),
      });
      ids.push((await json<{ id: number }>(res)).id);
    }
    const logos = (await t.db.select().from(dirCompanies).orderBy(dirCompanies.id)).map((r) => r.logo);
    expect([await exists(logos[0]), await exists(logos[1])]).toEqual([true, true]);
    await json(await post('/api/yp/yellow-page/review/company', { id: ids[0], decision: 'reject', reason: 'Дутуу' }));
    expect(await exists(logos[0])).toBe(false);
    await json(await post('/api/yp/yellow-page/review/company', { id: ids[1], decision: 'approve' }));
    // approval moved the waiting logo to a public key (tests/api/directory-pending-logo.test.ts)
    const [approved] = await t.db.select().from(dirCompanies).where(eq(dirCompanies.id, ids[1]));
    expect([await exists(logos[1]), await exists(approved.logo)]).toEqual([false, true]);
    await json(await del(`/api/yp/yellow-page/delete/company?id=${ids[1]}`));
    expect(await exists(approved.logo)).toBe(false);
  });

  it('storage briefly down: the delete still succeeds for the admin, the failure is logged, the sweep removes the file later', async () => {
    const row = await article('<p>x</p>');
    const storage = t.deps.storage;
    const realDelete = storage.delete;
    storage.delete = () => Promise.reject(new Error('storage unreachable'));
    try {
      await json(await del(`/api/mm/delete/news?id=${row.id}`));
    } finally {
      storage.delete = realDelete;
    }
    expect(logs.some((e) => e.msg === 'stale file not deleted' && e.key === keyOf(row.image))).toBe(true);
    expect(await exists(row.image)).toBe(true);
    const report = await sweepFiles(t.deps, { delete: true, now: new Date(Date.now() + 2 * DAY) });
    expect(report.orphans.map((o) => o.key)).toContain(keyOf(row.image));
    expect(await exists(row.image)).toBe(false);
  });
});

/** What the sweep must tell apart, stored in `storage`: referenced by each kind of column, not referenced, not an upload. */
async function sweepFixture(storage: Storage) {
  const put = async (key: string, bytes: Uint8Array = pngBytes) => (await storage.put(key, bytes, 'image/png'), key);
  const ref = {
    cover: await put(newKey('news', 'png')),
    body: await put(newKey('news-body', 'png')),
    poster: await put(newKey('sustainable-mining', 'png')),
    logo: await put(newKey('companies', 'png')),
  };
  const orphan = await put(newKey('news', 'png'));
  const orphanVariant = await put(`variants/${orphan.replace('.png', '')}-png-600x400-w480.webp`);
  const notUpload = await put('site/assets/app.png');
  await t.db.insert(news).values({ ...ROW, image: storage.url(ref.cover), text: img(storage.url(ref.body)) });
  await t.db.insert(sustainableMining).values({ title: 'x', pdf: '/elsewhere.pdf', posters: ['/x.png', storage.url(ref.poster)] });
  await t.db.insert(memberCompanies).values({ name: 'x', email: 'x@x.mn', logo: storage.url(ref.logo) });
  return { ref, orphans: [orphan, orphanVariant].sort(), notUpload };
}

async function clearStore(storage: Storage) {
  await t.db.delete(news);
  await t.db.delete(sustainableMining);
  await t.db.delete(dirCompanies);
  await t.db.delete(memberCompanies);
  for (const k of await storage.list('')) await storage.delete(k);
}

describe('npm run files -- sweep', () => {
  it('local disk: lists only unreferenced uploads older than a day (dry run), deletes them with --delete; fresh files survive', async () => {
    const storage = t.deps.storage;
    await clearStore(storage);
    const f = await sweepFixture(storage);
    const old = new Date(Date.now() - 2 * DAY);
    for (const key of await storage.list('')) await utimes(join(t.filesDir, key), old, old);
    const fresh = newKey('news-body', 'png');
    await storage.put(fresh, pngBytes, 'image/png'); // an upload whose article is not saved yet

    const dry = await sweepFiles(t.deps);
    expect(dry.orphans.map((o) => o.key).sort()).toEqual(f.orphans);
    expect(dry.bytes).toBe(2 * pngBytes.byteLength);
    expect(dry.deleted).toBe(0);
    expect((await storage.list('')).length).toBe(8);

    const done = await sweepFiles(t.deps, { delete: true });
    expect(done.deleted).toBe(2);
    expect((await storage.list('')).sort()).toEqual([...Object.values(f.ref), f.notUpload, fresh].sort());
  });

  it('S3: the same sweep through the bucket listing (sizes and last-modified times from ListObjectsV2)', async () => {
    const s3 = await startS3();
    const storage = s3Storage({ ...s3.options, publicUrl: 'https://cdn.example.mn/media' });
    const local = t.deps.storage;
    t.deps.storage = storage;
    try {
      await clearStore(storage);
      const f = await sweepFixture(storage);
      await new Promise((r) => setTimeout(r, 2100));
      const fresh = newKey('news-body', 'png');
      await storage.put(fresh, pngBytes, 'image/png');
      const listed = await storage.listObjects('');
      expect(listed).toHaveLength(8);
      expect(listed.every((o) => o.lastModified instanceof Date && o.size > 0)).toBe(true);
      // a day after the fresh upload's second: everything else is older than a day, the fresh one not
      const freshAt = listed.find((o) => o.key === fresh)!.lastModified.getTime();
      const now = new Date(freshAt - 1000 + DAY);
      const dry = await sweepFiles(t.deps, { now });
      expect(dry.orphans.map((o) => o.key).sort()).toEqual(f.orphans);
      await sweepFiles(t.deps, { now, delete: true });
      expect((await storage.list('')).sort()).toEqual([...Object.values(f.ref), f.notUpload, fresh].sort());
    } finally {
      t.deps.storage = local;
      await s3.stop();
    }
  }, 30_000);
});

describe('the command line', () => {
  // the command opens the database by URL: the embedded in-memory one of a PGlite run is not reachable from another process
  it.skipIf(!process.env.DATABASE_URL)(
    'npm run files -- sweep prints count and bytes, deletes only with --delete',
    async () => {
      const db = await createTestDb();
      const dataDir = await mkdtemp(join(tmpdir(), 'files-cli-'));
      try {
        const storage = localStorage(join(dataDir, 'files'));
        const orphan = newKey('news', 'png');
        const fresh = newKey('news', 'png');
        await storage.put(orphan, pngBytes, 'image/png');
        const old = new Date(Date.now() - 2 * DAY);
        await utimes(join(dataDir, 'files', orphan), old, old);
        await storage.put(fresh, pngBytes, 'image/png');
        const run = (...args: string[]) =>
          promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/files.ts', 'sweep', ...args], {
            env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, STORAGE: 'local' },
            timeout: 60_000,
          });
        const dry = await run();
        expect(dry.stdout).toContain(orphan);
        expect(dry.stdout).not.toContain(fresh);
        expect(dry.stdout).toContain(`1 unreferenced file(s) older than a day, ${pngBytes.byteLength} bytes`);
        expect((await storage.list('')).sort()).toEqual([orphan, fresh].sort());
        const done = await run('--delete');
        expect(done.stdout).toContain('deleted 1');
        expect(await storage.list('')).toEqual([fresh]);
      } finally {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
