import Papa from 'papaparse';
import { Inflate, zipSync } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/universal';
import { ApiError } from '@api/errors';
import {
  DEFAULT_MEETING_USER_TYPE,
  MEETING_USER_TYPES,
  meetingUserSchema,
  startsLikeFormula,
  type MeetingUserInput,
} from '@shared/meetings';
import { IMPORT_COLUMNS, IMPORT_LIMITS as L, IMPORT_MESSAGES as IM, type ImportColumn, type ImportRowError } from '@shared/meeting-import';
import { messageOrText, messageText } from '@i18n/messages-text';
import type { Lang } from '@shared/lang';

/**
 * Reading a meeting-users file (issue 14, SECURITY 32), pure: bytes in, rows or a refusal out. The
 * format is decided by content (a zip holding xl/workbook.xml is XLSX; UTF-8 text is CSV; anything
 * else 415). Every bound is checked before the expensive step it protects: the CSV is parsed only up
 * to the row limit; an XLSX's zip directory is read before anything is inflated, each entry is
 * inflated with a running count (a zip may lie about its sizes), and the sheet's rows are counted
 * before read-excel-file parses it. Runs in Node and Workers (no Node APIs).
 */

/** One data row as text cells, with its spreadsheet row number (header row 1). */
export interface SheetRow<C extends string = ImportColumn> {
  row: number;
  cells: Record<C, string>;
  /** Columns whose XLSX cell holds a formula (its cached value is not trusted). */
  formulas: C[];
}

const refuse = (status: 400 | 413 | 415, message: string, columns?: string[]) =>
  new ApiError(status, message, {}, columns ? { vars: { columns: columns.join(', ') } } : {});

/** Reads a file of `columns` (default the meeting users'; the programme import passes its own). */
export async function readImportFile<C extends string = ImportColumn>(
  bytes: Uint8Array,
  columns: readonly C[] = IMPORT_COLUMNS as unknown as readonly C[],
): Promise<SheetRow<C>[]> {
  if (bytes.length > L.maxBytes) throw refuse(413, IM.tooLarge);
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const { grid, formulas } = isZip ? await readXlsx(bytes) : { grid: readCsv(bytes), formulas: new Set<string>() };
  return toRows(grid, formulas, columns);
}

// ---------------------------------------------------------------- CSV

function readCsv(bytes: Uint8Array): string[][] {
  // binary (a picture, an old .xls, random bytes) has NULs or control characters early on
  if (/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(String.fromCharCode(...bytes.subarray(0, 4096)))) throw refuse(415, IM.notSpreadsheet);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(415, IM.notUtf8);
  }
  if (/^\s*</.test(text)) throw refuse(415, IM.notSpreadsheet); // HTML, XML, SVG
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  // a little room for blank lines; past it the file is too long whatever the rest holds
  const preview = L.maxRows + 1 + 100;
  const parsed = Papa.parse<string[]>(text, { delimiter, preview, skipEmptyLines: false });
  if (parsed.meta.truncated) throw refuse(413, IM.tooManyRows);
  return parsed.data;
}

// ---------------------------------------------------------------- XLSX

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The zip's central directory, read without inflating anything. Zip64 is refused (a workbook never needs it). */
function centralDirectory(bytes: Uint8Array): ZipEntry[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => dv.getUint16(at, true);
  const u32 = (at: number) => dv.getUint32(at, true);
  let end = bytes.length - 22;
  while (end >= 0 && end >= bytes.length - 22 - 0xffff && u32(end) !== 0x06054b50) end--;
  if (end < 0 || end < bytes.length - 22 - 0xffff) throw refuse(415, IM.notSpreadsheet);
  const count = u16(end + 10);
  if (count > L.maxEntries) throw refuse(413, IM.zipBomb);
  const entries: ZipEntry[] = [];
  const names = new TextDecoder();
  for (let i = 0, at = u32(end + 16); i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== 0x02014b50) throw refuse(415, IM.unreadable);
    const nameLength = u16(at + 28);
    const entry = {
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      size: u32(at + 24),
      localOffset: u32(at + 42),
    };
    if ([entry.compressedSize, entry.size, entry.localOffset].includes(0xffffffff)) throw refuse(415, IM.unreadable);
    entries.push(entry);
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return entries;
}

