import { WIZARD_CONSULTANT } from '../helpers/directory-wizard';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { categories, dirConsultants, eventRegistrations, news, rateLimits } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { pngBytes } from '../helpers/upload-files';

/** A NUL in any text, and a form that does not parse: 400 with a message, never 500 (SECURITY.md 35). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signIn(t, 2)).cookie;
  await t.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
});
beforeEach(() => t.db.delete(rateLimits));
afterAll(() => t.close());

const NUL = '\u0000';
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const rows = async (table: typeof dirConsultants | typeof eventRegistrations) => (await t.db.select({ n: count() }).from(table))[0].n;
async function refused(res: Response, lang: 'mn' | 'en' = 'mn') {
  expect(res.status).toBe(400);
  const { message } = (await res.json()) as { message: string };
  expect(message).toMatch(lang === 'mn' ? /NUL/ : /NUL character/);
}

describe('a NUL character', () => {
  it('in a search term', async () => {
    await refused(await t.request('/api/mm/search/news?term=%00'));
    await refused(await t.request('/api/mm/search/news?term=a%00b&lang=en'), 'en');
  });

  it('in an event registration', async () => {
    await refused(await t.request('/api/mw/insert/registration', json({ name: `Бат${NUL}`, email: 'a@b.mn', lang: 'mn' })));
    expect(await rows(eventRegistrations)).toBe(0);
  });

  it("in a directory consultant's request", async () => {
    const body = { ...WIZARD_CONSULTANT, nameMn: `Д. Болормаа${NUL}` };
    await refused(await t.request('/api/yp/insert/yellow-consultant', json(body)));
    expect(await rows(dirConsultants)).toBe(0);
  });

  it('in a meeting request (refused before the session is even read)', async () => {
    await refused(
      await t.request('/api/yp/insert/meeting', json({ receiver_id: 1, time_id: 1, room_id: 1, meeting_description: `hi${NUL}` })),
    );
  });

  it("in a form field (a news title) reaches the database's refusal: 400, nothing stored", async () => {
    const form = new FormData();
    const fields: Record<string, string> = {
      title: `Уул уурхай${NUL}н чуулган`,
      summary: 'Товч мэдээ',
      text: '<p>Чуулган болно.</p>',
      category_cid: '8',
      publisher: 'МУУҮА',
      news_status: 'true',
      yellow_book: 'false',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('image', new File([pngBytes as BlobPart], 'cover.png', { type: 'image/png' }));
    const res = await t.request('/api/mm/insert/news', { method: 'POST', body: form, headers: { cookie } });
    await refused(res);
    expect((await t.db.select({ n: count() }).from(news))[0].n).toBe(0);
    expect((await readdir(t.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())).toEqual([]);
  });

  it('leaves an escaped backslash-u in a text alone', async () => {
    const res = await t.request('/api/mm/search/news?term=%5Cu0000');
    expect(res.status).toBe(200);
  });
});

describe('a GET', () => {
  it('with a NUL in its query is refused too', async () => {
    await refused(await t.request('/api/mm/get/news?category=8&lang=mn&page=1%00'));
  });

  it('is answered without asking for its body (on Node that would build a whole Request per call)', async () => {
    const req = new Request('http://localhost/api/mm/get/news?category=8&lang=mn&page=1&limit=6');
    Object.defineProperty(req, 'body', {
      get: () => {
        throw new Error('a GET asked for its body');
      },
    });
    expect((await t.app.fetch(req)).status).toBe(200);
  });
});

describe('a multipart body that does not parse', () => {
  const broken = (path: string, type: string, body: string, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', headers: { 'content-type': type, ...headers }, body });

  it.each([
    ['a wrong boundary', 'multipart/form-data; boundary=zzz', '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--abc--\r\n'],
    ['a body cut short', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="nameMn"\r\n\r\nЭрдэнэ'],
    ['no boundary', 'multipart/form-data', 'garbage'],
  ])('with %s: 400 with a message', async (_name, type, body) => {
    for (const [path, headers] of [
      ['/api/yp/insert/yellow-registration', {}],
      ['/api/mm/upload/news-image', { cookie }],
    ] as const) {
      const res = await broken(path, type, body, headers);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message, path).toMatch(/уншиж чадсангүй/);
    }
  });
});
