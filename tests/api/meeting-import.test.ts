import { asc, count, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingUsers } from '@db/schema';
import { MEETING_MESSAGES as M } from '@shared/meetings';
import { IMPORT_COLUMNS, IMPORT_LIMITS as L, IMPORT_MESSAGES as IM, IMPORT_TEMPLATE_ROW, type ImportRefusal } from '@shared/meeting-import';
import { csvOf } from '@admin/kit/spreadsheet';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes, pngBytes } from '../helpers/upload-files';
import { mn } from '../helpers/messages';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
});
afterAll(() => t.close());

type Who = 1 | 2 | 3 | null;
const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookie[who] } : {}), ...extra });
const insert = (body: unknown, who: Who = 2) =>
  t.request('/api/yp/yellow-page/insert/meeting-user', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const upload = (bytes: Uint8Array | string, name = 'users.csv', who: Who = 2) => {
  const fd = new FormData();
  fd.set('file', new File([bytes as BlobPart], name));
  return t.request('/api/yp/yellow-page/upload/meeting-users', { method: 'POST', body: fd, headers: headers(who) });
};
const userCount = async () => (await t.db.select({ n: count() }).from(meetingUsers))[0].n;
const emails = async () => (await t.db.select().from(meetingUsers).orderBy(asc(meetingUsers.id))).map((u) => u.email);

/** Posts a file that must be refused with `status`, and checks nothing was stored. */
async function refused(bytes: Uint8Array | string, status: number, name?: string): Promise<ImportRefusal> {
  const before = await userCount();
  const res = await upload(bytes, name);
  const body = (await res.json()) as ImportRefusal;
  expect(res.status, body.message).toBe(status);
  expect(body.message).toBeTruthy();
  expect(await userCount()).toBe(before);
  return body;
}

const HEADER = 'name,name_en,email,phone_number,user_type';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const xlsx = async (rows: (string | number | { formula: string })[][]) =>
  new Uint8Array(
    await writeXlsxFile(
      rows.map((r) =>
        r.map((v) =>
          typeof v === 'object'
            ? { value: v.formula, type: 'Formula' as const }
            : { value: v, type: typeof v === 'number' ? Number : String },
        ),
      ) as never,
    ).toBuffer(),
  );
/** A minimal workbook around a hand-written sheet (for sizes write-excel-file would take long to make). */
const workbookOf = (sheetXml: string | Uint8Array, level: 0 | 9 = 9) =>
  zipSync(
    {
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'xl/workbook.xml': strToU8(
        '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': typeof sheetXml === 'string' ? strToU8(sheetXml) : sheetXml,
    },
    { level },
  );

beforeEach(async () => {
  await t.db.delete(meetingUsers);
  await t.db.insert(meetingUsers).values({ name: 'Өмнөх', name_en: 'Earlier', email: 'taken@example.mn' });
});

describe('insert/meeting-user', () => {
  it('adds a user (e-mail lower-cased, type defaults to Exhibitor)', async () => {
    const res = await insert({ name: ' Болд ', name_en: 'Bold', email: 'Bold@Example.MN', phone_number: '+976 9911 2233' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: Record<string, unknown>; message: string };
    expect(body.message).toBe('Амжилттай нэмэгдлээ.');
    expect(body.user).toMatchObject({ name: 'Болд', name_en: 'Bold', email: 'bold@example.mn', user_type: 'Exhibitor' });
    const [row] = await t.db.select().from(meetingUsers).where(eq(meetingUsers.email, 'bold@example.mn'));
    expect(row).toMatchObject({ name: 'Болд', phone_number: '+976 9911 2233', user_type: 'Exhibitor' });
    expect((await insert({ name: 'М', name_en: 'M', email: 'm@example.mn', user_type: 'Sponsor' }, 1)).status).toBe(200);
  });

  it('refuses missing or bad fields with the field message, and nothing is stored', async () => {
    const good = { name: 'Болд', name_en: 'Bold', email: 'bold@example.mn', user_type: 'Attendee' };
    for (const [change, message] of [
      [{ name: ' ' }, mn(M.name)],
      [{ name_en: undefined }, mn(M.nameEn)],
      [{ email: 'not-an-email' }, mn(M.email)],
      [{ user_type: 'Guest' }, mn(M.userType)],
      [{ phone_number: 'call me' }, mn(M.phone)],
    ] as const) {
      const res = await insert({ ...good, ...change });
      expect(res.status, message).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await userCount()).toBe(1);
  });

  it('answers 409 for a registered e-mail (any case), 401 without a session, 403 for the read-only role', async () => {
    const res = await insert({ name: 'Б', name_en: 'B', email: 'TAKEN@example.mn' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: mn(M.emailTaken), field: 'email' });
    expect((await insert({ name: 'Б', name_en: 'B', email: 'b@example.mn' }, null)).status).toBe(401);
    expect((await insert({ name: 'Б', name_en: 'B', email: 'b@example.mn' }, 3)).status).toBe(403);
    expect(await userCount()).toBe(1);
  });
});

describe('upload/meeting-users', () => {
  it('imports a clean CSV: BOM, semicolons, columns in any order and case, type case-insensitive, empty type = Exhibitor', async () => {
    const file =
      '\uFEFFEmail; User Type ;NAME;name_en;phone_number\r\na@x.mn;sponsor;Анх;First;+976 99112233\r\nb@x.mn;;Хоёр;Second;\r\n\r\n';
    const res = await upload(file);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: mn(IM.imported, { count: 2 }), imported: 2 });
    const rows = await t.db.select().from(meetingUsers).orderBy(asc(meetingUsers.id));
    expect(
      rows.slice(1).map(({ name, name_en, email, phone_number, user_type }) => ({ name, name_en, email, phone_number, user_type })),
    ).toEqual([
      { name: 'Анх', name_en: 'First', email: 'a@x.mn', phone_number: '+976 99112233', user_type: 'Sponsor' },
      { name: 'Хоёр', name_en: 'Second', email: 'b@x.mn', phone_number: '', user_type: 'Exhibitor' },
    ]);
  });

  it('imports the template CSV the screen offers', async () => {
    const res = await upload(csvOf({ header: [...IMPORT_COLUMNS], rows: [IMPORT_TEMPLATE_ROW] }));
    expect(res.status).toBe(200);
    expect(await emails()).toEqual(['taken@example.mn', 'bat@example.mn']);
  });

  it('imports a clean XLSX (a number cell as the phone), whatever the file is called', async () => {
    const file = await xlsx([
      ['name', 'name_en', 'email', 'phone_number', 'user_type'],
      ['Гурав', 'Third', 'c@x.mn', 99112233, 'Attendee'],
      ['Дөрөв', 'Fourth', 'D@X.mn', '', 'EXHIBITOR'],
    ]);
    const res = await upload(file, 'users.csv');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { imported: number }).imported).toBe(2);
    const rows = await t.db.select().from(meetingUsers).orderBy(asc(meetingUsers.id));
    expect(rows.slice(1).map((u) => [u.email, u.phone_number, u.user_type])).toEqual([
      ['c@x.mn', '99112233', 'Attendee'],
      ['d@x.mn', '', 'Exhibitor'],
    ]);
  });

  it('refuses a file with an unknown, a missing or a repeated column, naming it', async () => {
    expect((await refused('name,name_en,email,phone_number,user_type,company\nА,A,a@x.mn,,,', 400)).message).toBe(
      mn(IM.unknownColumns, { columns: ['company'].join(', ') }),
    );
    expect((await refused('name,email,user_type\nА,a@x.mn,', 400)).message).toBe(
      mn(IM.missingColumns, { columns: ['name_en', 'phone_number'].join(', ') }),
    );
    expect((await refused(`${HEADER},email\nА,A,a@x.mn,,,b@x.mn`, 400)).message).toBe(
      mn(IM.duplicateColumns, { columns: ['email'].join(', ') }),
    );
    expect((await refused(HEADER, 400)).message).toBe(mn(IM.noRows));
    expect((await refused(await xlsx([['name', 'name_en', 'mail', 'phone_number', 'user_type']]), 400)).message).toBe(
      mn(IM.unknownColumns, { columns: ['mail'].join(', ') }),
    );
  });

  it('lists every bad row by spreadsheet row and column, and imports nothing', async () => {
    const body = await refused(
      csv(
        'Зөв,Fine,ok@x.mn,,Sponsor', // row 2: fine, but nothing is imported with the rest
        ',NoName,noname@x.mn,,', // 3: name missing
        'Б,B,not-an-email,,', // 4: bad e-mail
        'В,V,v@x.mn,,Guest', // 5: unknown type
        'Г,G,OK@x.mn,,', // 6: repeats row 2
        'Д,D,taken@example.mn,,', // 7: registered already
        'Е,,e@x.mn,abc,', // 8: two problems
      ),
      400,
    );
    expect(body.message).toBe(mn(IM.badRows, { count: 7 }));
    expect(body.errors).toEqual([
      { row: 3, column: 'name', message: mn(M.name) },
      { row: 4, column: 'email', message: mn(M.email) },
      { row: 5, column: 'user_type', message: mn(M.userType) },
      { row: 6, column: 'email', message: mn(IM.duplicateInFile, { row: 2 }) },
      { row: 7, column: 'email', message: mn(M.emailTaken) },
      { row: 8, column: 'name_en', message: mn(M.nameEn) },
      { row: 8, column: 'phone_number', message: mn(M.phone) },
    ]);
    expect(await emails()).toEqual(['taken@example.mn']);
  });

  it('caps the error list and says how many more there are', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => `Н${i},N${i},bad${i},,`);
    const body = await refused(csv(...rows), 400);
    expect(body.errors).toHaveLength(L.maxErrors);
    expect(body.more).toBe(50);
    expect(body.message).toBe(mn(IM.badRows, { count: 250 }));
  });

  it('refuses formula cells in CSV (=, +, -, @, tab, CR; a leading + only in the phone) and in XLSX', async () => {
    const body = await refused(
      csv(
        '=HYPERLINK("http://x"),A,a@x.mn,,',
        'Б,+SUM(1),b@x.mn,+97699112233,',
        'В,V,c@x.mn,-5,',
        '@cmd,V,d@x.mn,,',
        '"\tТаб",T,e@x.mn,,',
        '"  =1+1",T,f@x.mn,,',
        'Ж,"\rcmd",g@x.mn,,',
      ),
      400,
    );
    expect(body.errors?.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, 'name', mn(IM.formula)],
      [3, 'name_en', mn(IM.formula)],
      [4, 'phone_number', mn(IM.formula)],
      [5, 'name', mn(IM.formula)],
      [6, 'name', mn(IM.formula)],
      [7, 'name', mn(IM.formula)],
      [8, 'name_en', mn(IM.formula)],
    ]);
    const book = await xlsx([
      ['name', 'name_en', 'email', 'phone_number', 'user_type'],
      ['Зөв', 'Fine', 'ok@x.mn', '', ''],
      ['Томьёо', { formula: 'CONCATENATE("a","b")' }, 'f@x.mn', '', ''],
    ]);
    expect((await refused(book, 400)).errors).toEqual([{ row: 3, column: 'name_en', message: mn(IM.formula) }]);
    expect(await emails()).toEqual(['taken@example.mn']);
  });

  it('refuses what is not a spreadsheet with 415', async () => {
    const zipOfOther = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(64).fill(0)]);
    const random = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256);
    for (const [bytes, name] of [
      [htmlBytes, 'users.csv'],
      [pngBytes, 'users.xlsx'],
      [xls, 'users.xlsx'],
      [random, 'users.csv'],
      [zipOfOther, 'users.xlsx'],
    ] as const)
      expect((await refused(bytes, 415, name)).message).toBe(mn(IM.notSpreadsheet));
    const cp1251 = new Uint8Array([...strToU8(`${HEADER}\n`), 0xc1, 0xee, 0xeb, 0xe4, ...strToU8(',B,b@x.mn,,\n')]);
    expect((await refused(cp1251, 415)).message).toBe(mn(IM.notUtf8));
    expect((await refused(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }), 415)).message).toBe(mn(IM.unreadable));
  });

  it('refuses an oversize file with 413, and a missing file with 400', async () => {
    const big = csv(...Array.from({ length: 40_000 }, (_, i) => `Нэр ${i},Name ${i},user${i}@example.mn,+976 9911 2233,Exhibitor`));
    expect(big.length).toBeGreaterThan(L.maxBytes);
    expect((await refused(big, 413)).message).toBe(mn(IM.tooLarge));
    const res = await t.request('/api/yp/yellow-page/upload/meeting-users', { method: 'POST', body: new FormData(), headers: headers(2) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(mn(IM.fileRequired));
  });

  it('refuses 100,000 rows (CSV and XLSX) without reading them all; 5,000 rows are fine', async () => {
    const many = csv(...Array.from({ length: 100_000 }, (_, i) => `a,b,${i}@x.mn,,`));
    expect(many.length).toBeLessThan(L.maxBytes);
    expect((await refused(many, 413)).message).toBe(mn(IM.tooManyRows));
    const rowXml = (r: number) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>a</t></is></c></row>`;
    const sheet = `<worksheet><sheetData>${Array.from({ length: 100_000 }, (_, i) => rowXml(i + 1)).join('')}</sheetData></worksheet>`;
    expect((await refused(workbookOf(sheet), 413)).message).toBe(mn(IM.tooManyRows));

    const res = await upload(csv(...Array.from({ length: L.maxRows }, (_, i) => `Н,N,u${i}@x.mn,,`)));
    expect(res.status).toBe(200);
    expect(await userCount()).toBe(1 + L.maxRows);
  });

  it('refuses zip bombs before inflating them: a huge declared size, an absurd ratio, or a zip that lies about its size', async () => {
    const huge = new Uint8Array(L.maxInflatedBytes + 1024 * 1024).fill(0x20);
    expect((await refused(workbookOf(huge), 413)).message).toBe(mn(IM.zipBomb));
    expect((await refused(workbookOf(new Uint8Array(5 * 1024 * 1024).fill(0x20)), 413)).message).toBe(mn(IM.zipBomb));

    // the central directory says 1000 bytes; the stream inflates to 21 MB
    const lying = workbookOf(huge);
    const dv = new DataView(lying.buffer, lying.byteOffset, lying.byteLength);
    let end = lying.length - 22;
    while (dv.getUint32(end, true) !== 0x06054b50) end--;
    for (let i = 0, at = dv.getUint32(end + 16, true); i < dv.getUint16(end + 10, true); i++) {
      const nameLength = dv.getUint16(at + 28, true);
      if (new TextDecoder().decode(lying.subarray(at + 46, at + 46 + nameLength)).includes('sheet1')) dv.setUint32(at + 24, 1000, true);
      at += 46 + nameLength + dv.getUint16(at + 30, true) + dv.getUint16(at + 32, true);
    }
    const started = Date.now();
    expect((await refused(lying, 413)).message).toBe(mn(IM.zipBomb));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 401 without a session and 403 for the read-only role', async () => {
    const fd = () => {
      const f = new FormData();
      f.set('file', new File([csv('А,A,a@x.mn,,')], 'u.csv'));
      return f;
    };
    const post = (who: Who) => t.request('/api/yp/yellow-page/upload/meeting-users', { method: 'POST', body: fd(), headers: headers(who) });
    expect((await post(null)).status).toBe(401);
    expect((await post(3)).status).toBe(403);
    expect((await post(1)).status).toBe(200);
  });
});
