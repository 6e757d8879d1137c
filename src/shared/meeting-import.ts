import { messageKeys } from './message-keys';
/**
 * The bulk import of meeting users (spec §2 add-user, §5 "Meeting users file", issue 14): the file's
 * columns, the bounds every file is held to (SECURITY 32) and the admin's Mongolian messages. The
 * server checks all of it; the screen shows the columns and limits as a hint.
 */
export const IMPORT_COLUMNS = ['name', 'name_en', 'email', 'phone_number', 'user_type'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** The example row of the template CSV the screen offers (a phone without '+': exports neutralise a leading '+'). */
export const IMPORT_TEMPLATE_ROW: string[] = ['Бат-Эрдэнэ', 'Bat-Erdene', 'bat@example.mn', '99112233', 'Exhibitor'];

export const IMPORT_LIMITS = {
  /** The uploaded file. */
  maxBytes: 2 * 1024 * 1024,
  /** Data rows (the header row not counted). */
  maxRows: 5000,
  /** What an XLSX may inflate to in total, as declared by its zip and as actually inflated. */
  maxInflatedBytes: 20 * 1024 * 1024,
  /** Declared inflated size over compressed size of one zip entry; real spreadsheets stay far below. */
  maxRatio: 200,
  /** Entries in the zip: a workbook has a dozen or so. */
  maxEntries: 500,
  /** Row errors listed in one answer; the message says how many there are in all. */
  maxErrors: 200,
} as const;

/** One problem of a file, at its spreadsheet row (header row 1, first data row 2) and column. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}
/** The 400 of a file with bad rows: nothing was imported. */
export interface ImportRefusal {
  message: string;
  errors?: ImportRowError[];
  /** Errors beyond `errors` (the list is capped). */
  more?: number;
}

/** A byte limit as its messages write it. */
export const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** `missingColumns`, `unknownColumns`, `duplicateColumns` take `{columns}`, `duplicateInFile` `{row}`, `badRows` and `imported` `{count}`. */
export const IMPORT_MESSAGES = messageKeys('msg.import.', [
  'fileRequired',
  'tooLarge',
  'tooManyRows',
  'zipBomb',
  'notSpreadsheet',
  'notUtf8',
  'unreadable',
  'noRows',
  'missingColumns',
  'unknownColumns',
  'duplicateColumns',
  'formula',
  'duplicateInFile',
  'badRows',
  'imported',
]);
