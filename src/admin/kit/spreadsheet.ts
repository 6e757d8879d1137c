import Papa from 'papaparse';
import type { SheetData } from 'write-excel-file/browser';

/**
 * Spreadsheet cells that a spreadsheet program would run as a formula are exported as text: in CSV
 * with a leading apostrophe; in XLSX every cell is a string cell (never a formula), so its value is
 * kept as typed. A formula may start the cell (`=`, `+`, `-`, `@`, tab, CR), or (OWASP) follow a
 * separator inside it: a program that splits on `;` or `,` (Mongolian and Russian locales use `;`)
 * would make `x;=1+1` two cells, the second a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]|[;,\t\r\n]\s*[=+\-@]/;
export const neutraliseCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export interface Table {
  header: string[];
  rows: string[][];
  /**
   * Cells written as they are (a column whose values were checked on the way in, e.g. a phone
   * number '+976…' that a re-import must read back unchanged); every other cell is neutralised.
   */
  plain?: (column: number, value: string) => boolean;
}

/** CSV text (with a BOM, so Excel reads UTF-8 Mongolian), every cell neutralised but the table's `plain` ones. */
export function csvOf({ header, rows, plain }: Table): string {
  const cell = (value: string, column: number) => (plain?.(column, value) ? value : neutraliseCell(value));
  return `\uFEFF${Papa.unparse({ fields: header.map(neutraliseCell), data: rows.map((r) => r.map(cell)) })}`;
}

/** The sheet of an XLSX file: a bold header row, then string cells. */
export function sheetOf({ header, rows }: Table): SheetData {
  return [
    header.map((value) => ({ value, type: String, fontWeight: 'bold' as const })),
    ...rows.map((r) => r.map((value) => ({ value, type: String }))),
  ];
}
