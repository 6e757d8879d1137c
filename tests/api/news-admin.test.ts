import { mkdir, readdir, rm } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, categories, news } from '@db/schema';
import { createSession } from '@platform/auth/sessions';
import { createApp } from '@api/app';
import { createTestApp, TEST_ORIGIN } from '../helpers/app';
import { jpgBytes, pngBytes } from '../helpers/upload-files';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<'admin' | 'moderator' | 'user', string> = { admin: '', moderator: '', user: '' };

/** A real picture, padded to `size` (the padding after its end is not stored). */
const pngFile = (size = 64) => {
  const bytes = new Uint8Array(Math.max(size, pngBytes.length));
  bytes.set(pngBytes);
  return new File([bytes], 'cover.png', { type: 'image/png' });
};
const jpgFile = () => new File([jpgBytes as BlobPart], 'cover.jpg', { type: 'image/jpeg' });
const htmlAsPng = () => new File(['<html><script>alert(1)</script></html>'], 'cover.png', { type: 'image/png' });

type FormValues = Record<string, string | File | undefined>;
const VALID: FormValues = {
  title: 'Уул уурхайн чуулган',
  summary: 'Товч мэдээ',
  text: '<p>Чуулган болно.</p>',
  title_en: '',
  summary_en: '',
  text_en: '',
  category_cid: '8',
  publisher: 'МУУҮА',
  news_status: 'true',
  yellow_book: 'false',
};
const form = (values: FormValues) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) fd.append(k, v);
  return fd;
};
const post = (path: string, values: FormValues, who: keyof typeof cookies | null = 'admin', headers: Record<string, string> = {}) =>
  t.request(`/api/mm${path}`, { method: 'POST', body: form(values), headers: { ...(who ? { cookie: cookies[who] } : {}), ...headers } });
const del = (query: string, who: keyof typeof cookies | null = 'admin') =>
  t.request(`/api/mm/delete/news?${query}`, { method: 'DELETE', headers: who ? { cookie: cookies[who] } : {} });

