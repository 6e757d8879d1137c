import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reports } from '@db/schema';
import { fileOf, files, fileListTestApp, type FormValues } from './file-lists-helpers';

let h: Awaited<ReturnType<typeof fileListTestApp>>;
const reportCount = async () => (await h.t.db.select({ n: count() }).from(reports))[0].n;
type Report = { id: number; title: string; title_en: string; image: string; pdf: string; created_at: string };

beforeAll(async () => {
  h = await fileListTestApp();
});
beforeEach(async () => {
  await h.t.db.delete(reports);
  await h.clearFiles();
  h.t.rebuild.reasons.length = 0;
});
afterAll(() => h.t.close());

const VALID = () => ({ title: 'Жилийн тайлан', title_en: 'Annual report', image: files.png(), pdf: files.pdf() });
async function insertedReport(values: FormValues = {}) {
  const res = await h.post('/insert/report', { ...VALID(), ...values });
  expect(res.status).toBe(200);
  return ((await res.json()) as { report: Report }).report;
}
const seedReports = (n: number) =>
  h.t.db.insert(reports).values(
    Array.from({ length: n }, (_, i) => ({
      title: `Тайлан ${i + 1}`,
      title_en: i % 2 ? `Report ${i + 1}` : '',
      image: `/files/reports/r${i}.png`,
      pdf: `/files/reports/r${i}.pdf`,
      created_at: new Date(Date.UTC(2020 + i, 0, 1)),
    })),
  );

