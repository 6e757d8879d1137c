import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sustainableMining } from '@db/schema';
import { fileOf, files, fileListTestApp, type FormValues } from './file-lists-helpers';

let h: Awaited<ReturnType<typeof fileListTestApp>>;
const itemCount = async () => (await h.t.db.select({ n: count() }).from(sustainableMining))[0].n;
type Item = { id: number; title: string; language: string; pdf: string; posters: string[] };

beforeAll(async () => {
  h = await fileListTestApp();
});
beforeEach(async () => {
  await h.t.db.delete(sustainableMining);
  await h.clearFiles();
  h.t.rebuild.reasons.length = 0;
});
afterAll(() => h.t.close());

const VALID = (): FormValues => ({ title: 'Ус', language: 'mn', images: [files.png('a.png'), files.jpg('b.jpg')], pdf: files.pdf() });
async function inserted(values: FormValues = {}) {
  const res = await h.post('/insert/sustainable-mining', { ...VALID(), ...values });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { mining: Item }).mining;
}

describe('GET /get/sustainable-mining', () => {
  it('gives a language its items; the admin list pages 10, 25 or 50 with totals', async () => {
    expect(await (await h.get('/get/sustainable-mining?lang=en')).json()).toEqual({ mining: [] });
    await h.t.db.insert(sustainableMining).values([
      ...Array.from({ length: 12 }, (_, i) => ({
        title: `Ус ${i + 1}`,
        language: 'mn' as const,
        pdf: `/files/s/${i}.pdf`,
        posters: [`/files/s/${i}.png`],
      })),
      { title: 'Water', language: 'en' as const, pdf: '/files/s/w.pdf', posters: [] },
    ]);
    const en = (await (await h.get('/get/sustainable-mining?lang=en')).json()) as { mining: Item[] };
    expect(en.mining.map((m) => m.title)).toEqual(['Water']);
    const mn = (await (await h.get('/get/sustainable-mining?lang=mn')).json()) as { mining: Item[] };
    expect(mn.mining).toHaveLength(12);
    expect(mn.mining[0]).toMatchObject({ title: 'Ус 1', posters: ['/files/s/0.png'], pdf: '/files/s/0.pdf', language: 'mn' });
    const page2 = (await (await h.get('/get/sustainable-mining?lang=mn&page=2&limit=10', 'admin')).json()) as Record<string, unknown>;
    expect(page2).toMatchObject({ total: 12, totalPages: 2 });
    expect((page2.mining as Item[]).map((m) => m.title)).toEqual(['Ус 11', 'Ус 12']);
    expect((await h.get('/get/sustainable-mining?lang=mn&page=1&limit=20')).status).toBe(400);
    expect((await h.get('/get/sustainable-mining?lang=fr')).status).toBe(400);
  });
});

describe('POST /insert/sustainable-mining', () => {
  it('stores the posters in the given order and the PDF', async () => {
    const item = await inserted({
      imageOrder: JSON.stringify([
        { type: 'file', index: 1 },
        { type: 'file', index: 0 },
      ]),
    });
    expect(item).toMatchObject({ title: 'Ус', language: 'mn' });
    expect(item.posters).toHaveLength(2);
    expect(item.posters[0]).toMatch(/\.jpg$/);
    expect(item.posters[1]).toMatch(/\.png$/);
    expect(item.pdf).toMatch(/^\/files\/sustainable-mining\/[\w-]+\.pdf$/);
    expect(await h.stored()).toEqual([...item.posters, item.pdf].map(fileOf).sort());
    expect(h.t.rebuild.reasons).toEqual(['sustainable-mining']);
  });

  it('takes the files in sent order without an imageOrder, and accepts images[]', async () => {
    const item = await inserted({ images: undefined, 'images[]': [files.jpg(), files.png()] });
    expect(item.posters.map((p) => p.split('.').pop())).toEqual(['jpg', 'png']);
  });

  const invalid: [string, FormValues, number, string, string][] = [
    ['no title', { title: '' }, 400, 'title', 'Гарчиг оруулна уу'],
    ['no language', { language: undefined }, 400, 'language', 'Хэлийг сонгоно уу'],
    ['an unknown language', { language: 'de' }, 400, 'language', 'Хэлийг сонгоно уу'],
    ['no posters', { images: undefined }, 400, 'images', 'Зурагт хуудас оруулна уу'],
    ['no PDF', { pdf: undefined }, 400, 'pdf', 'PDF файл оруулна уу'],
    [
      'an order naming a missing file',
      { imageOrder: '[{"type":"file","index":5}]' },
      400,
      'imageOrder',
      'Зурагт хуудасны дараалал буруу байна',
    ],
    [
      'an order naming a foreign URL',
      { imageOrder: '[{"type":"url","url":"/files/news/x.png"}]' },
      400,
      'imageOrder',
      'Зурагт хуудасны дараалал буруу байна',
    ],
    ['an order that is not JSON', { imageOrder: '[{' }, 400, 'imageOrder', 'Зурагт хуудасны дараалал буруу байна'],
    ['an order of the wrong shape', { imageOrder: '[{"type":"disk"}]' }, 400, 'imageOrder.0.type', 'Зурагт хуудасны дараалал буруу байна'],
    [
      'a page among the posters',
      { images: [files.png(), files.htmlAs('x.png', 'image/png')] },
      415,
      'images',
      'Зөвхөн JPG, PNG зураг сонгоно уу.',
    ],
    ['a picture as the PDF', { pdf: files.png('x.pdf') }, 415, 'pdf', 'Зөвхөн PDF файл сонгоно уу.'],
  ];
  for (const [label, change, status, field, message] of invalid) {
    it(`refuses ${label}: ${status} on ${field}, nothing stored`, async () => {
      const res = await h.post('/insert/sustainable-mining', { ...VALID(), ...change });
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ message, field });
      expect(await itemCount()).toBe(0);
      expect(await h.stored()).toEqual([]);
      expect(h.t.rebuild.reasons).toEqual([]);
    });
  }

  it('refuses anonymous (401) and read-only (403) writers', async () => {
    expect((await h.post('/insert/sustainable-mining', VALID(), null)).status).toBe(401);
    expect((await h.post('/insert/sustainable-mining', VALID(), 'user')).status).toBe(403);
    expect(await itemCount()).toBe(0);
    expect(await h.stored()).toEqual([]);
  });
});