/** Inflates one entry, refusing the moment it produces more than it declared or than the total left. */
function inflateEntry(bytes: Uint8Array, entry: ZipEntry, budget: number): Uint8Array {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || dv.getUint32(local, true) !== 0x04034b50) throw refuse(415, IM.unreadable);
  const start = local + 30 + dv.getUint16(local + 26, true) + dv.getUint16(local + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw refuse(415, IM.unreadable);
  const limit = Math.min(entry.size, budget);
  if (entry.method === 0) {
    if (data.length > limit) throw refuse(413, IM.zipBomb);
    return data;
  }
  if (entry.method !== 8) throw refuse(415, IM.unreadable);
  const out = new Uint8Array(limit);
  let length = 0;
  const inflater = new Inflate((chunk) => {
    if (length + chunk.length > limit) throw refuse(413, IM.zipBomb);
    out.set(chunk, length);
    length += chunk.length;
  });
  try {
    // small pushes: one push can inflate at most ~1000x its size before the count is checked
    for (let at = 0; at < data.length; at += 16 * 1024) inflater.push(data.subarray(at, at + 16 * 1024), at + 16 * 1024 >= data.length);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw refuse(415, IM.unreadable);
  }
  return out.subarray(0, length);
}

const xmlText = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : '');
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The path of the workbook's first sheet (the one read-excel-file reads by default). */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const sheetTag = xmlText(files['xl/workbook.xml']).match(/<(?:\w+:)?sheet\s[^>]*>/)?.[0];
  const relId = sheetTag && attr(sheetTag, '\\w+:id');
  const rel = [...xmlText(files['xl/_rels/workbook.xml.rels']).matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => attr(tag, 'Id') === relId);
  const target = rel && attr(rel, 'Target');
  if (!target) throw refuse(415, IM.unreadable);
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

const columnIndex = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/**
 * One pass over the sheet's XML: how many rows hold a value, and which cells hold a formula
 * (as "row:column", 1-based row, 0-based column), following the cell references or, where a writer
 * left them out, the cells' order.
 */
function scanSheet(xml: string): { rows: number; formulas: Set<string> } {
  const formulas = new Set<string>();
  let rows = 0;
  let row = 0;
  let col = -1;
  let rowHasValue = false;
  let inCell = false;
  let cellHasFormula = false;
  for (const m of xml.matchAll(/<(\/?)(?:\w+:)?(row|c|f|v|is)(\s[^>]*?)?(\/?)>/g)) {
    const [, closing, tag, attrs = '', selfClosing] = m;
    if (tag === 'row' && !closing) {
      if (rowHasValue) rows++;
      row = Number(attr(attrs, 'r') ?? row + 1);
      col = -1;
      rowHasValue = false;
    } else if (tag === 'c' && !closing) {
      const ref = attr(attrs, 'r')?.match(/^([A-Z]+)(\d+)$/);
      col = ref ? columnIndex(ref[1]) : col + 1;
      if (ref) row = Number(ref[2]);
      inCell = !selfClosing;
      cellHasFormula = false;
    } else if (tag === 'c' && closing) {
      if (cellHasFormula) formulas.add(`${row}:${col}`);
      inCell = false;
    } else if (inCell && !closing) {
      if (tag === 'f') cellHasFormula = true;
      rowHasValue = true;
    }
  }
  if (rowHasValue) rows++;
  return { rows, formulas };
}

