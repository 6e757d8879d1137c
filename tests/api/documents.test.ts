import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents } from '@db/schema';
import { fileOf, files, fileListTestApp } from './file-lists-helpers';

let h: Awaited<ReturnType<typeof fileListTestApp>>;
const rows = async (table: typeof documents) => (await h.t.db.select({ n: count() }).from(table))[0].n;

beforeAll(async () => {
  h = await fileListTestApp();
});
beforeEach(async () => {
  await h.t.db.delete(documents);
  await h.clearFiles();
  h.t.rebuild.reasons.length = 0;
});
afterAll(() => h.t.close());

async function insertedDocument(title = 'Журам') {
  const res = await h.post('/insert/document-pdf', { title, pdf: files.pdf() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { document: { id: number; title: string; pdf: string } }).document;
}
describe('documents (PDF)', () => {
  it('lists nothing when empty, then what was added, in order, to anyone', async () => {
    expect(await (await h.get('/get/document-pdf')).json()).toEqual({ document: [] });
    const a = await insertedDocument('Нэг');
    const b = await insertedDocument('Хоёр');
    const body = (await (await h.get('/get/document-pdf')).json()) as { document: { id: number; title: string; pdf: string }[] };
    expect(body.document.map((d) => d.title)).toEqual(['Нэг', 'Хоёр']);
    expect(body.document[0]).toMatchObject({ id: a.id, pdf: a.pdf });
    expect(b.pdf).toMatch(/^\/files\/documents\/[\w-]+\.pdf$/);
    expect(await h.stored()).toEqual([fileOf(a.pdf), fileOf(b.pdf)].sort());
    expect(h.t.rebuild.reasons).toEqual(['documents', 'documents']);
  });

  const invalid: [string, Record<string, string | File | undefined>, number, string, string][] = [
    ['no title', { title: ' ', pdf: files.pdf() }, 400, 'title', 'Файлын нэрийг оруулна уу'],
    ['no file', { title: 'Журам' }, 400, 'pdf', 'Файлыг оруулна уу'],
    ['an empty file part', { title: 'Журам', pdf: new File([], '') }, 400, 'pdf', 'Файлыг оруулна уу'],
    ['a page named .pdf', { title: 'Журам', pdf: files.htmlAs('x.pdf', 'application/pdf') }, 415, 'pdf', 'Зөвхөн PDF файл сонгоно уу.'],
    ['a picture', { title: 'Журам', pdf: files.png('x.pdf') }, 415, 'pdf', 'Зөвхөн PDF файл сонгоно уу.'],
  ];
  for (const [label, values, status, field, message] of invalid) {
    it(`refuses ${label}: ${status} on ${field}, nothing stored`, async () => {
      const res = await h.post('/insert/document-pdf', values);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ message, field });
      expect(await rows(documents)).toBe(0);
      expect(await h.stored()).toEqual([]);
      expect(h.t.rebuild.reasons).toEqual([]);
    });
  }

  it('renames only: JSON {id, title}; a file sent along is ignored', async () => {
    const doc = await insertedDocument();
    const res = await h.postJson('/update/document-pdf', { id: doc.id, title: 'Шинэ нэр', pdf: '/files/elsewhere.pdf' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { document: object }).document).toMatchObject({ id: doc.id, title: 'Шинэ нэр', pdf: doc.pdf });
    const viaForm = await h.post('/update/document-pdf', { id: String(doc.id), title: 'Гурав', pdf: files.pdf('new.pdf') });
    expect(viaForm.status).toBe(200);
    expect(((await viaForm.json()) as { document: object }).document).toMatchObject({ title: 'Гурав', pdf: doc.pdf });
    expect(await h.stored()).toEqual([fileOf(doc.pdf)]);
  });

  it('refuses a rename without a title (400), of a missing id (404), as text (415)', async () => {
    const doc = await insertedDocument();
    const empty = await h.postJson('/update/document-pdf', { id: doc.id, title: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: 'title', message: 'Файлын нэрийг оруулна уу' });
    expect((await h.postJson('/update/document-pdf', { id: 'abc', title: 'x' })).status).toBe(400);
    expect((await h.postJson('/update/document-pdf', { id: doc.id + 100, title: 'x' })).status).toBe(404);
    const text = await h.t.request('/api/mm/update/document-pdf', {
      method: 'POST',
      body: 'id=1',
      headers: { 'content-type': 'text/plain', cookie: h.cookies.admin, origin: 'http://localhost:4321' },
    });
    expect(text.status).toBe(415);
  });

  it('deletes the row and its file; a missing id is 404', async () => {
    const doc = await insertedDocument();
    h.t.rebuild.reasons.length = 0;
    expect((await h.del(`/delete/document-pdf?id=${doc.id}`)).status).toBe(200);
    expect(await rows(documents)).toBe(0);
    expect(await h.stored()).toEqual([]);
    expect(h.t.rebuild.reasons).toEqual(['documents']);
    expect((await h.del(`/delete/document-pdf?id=${doc.id}`)).status).toBe(404);
    expect((await h.del('/delete/document-pdf?id=x')).status).toBe(400);
  });

  it('refuses writes without a session (401) and from a read-only account (403)', async () => {
    const doc = await insertedDocument();
    for (const who of [null, 'user'] as const) {
      const status = who ? 403 : 401;
      expect((await h.post('/insert/document-pdf', { title: 'x', pdf: files.pdf() }, who)).status).toBe(status);
      expect((await h.postJson('/update/document-pdf', { id: doc.id, title: 'x' }, who)).status).toBe(status);
      expect((await h.del(`/delete/document-pdf?id=${doc.id}`, who)).status).toBe(status);
    }
    expect(await rows(documents)).toBe(1);
    expect(await h.stored()).toEqual([fileOf(doc.pdf)]);
    expect((await h.post('/insert/document-pdf', { title: 'Модератор', pdf: files.pdf() }, 'moderator')).status).toBe(200);
  });
});
