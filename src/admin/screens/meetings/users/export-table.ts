import { IMPORT_COLUMNS } from '@shared/meeting-import';
import type { MeetingUserRow } from '@shared/meetings';
import type { Table } from '@admin/kit/spreadsheet';

/** A phone number the import takes ('+', digits, spaces, brackets, inner dashes): written as it is. */
const PLAIN_PHONE = /^\+?[0-9 ()][0-9 ()-]*$/;
const PHONE = IMPORT_COLUMNS.indexOf('phone_number');

/**
 * The meeting users as the bulk import reads them (issue 26): the import's own columns and headers
 * (`name, name_en, email, phone_number, user_type`), phones written plainly (a leading apostrophe
 * would make the re-import refuse them), every other cell formula-safe. Export, then import the file
 * into an empty list: the same users.
 */
export function meetingUsersTable(users: readonly MeetingUserRow[]): Table {
  return {
    header: [...IMPORT_COLUMNS],
    rows: users.map((u) => IMPORT_COLUMNS.map((c) => String(u[c] ?? ''))),
    plain: (column, value) => column === PHONE && PLAIN_PHONE.test(value),
  };
}