const newsCount = async () => (await t.db.select({ n: count() }).from(news))[0].n;
const storedFiles = async () =>
  (await readdir(t.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
const fileOf = (url: string) => url.split('/').pop()!;

/** An article inserted through the API, so its cover really is in storage. */
async function insertedArticle(values: FormValues = {}) {
  const res = await post('/insert/news', { image: pngFile(), ...VALID, ...values });
  expect(res.status).toBe(200);
  return ((await res.json()) as { news: typeof news.$inferSelect }).news;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(categories).values([
    { cid: 8, category: 'Мэдээ', category_en: 'News' },
    { cid: 20, category: 'Статик', category_en: 'Static', page_type: 'static' },
  ]);
  for (const [role, account_role] of [
    ['admin', 2],
    ['moderator', 1],
    ['user', 3],
  ] as const) {
    const [row] = await t.db
      .insert(admins)
      .values({ first_name: role, email: `${role}@example.mn`, account_role })
      .returning();
    cookies[role] = `session=${await createSession(t.db, row.id, t.deps.config)}`;
  }
});
beforeEach(async () => {
  await t.db.delete(news);
  t.rebuild.reasons.length = 0;
  await rm(t.filesDir, { recursive: true, force: true });
  await mkdir(t.filesDir);
});
afterAll(() => t.close());

describe('POST /insert/news', () => {
  it('stores the article with a sanitised body, keeps the cover and asks for a rebuild', async () => {
    const res = await post('/insert/news', {
      ...VALID,
      image: pngFile(),
      text: '<p>Сайн <strong>мэдээ</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      id: '999',
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(res.status).toBe(200);
    const { news: row } = (await res.json()) as { news: Record<string, any> };
    expect(row).toMatchObject({
      title: VALID.title,
      category_cid: 8,
      publisher: 'МУУҮА',
      news_status: true,
      yellow_book: false,
      text: '<p>Сайн <strong>мэдээ</strong></p><img>',
    });
    expect(row.id).not.toBe(999);
    expect(new Date(row.created_at).getFullYear()).toBeGreaterThan(2000);
    expect(row.image).toMatch(/^\/files\/news\/[\w-]+\.png$/);
    expect(await storedFiles()).toContain(fileOf(row.image));
    expect(t.rebuild.reasons).toEqual(['news']);
  });

  it('accepts an English-only article from a moderator, with a JPEG cover', async () => {
    const res = await post(
      '/insert/news',
      {
        ...VALID,
        image: jpgFile(),
        title: '',
        summary: '',
        text: '<p></p>',
        title_en: 'Forum',
        summary_en: 'Short',
        text_en: '<p>Body</p>',
        news_status: '0',
        yellow_book: '1',
      },
      'moderator',
    );
    expect(res.status).toBe(200);
    const { news: row } = (await res.json()) as { news: Record<string, any> };
    expect(row).toMatchObject({ title: '', title_en: 'Forum', news_status: false, yellow_book: true });
    expect(row.image).toMatch(/\.jpg$/);
  });

  const invalid: [string, FormValues, string, string][] = [
    ['no image', { image: undefined }, 'image', 'Зураг оруулна уу'],
    ['an empty image part', { image: new File([], '') }, 'image', 'Зураг оруулна уу'],
    ['a title without summary and body', { summary: '', text: '' }, 'summary', 'Хураангуй оруулна уу'],
    ['a body that is only a script', { text: '<script>alert(1)</script>' }, 'text', 'Мэдээний агуулгыг оруулна уу'],
    ['half an English group', { title_en: 'Forum' }, 'summary_en', 'Англи хураангуйг оруулна уу'],
    ['no language at all', { title: '', summary: '', text: '<p></p>' }, 'title', 'Мэдээг дор хаяж нэг хэлээр оруулна уу'],
    ['no category', { category_cid: undefined }, 'category_cid', 'Ангилал сонгоно уу'],
    ['a category that does not exist', { category_cid: '999' }, 'category_cid', 'Сонгосон ангилал олдсонгүй'],
    ['a static page as category', { category_cid: '20' }, 'category_cid', 'Сонгосон ангилал олдсонгүй'],
    ['no publisher', { publisher: '  ' }, 'publisher', 'Нийтлэгчийг оруулна уу'],
    ['no status', { news_status: undefined }, 'news_status', 'Төлөвийг сонгоно уу'],
    ['a status that is not a choice', { news_status: 'maybe' }, 'news_status', 'Төлөвийг сонгоно уу'],
    ['no yellow-book choice', { yellow_book: undefined }, 'yellow_book', 'Шар номын сонголтыг сонгоно уу'],
  ];
  for (const [label, change, field, message] of invalid) {
    it(`refuses ${label}: 400 on ${field}, nothing stored`, async () => {
      const res = await post('/insert/news', { ...VALID, image: pngFile(), ...change });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message, field });
      expect(await newsCount()).toBe(0);
      expect(await storedFiles()).toEqual([]);
      expect(t.rebuild.reasons).toEqual([]);
    });
  }

  it('refuses a cover that is not a JPEG or PNG by content (415)', async () => {
    const res = await post('/insert/news', { ...VALID, image: htmlAsPng() });
    expect(res.status).toBe(415);
    expect((await res.json()) as object).toMatchObject({ field: 'image' });
    expect(await newsCount()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a cover over 10 MB (413)', async () => {
    const res = await post('/insert/news', { ...VALID, image: pngFile(10 * 1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(await newsCount()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart (415)', async () => {
    const res = await t.request('/api/mm/insert/news', {
      method: 'POST',
      headers: { cookie: cookies.admin, 'content-type': 'application/json' },
      body: JSON.stringify(VALID),
    });
    expect(res.status).toBe(415);
    expect(await newsCount()).toBe(0);
  });

  it('refuses anonymous (401), read-only (403) and cross-origin (403) writers', async () => {
    expect((await post('/insert/news', { ...VALID, image: pngFile() }, null)).status).toBe(401);
    expect((await post('/insert/news', { ...VALID, image: pngFile() }, 'user')).status).toBe(403);
    expect((await post('/insert/news', { ...VALID, image: pngFile() }, 'admin', { origin: 'https://evil.example' })).status).toBe(403);
    expect(await newsCount()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('POST /update/news', () => {
  it('updates the fields and keeps the cover when no new image comes', async () => {
    const before = await insertedArticle();
    t.rebuild.reasons.length = 0;
    const res = await post('/update/news', { ...VALID, id: String(before.id), title: 'Шинэ гарчиг', image: '', news_status: 'false' });
    expect(res.status).toBe(200);
    const { news: row } = (await res.json()) as { news: Record<string, any> };
    expect(row).toMatchObject({ id: before.id, title: 'Шинэ гарчиг', news_status: false, image: before.image });
    expect(new Date(row.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before.updated_at).getTime());
    expect(await storedFiles()).toEqual([fileOf(before.image)]);
    expect(t.rebuild.reasons).toEqual(['news']);
  });

  it('replaces the cover and deletes the old file', async () => {
    const before = await insertedArticle();
    const res = await post('/update/news', { ...VALID, id: String(before.id), image: jpgFile() });
    expect(res.status).toBe(200);
    const { news: row } = (await res.json()) as { news: Record<string, any> };
    expect(row.image).not.toBe(before.image);
    expect(await storedFiles()).toEqual([fileOf(row.image)]);
  });

  it('leaves the row and storage untouched on invalid input or a wrong image type', async () => {
    const before = await insertedArticle();
    const bad = await post('/update/news', { ...VALID, id: String(before.id), image: pngFile(), publisher: '' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'publisher' });
    const wrongType = await post('/update/news', { ...VALID, id: String(before.id), image: htmlAsPng(), title: 'Өөр' });
    expect(wrongType.status).toBe(415);
    const [row] = await t.db.select().from(news).where(eq(news.id, before.id));
    expect(row.title).toBe(VALID.title);
    expect(row.image).toBe(before.image);
    expect(await storedFiles()).toEqual([fileOf(before.image)]);
  });

  it('answers 404 for a missing article and 400 for a malformed id', async () => {
    const missing = await post('/update/news', { ...VALID, id: '424242', image: pngFile() });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Мэдээ олдсонгүй' });
    const malformed = await post('/update/news', { ...VALID, id: 'abc' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ field: 'id' });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses read-only and anonymous accounts', async () => {
    const before = await insertedArticle();
    expect((await post('/update/news', { ...VALID, id: String(before.id), title: 'x' }, 'user')).status).toBe(403);
    expect((await post('/update/news', { ...VALID, id: String(before.id), title: 'x' }, null)).status).toBe(401);
    const [row] = await t.db.select().from(news).where(eq(news.id, before.id));
    expect(row.title).toBe(VALID.title);
  });
});

describe('a failed database write', () => {
  const failing = (method: string) => () => {
    throw new Error(`${method} failed`);
  };
  /** A database whose `method` throws, as a lost connection would; so do its transactions' (admin writes run in one, for the audit log). */
  const failingDb = <D extends object>(db: D, method: string): D =>
    new Proxy(db, {
      get: (target, prop, recv) => {
        if (prop === method) return failing(method);
        if (prop === 'transaction')
          return (fn: (tx: object) => unknown) =>
            (target as typeof t.db).transaction((tx) => fn(failingDb(tx, method)) as Promise<unknown>);
        return Reflect.get(target, prop, recv);
      },
    });
  /** The same app over that database. */
  const appFailingOn = (method: 'insert' | 'update') => createApp({ ...t.deps, db: failingDb(t.db, method) });
  const send = (app: ReturnType<typeof createApp>, path: string, values: FormValues) =>
    app.request(`/api/mm${path}`, { method: 'POST', body: form(values), headers: { cookie: cookies.admin, origin: TEST_ORIGIN } });

  it('leaves no orphan cover on insert', async () => {
    const res = await send(appFailingOn('insert'), '/insert/news', { ...VALID, image: pngFile() });
    expect(res.status).toBe(500);
    expect(await storedFiles()).toEqual([]);
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('keeps the old cover and drops the new one on update', async () => {
    const before = await insertedArticle();
    const res = await send(appFailingOn('update'), '/update/news', { ...VALID, id: String(before.id), image: jpgFile() });
    expect(res.status).toBe(500);
    expect(await storedFiles()).toEqual([fileOf(before.image)]);
  });
});

describe('DELETE /delete/news', () => {
  it('deletes the row and its cover file', async () => {
    const before = await insertedArticle();
    t.rebuild.reasons.length = 0;
    const res = await del(`id=${before.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Мэдээ устгагдлаа' });
    expect(await newsCount()).toBe(0);
    expect(await storedFiles()).toEqual([]);
    expect(t.rebuild.reasons).toEqual(['news']);
  });

  it('answers 404 when missing, 400 when malformed, 401/403 without the right session', async () => {
    const before = await insertedArticle();
    expect((await del('id=424242')).status).toBe(404);
    const malformed = await del('id=abc');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ field: 'id' });
    expect((await del(`id=${before.id}`, 'user')).status).toBe(403);
    expect((await del(`id=${before.id}`, null)).status).toBe(401);
    expect(await newsCount()).toBe(1);
    expect(await storedFiles()).toEqual([fileOf(before.image)]);
  });
});

describe('POST /upload/news-image', () => {
  it('stores an editor image and answers its url as a one-element list', async () => {
    const res = await post('/upload/news-image', { image: pngFile() }, 'moderator');
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string[] };
    expect(url).toHaveLength(1);
    expect(url[0]).toMatch(/^\/files\/news-body\/[\w-]+\.png$/);
    expect(await storedFiles()).toEqual([fileOf(url[0])]);
  });

  it('refuses a missing image (400), a non-image (415), an oversize image (413) and the wrong accounts', async () => {
    const missing = await post('/upload/news-image', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'image' });
    expect((await post('/upload/news-image', { image: htmlAsPng() })).status).toBe(415);
    expect((await post('/upload/news-image', { image: pngFile(10 * 1024 * 1024 + 1) })).status).toBe(413);
    expect((await post('/upload/news-image', { image: pngFile() }, 'user')).status).toBe(403);
    expect((await post('/upload/news-image', { image: pngFile() }, null)).status).toBe(401);
    expect(await storedFiles()).toEqual([]);
  });
});