async function readXlsx(bytes: Uint8Array): Promise<{ grid: string[][]; formulas: Set<string> }> {
  const entries = centralDirectory(bytes);
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw refuse(415, IM.notSpreadsheet);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  const absurd = entries.some((e) => e.size > 1024 * 1024 && e.size > e.compressedSize * L.maxRatio);
  if (declared > L.maxInflatedBytes || absurd) throw refuse(413, IM.zipBomb);

  // only what read-excel-file reads (XML parts); pictures and printer settings stay packed
  const files: Record<string, Uint8Array> = {};
  let budget = L.maxInflatedBytes;
  for (const entry of entries.filter((e) => /\.xml(\.rels)?$/.test(e.name))) {
    files[entry.name] = inflateEntry(bytes, entry, budget);
    budget -= files[entry.name].length;
  }
  const sheet = files[firstSheetPath(files)];
  if (!sheet) throw refuse(415, IM.unreadable);
  const { rows, formulas } = scanSheet(xmlText(sheet));
  if (rows > L.maxRows + 1) throw refuse(413, IM.tooManyRows);

  // read-excel-file parses exactly the parts checked above, stored uncompressed
  const checked = zipSync(files, { level: 0 });
  let data: SheetData;
  try {
    data = await readSheet(checked.buffer.slice(checked.byteOffset, checked.byteOffset + checked.byteLength) as ArrayBuffer, {
      trim: false,
    });
  } catch {
    throw refuse(415, IM.unreadable);
  }
  const text = (v: unknown) => (v === null || v === undefined ? '' : v instanceof Date ? dateText(v) : String(v));
  return { grid: data.map((r) => r.map(text)), formulas };
}

/** A date cell as text: the day, or for a time-only cell (Excel's day 0, 1899-12-30/31) its 'HH:MM'. */
function dateText(d: Date): string {
  const iso = d.toISOString();
  return iso.startsWith('1899-12-30') || iso.startsWith('1899-12-31') ? iso.slice(11, 16) : iso.slice(0, 10);
}

// ---------------------------------------------------------------- header and rows

const headerName = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');

function toRows<C extends string>(grid: string[][], formulas: Set<string>, COLUMNS: readonly C[]): SheetRow<C>[] {
  const header = (grid[0] ?? []).map(headerName);
  const named = header.filter(Boolean);
  const unknown = named.filter((h) => !(COLUMNS as readonly string[]).includes(h));
  if (unknown.length) throw refuse(400, IM.unknownColumns, unknown);
  const missing = COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw refuse(400, IM.missingColumns, missing);
  const twice = named.filter((h, i) => named.indexOf(h) !== i);
  if (twice.length) throw refuse(400, IM.duplicateColumns, [...new Set(twice)]);

  const at = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<C, number>;
  const rows: SheetRow<C>[] = [];
  grid.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => !c?.trim())) return; // blank lines are not rows
    rows.push({
      row,
      cells: Object.fromEntries(COLUMNS.map((c) => [c, cells[at[c]] ?? ''])) as Record<C, string>,
      formulas: COLUMNS.filter((c) => formulas.has(`${row}:${at[c]}`)),
    });
  });
  if (!rows.length) throw refuse(400, IM.noRows);
  if (rows.length > L.maxRows) throw refuse(413, IM.tooManyRows);
  return rows;
}

/** What a spreadsheet program would run as a formula: the single form's own rule (a phone number may start with '+'). */
const isFormula = (column: ImportColumn, value: string) => startsLikeFormula(value, column === 'phone_number');

const caseOfType = (value: string) =>
  value.trim() === ''
    ? DEFAULT_MEETING_USER_TYPE
    : (MEETING_USER_TYPES.find((t) => t.toLowerCase() === value.trim().toLowerCase()) ?? value);

/**
 * Each row against the single form's rules (meetingUserSchema), no formulas, and no e-mail twice in
 * the file. Every problem is listed; the valid users come with their rows (for the registered check).
 */
export function checkRows(rows: SheetRow[], lang: Lang): { users: (MeetingUserInput & { row: number })[]; errors: ImportRowError[] } {
  const users: (MeetingUserInput & { row: number })[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells, formulas } of rows) {
    const bad = IMPORT_COLUMNS.filter((c) => formulas.includes(c) || isFormula(c, cells[c]));
    for (const column of bad) errors.push({ row, column, message: messageText(lang, IM.formula) });
    const parsed = meetingUserSchema.safeParse({ ...cells, user_type: caseOfType(cells.user_type) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        if (!bad.includes(column as ImportColumn) && !errors.some((e) => e.row === row && e.column === column))
          errors.push({ row, column, message: messageOrText(lang, issue.message) });
      }
      continue;
    }
    const first = firstRowOf.get(parsed.data.email);
    if (first !== undefined) errors.push({ row, column: 'email', message: messageText(lang, IM.duplicateInFile, { row: first }) });
    else firstRowOf.set(parsed.data.email, row);
    if (!bad.length && first === undefined) users.push({ ...parsed.data, row });
  }
  return { users, errors };
}
