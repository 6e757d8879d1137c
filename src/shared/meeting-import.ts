import { messageKeys } from './message-keys';
import { IMPORT_LIMITS, mb } from './limits';
export { IMPORT_LIMITS, mb };
/**
 * The bulk import of meeting users (spec §2 add-user, §5 "Meeting users file", issue 14): the file's
 * columns, the bounds every file is held to (SECURITY 32) and the admin's Mongolian messages. The
 * server checks all of it; the screen shows the columns and limits as a hint.
 */
export const IMPORT_COLUMNS = ['name', 'name_en', 'email', 'phone_number', 'user_type'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** The example row of the template CSV the screen offers (a phone without '+': exports neutralise a leading '+'). */
export const IMPORT_TEMPLATE_ROW: string[] = ['Бат-Эрдэнэ', 'Bat-Erdene', 'bat@example.mn', '99112233', 'Exhibitor'];

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