describe('POST /update/sustainable-mining', () => {
  it('mixes kept posters and new files in order, deletes removed posters and keeps the PDF', async () => {
    const before = await inserted();
    const [first, second] = before.posters;
    const res = await h.post('/update/sustainable-mining', {
      id: String(before.id),
      title: 'Ус ба уурхай',
      language: 'en',
      images: [files.png('new.png')],
      imageOrder: JSON.stringify([
        { type: 'file', index: 0 },
        { type: 'url', url: second, index: 1 },
      ]),
    });
    expect(res.status).toBe(200);
    const after = ((await res.json()) as { mining: Item }).mining;
    expect(after).toMatchObject({ title: 'Ус ба уурхай', language: 'en', pdf: before.pdf });
    expect(after.posters).toHaveLength(2);
    expect(after.posters[1]).toBe(second);
    expect(after.posters[0]).not.toBe(first);
    expect(await h.stored()).toEqual([...after.posters, after.pdf].map(fileOf).sort());
  });

  it('keeps a poster another item still shows', async () => {
    const shared = '/files/seed/shared.png';
    const [a] = await h.t.db
      .insert(sustainableMining)
      .values([
        { title: 'A', language: 'mn', pdf: '/files/seed/a.pdf', posters: [shared] },
        { title: 'B', language: 'mn', pdf: '/files/seed/b.pdf', posters: [shared] },
      ])
      .returning();
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(`${h.t.filesDir}/seed`, { recursive: true });
    await writeFile(`${h.t.filesDir}/seed/shared.png`, 'x');
    await writeFile(`${h.t.filesDir}/seed/a.pdf`, 'x');
    expect((await h.del(`/delete/sustainable-mining?id=${a.id}`)).status).toBe(200);
    expect(await h.stored()).toEqual(['shared.png']);
  });

  it('refuses bad updates (400/404/403) and changes nothing', async () => {
    const before = await inserted();
    const none = await h.post('/update/sustainable-mining', { id: String(before.id), title: 'x', language: 'mn', imageOrder: '[]' });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ field: 'images', message: 'Зурагт хуудас оруулна уу' });
    const dup = JSON.stringify([
      { type: 'url', url: before.posters[0] },
      { type: 'url', url: before.posters[0] },
    ]);
    expect(
      (await h.post('/update/sustainable-mining', { id: String(before.id), title: 'x', language: 'mn', imageOrder: dup })).status,
    ).toBe(400);
    expect((await h.post('/update/sustainable-mining', { id: '999999', title: 'x', language: 'mn' })).status).toBe(404);
    expect((await h.post('/update/sustainable-mining', { id: String(before.id), title: 'x', language: 'mn' }, 'user')).status).toBe(403);
    expect(await h.stored()).toEqual([...before.posters, before.pdf].map(fileOf).sort());
    const [row] = await h.t.db.select().from(sustainableMining);
    expect(row.title).toBe('Ус');
  });

  it('deletes an item with its posters and PDF; 404 when missing; 401', async () => {
    const item = await inserted();
    expect((await h.del(`/delete/sustainable-mining?id=${item.id}`, null)).status).toBe(401);
    expect((await h.del(`/delete/sustainable-mining?id=${item.id}`)).status).toBe(200);
    expect(await itemCount()).toBe(0);
    expect(await h.stored()).toEqual([]);
    expect((await h.del(`/delete/sustainable-mining?id=${item.id}`)).status).toBe(404);
  });
});
