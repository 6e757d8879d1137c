import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvOf, neutraliseCell, sheetOf } from '@admin/kit/spreadsheet';

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