describe('GET /get/report (public list)', () => {
  it('answers an empty list', async () => {
    expect(await (await h.get('/get/report?lang=mn&page=1&limit=6')).json()).toEqual({ reports: [], totalPages: 0, total: 0 });
  });

  it('pages six newest-first reports in the visitor language, falling back to the Mongolian title', async () => {
    await seedReports(8);
    const mn = (await (await h.get('/get/report?lang=mn&page=1&limit=6')).json()) as { reports: Report[]; totalPages: number };
    expect(mn.totalPages).toBe(2);
    expect(mn.reports.map((r) => r.title)).toEqual(['Тайлан 8', 'Тайлан 7', 'Тайлан 6', 'Тайлан 5', 'Тайлан 4', 'Тайлан 3']);
    const en = (await (await h.get('/get/report?lang=en&page=2')).json()) as { reports: Report[] };
    expect(en.reports.map((r) => r.title)).toEqual(['Report 2', 'Тайлан 1']);
    expect(en.reports[0]).toMatchObject({ image: '/files/reports/r1.png', pdf: '/files/reports/r1.pdf' });
    expect(((await (await h.get('/get/report?lang=mn&page=9')).json()) as { reports: Report[] }).reports).toEqual([]);
  });

  it('refuses other page sizes, languages and pages (400)', async () => {
    for (const q of ['limit=10', 'lang=de', 'page=0', 'page=x']) {
      const res = await h.get(`/get/report?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });
});

describe('GET /get/reports (admin list)', () => {
  it('needs a session and pages 5, 10 or 15 with totals', async () => {
    expect((await h.get('/get/reports?page=1&limit=5')).status).toBe(401);
    expect(await (await h.get('/get/reports', 'user')).json()).toEqual({ reports: [], total: 0, totalPages: 0 });
    await seedReports(7);
    const body = (await (await h.get('/get/reports?page=2&limit=5', 'user')).json()) as {
      reports: Report[];
      total: number;
      totalPages: number;
    };
    expect(body).toMatchObject({ total: 7, totalPages: 2 });
    expect(body.reports.map((r) => r.title)).toEqual(['Тайлан 2', 'Тайлан 1']);
    expect(body.reports[1].title_en).toBe('');
    expect((await h.get('/get/reports?limit=6', 'admin')).status).toBe(400);
  });
});

describe('POST /insert/report', () => {
  it('stores both files and the titles, and asks for a rebuild', async () => {
    const report = await insertedReport({ image: files.jpg() });
    expect(report).toMatchObject({ title: 'Жилийн тайлан', title_en: 'Annual report' });
    expect(report.image).toMatch(/^\/files\/reports\/[\w-]+\.jpg$/);
    expect(report.pdf).toMatch(/^\/files\/reports\/[\w-]+\.pdf$/);
    expect(await h.stored()).toEqual([fileOf(report.image), fileOf(report.pdf)].sort());
    expect(h.t.rebuild.reasons).toEqual(['reports']);
    const noEnglish = await h.post('/insert/report', { ...VALID(), title_en: undefined });
    expect(noEnglish.status).toBe(200);
  });

  const invalid: [string, FormValues, number, string, string][] = [
    ['no title', { title: '' }, 400, 'title', 'Гарчиг оруулна уу'],
    ['no image', { image: undefined }, 400, 'image', 'Зураг оруулна уу'],
    ['no PDF', { pdf: undefined }, 400, 'pdf', 'Тайланг оруулна уу'],
    ['a picture as the PDF', { pdf: files.png('r.pdf') }, 415, 'pdf', 'Зөвхөн PDF файл сонгоно уу.'],
    ['a page as the image', { image: files.htmlAs('c.png', 'image/png') }, 415, 'image', 'Зөвхөн JPG, PNG зураг сонгоно уу.'],
    ['a PDF as the image', { image: files.pdf('c.png') }, 415, 'image', 'Зөвхөн JPG, PNG зураг сонгоно уу.'],
  ];
  for (const [label, change, status, field, message] of invalid) {
    it(`refuses ${label}: ${status} on ${field}, nothing stored`, async () => {
      const res = await h.post('/insert/report', { ...VALID(), ...change });
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ message, field });
      expect(await reportCount()).toBe(0);
      expect(await h.stored()).toEqual([]);
      expect(h.t.rebuild.reasons).toEqual([]);
    });
  }

  it('refuses anonymous (401) and read-only (403) writers', async () => {
    expect((await h.post('/insert/report', VALID(), null)).status).toBe(401);
    expect((await h.post('/insert/report', VALID(), 'user')).status).toBe(403);
    expect(await reportCount()).toBe(0);
    expect(await h.stored()).toEqual([]);
  });
});

describe('POST /update/report and DELETE /delete/report', () => {
  it('updates the titles and keeps the files when none come', async () => {
    const before = await insertedReport();
    const res = await h.post('/update/report', { id: String(before.id), title: 'Шинэ', title_en: 'New', image: new File([], '') });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { report: Report }).report).toMatchObject({
      title: 'Шинэ',
      title_en: 'New',
      image: before.image,
      pdf: before.pdf,
    });
    expect(await h.stored()).toEqual([fileOf(before.image), fileOf(before.pdf)].sort());
  });

  it('replaces a new PDF and deletes the old one', async () => {
    const before = await insertedReport();
    const res = await h.post('/update/report', { id: String(before.id), title: 'Шинэ', pdf: files.pdf('v2.pdf') });
    const after = ((await res.json()) as { report: Report }).report;
    expect(after.pdf).not.toBe(before.pdf);
    expect(after.image).toBe(before.image);
    expect(await h.stored()).toEqual([fileOf(before.image), fileOf(after.pdf)].sort());
  });

  it('refuses a bad update (400/415/404) and changes nothing', async () => {
    const before = await insertedReport();
    const noTitle = await h.post('/update/report', { id: String(before.id), title: ' ' });
    expect(noTitle.status).toBe(400);
    expect(await noTitle.json()).toMatchObject({ field: 'title', message: 'Гарчиг оруулна уу' });
    const wrong = await h.post('/update/report', { id: String(before.id), title: 'x', image: files.png(), pdf: files.jpg('x.pdf') });
    expect(wrong.status).toBe(415);
    expect((await h.post('/update/report', { id: '999999', title: 'x' })).status).toBe(404);
    expect((await h.post('/update/report', { id: String(before.id), title: 'x' }, 'user')).status).toBe(403);
    expect(await h.stored()).toEqual([fileOf(before.image), fileOf(before.pdf)].sort());
    const [row] = await h.t.db.select().from(reports);
    expect(row.title).toBe('Жилийн тайлан');
  });

  it('deletes the row and both files; 404 when missing; 401/403', async () => {
    const report = await insertedReport();
    expect((await h.del(`/delete/report?id=${report.id}`, null)).status).toBe(401);
    expect((await h.del(`/delete/report?id=${report.id}`, 'user')).status).toBe(403);
    h.t.rebuild.reasons.length = 0;
    expect((await h.del(`/delete/report?id=${report.id}`, 'moderator')).status).toBe(200);
    expect(await reportCount()).toBe(0);
    expect(await h.stored()).toEqual([]);
    expect(h.t.rebuild.reasons).toEqual(['reports']);
    expect((await h.del(`/delete/report?id=${report.id}`)).status).toBe(404);
  });
});
