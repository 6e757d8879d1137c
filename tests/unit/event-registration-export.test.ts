import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { autoFilterFeature, csvOf, neutraliseCell, sheetOf, sheetOptionsOf, XLSX_DATE_FORMAT } from '@admin/kit/spreadsheet';
import { registrationsTable } from '@admin/screens/event/registrations/export';
import type { RegistrationRow } from '@admin/screens/event/registrations/resource';
import { t } from '@admin/i18n';

describe('registration export', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+976 9911 2233', `'+976 9911 2233`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['Болормаа', 'Болормаа'],
    ['a=b', 'a=b'],
    ['x;=1+1', `'x;=1+1`],
    ['x,+1', `'x,+1`],
    ['Улаанбаатар; -5', `'Улаанбаатар; -5`],
    ['a\n@SUM(A1)', `'a\n@SUM(A1)`],
    ['a;b, c@d.mn', 'a;b, c@d.mn'],
    ['1-2', '1-2'],
    ['', ''],
  ])('neutralises %j', (value, expected) => expect(neutraliseCell(value)).toBe(expected));

  it('writes CSV with a BOM, quoted where needed, every formula cell as text', () => {
    const csv = csvOf({
      header: ['Нэр', 'И-мэйл'],
      rows: [
        ['=1+1', 'a,b@c.mn'],
        ['Sarah "S"', '@x'],
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1)).data;
    expect(parsed).toEqual([
      ['Нэр', 'И-мэйл'],
      ["'=1+1", 'a,b@c.mn'],
      ['Sarah "S"', "'@x"],
    ]);
  });

  it('writes XLSX cells as strings, never formulas', () => {
    const sheet = sheetOf({ header: ['A'], rows: [['=1+1']] });
    expect(sheet[1][0]).toEqual({ value: '=1+1', type: String });
    expect(sheet[0][0]).toMatchObject({ fontWeight: 'bold' });
  });
});

describe('registrations table (issue 27 §8)', () => {
  const row = (over: Partial<RegistrationRow> = {}): RegistrationRow => ({
    id: 42,
    company: 'Эрдэнэс Монгол ХХК',
    first_name: 'Болормаа',
    last_name: 'Батболд',
    country: 'Монгол',
    email: 'bolor@erdenes.mn',
    phone_number: '+976 9911 2233',
    attendee_type: 'delegate',
    consent_at: '2026-11-26T07:13:00.000Z',
    added_by: null,
    created_at: '2026-11-26T07:13:00.000Z',
    ...over,
  });

  it('writes phone numbers as typed in the CSV; other cells (and a phone that is a formula) stay guarded', () => {
    const table = registrationsTable([
      row(),
      row({ id: 43, first_name: '=1+1', phone_number: '+1+cmd|calc' }),
      row({ id: 44, phone_number: '-2+3' }),
    ]);
    const parsed = Papa.parse<string[]>(csvOf(table).slice(1)).data;
    expect(parsed[1][6]).toBe('+976 9911 2233');
    expect(parsed[2][2]).toBe("'=1+1");
    expect(parsed[2][6]).toBe("'+1+cmd|calc");
    expect(parsed[3][6]).toBe("'-2+3");
    expect(parsed[1][0]).toBe('42');
    // the attendee type (issue 27 §6) in the admin's language, before the time
    expect(parsed[0][7]).toBe(t('admin.week.register.attendeeType'));
    expect(parsed[1][7]).toBe(t('event.register.attendee.delegate'));
    expect(parsed[1][8]).toBe('2026.11.26 15:13');
  });

  it('types the XLSX cells: № a number, the time a date (Ulaanbaatar wall time), the rest text; fitted widths and a filter', async () => {
    const table = registrationsTable([row(), row({ id: 43, company: 'x'.repeat(200) })]);
    const sheet = sheetOf(table);
    expect(sheet[1][0]).toEqual({ value: 42, type: Number });
    expect(sheet[1][8]).toEqual({ value: new Date('2026-11-26T15:13:00Z'), type: Date, format: XLSX_DATE_FORMAT });
    expect(sheet[1][6]).toEqual({ value: '+976 9911 2233', type: String });
    expect(table.widths).toHaveLength(9);
    expect(table.widths![1]).toBe(50); // a 200-character company is capped
    expect(table.widths![0]).toBeGreaterThanOrEqual(6);
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    // the browser build's options, written here by the node build (the same options; only its file type differs)
    const buffer = await writeXlsxFile(sheet, sheetOptionsOf(table) as never, { features: [autoFilterFeature(9, 2)] as never }).toBuffer();
    const xml = await (await JSZip.loadAsync(buffer)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).toContain('<autoFilter ref="A1:I3"/>');
    expect(xml).toMatch(/<col [^>]*width="50"/);
    expect(xml).not.toContain('<f>');
    expect(xml).toMatch(/<c r="A2"[^>]*><v>42<\/v>/);
  });
});
