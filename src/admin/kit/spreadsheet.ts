import Papa from 'papaparse';
import type { Feature, SheetData, SheetOptions } from 'write-excel-file/browser';

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
  /**
   * XLSX only: a cell's typed value (a number, or a date whose UTC fields are the wall time shown)
   * where its column holds one; undefined keeps the text. CSV stays text either way.
   */
  typed?: (column: number, value: string) => number | Date | undefined;
  /** XLSX only: column widths in characters (see `fitWidths`), and an autofilter on the header row. */
  widths?: number[];
  filter?: boolean;
}

/** The XLSX date cells' display (the admin's own `2026.11.26 15:13`). */
export const XLSX_DATE_FORMAT = 'yyyy.mm.dd hh:mm';

/** Column widths (characters) that fit the header and the longest value, between `min` and `max`. */
export function fitWidths({ header, rows }: Pick<Table, 'header' | 'rows'>, min = 6, max = 50): number[] {
  // a loop, not Math.max(...rows): an export of many thousand rows would pass the arguments limit
  return header.map((h, i) =>
    Math.min(
      max,
      rows.reduce((w, r) => Math.max(w, (r[i]?.length ?? 0) + 1), Math.max(min, h.length + 2)),
    ),
  );
}

/** "A", "B", ... "Z", "AA": the letters of a 0-based column. */
const columnLetters = (i: number): string => (i < 26 ? '' : columnLetters(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

/** The sheet's `<autoFilter>` over the header and every row (after `</sheetData>`, where the format puts it). */
export const autoFilterFeature = (columns: number, rows: number): Feature<File | Blob | ArrayBuffer> => ({
  files: {
    transform: {
      'xl/worksheets/sheet{id}.xml': {
        transform: (xml) => xml.replace('</sheetData>', `</sheetData><autoFilter ref="A1:${columnLetters(columns - 1)}${rows + 1}"/>`),
      },
    },
  },
});

/** The XLSX sheet options of a table: its widths, the header row kept in view. */
export function sheetOptionsOf({ widths }: Table): SheetOptions<File | Blob | ArrayBuffer> {
  return { ...(widths ? { columns: widths.map((width) => ({ width })) } : {}), stickyRowsCount: 1 };
}

/** CSV text (with a BOM, so Excel reads UTF-8 Mongolian), every cell neutralised but the table's `plain` ones. */
export function csvOf({ header, rows, plain }: Table): string {
  const cell = (value: string, column: number) => (plain?.(column, value) ? value : neutraliseCell(value));
  return `\uFEFF${Papa.unparse({ fields: header.map(neutraliseCell), data: rows.map((r) => r.map(cell)) })}`;
}

/** The sheet of an XLSX file: a bold header row, then string cells (numbers and dates where `typed` says). */
export function sheetOf({ header, rows, typed }: Table): SheetData {
  const cell = (value: string, column: number) => {
    const v = typed?.(column, value);
    if (typeof v === 'number') return { value: v, type: Number };
    if (v instanceof Date) return { value: v, type: Date, format: XLSX_DATE_FORMAT };
    return { value, type: String };
  };
  return [header.map((value) => ({ value, type: String, fontWeight: 'bold' as const })), ...rows.map((r) => r.map(cell))];
}
