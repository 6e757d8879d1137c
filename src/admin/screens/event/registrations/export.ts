import { send, type Query } from '@client/api-client';
import { REGISTRATION_FIELDS } from '@shared/event-registration';
import { attendeeTypeLabel } from './resource';
import { allPages, downloadTable, formatDateTime, t, type ExportFormat, type Table } from '@admin/kit';
import { fitWidths } from '@admin/kit/spreadsheet';
import type { RegistrationRow } from './resource';

const EXPORT_PAGE = 150;

/** Every registration of the list's current filter (event and search): all its pages, 150 at a time. */
const allRows = (query: Query) =>
  allPages(async (page) => {
    const answer = await send<{ register: RegistrationRow[]; totalPages: number }>('get', 'mw', '/get/user-registration', {
      query: { ...query, page, limit: EXPORT_PAGE },
    });
    return { rows: answer.register, totalPages: answer.totalPages };
  });

/** A phone number as people type one ('+', digits, spaces, brackets, inner dashes): written as it is, not as a formula. */
const PLAIN_PHONE = /^\+?[0-9 ()][0-9 ()-]*$/;
const PHONE = 1 + REGISTRATION_FIELDS.indexOf('phone_number');
/** After the six fields: the attendee type, then the registration time. */
const CREATED = 2 + REGISTRATION_FIELDS.length;
/** "2026.11.26 15:13" (Ulaanbaatar time) as a date whose UTC fields are that wall time: what a spreadsheet shows. */
const wallTime = (shown: string) => {
  const m = /^(\d{4})\.(\d\d)\.(\d\d) (\d\d):(\d\d)$/.exec(shown);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5])) : undefined;
};

/**
 * The registrations as a table (with the attendee type, issue 27 §6): `№` a number and the registration time a date in the XLSX (text in
 * the CSV), phone numbers as typed (no apostrophe before '+976…'), every other cell formula-safe;
 * the XLSX's columns fit their values and its header row has a filter.
 */
export function registrationsTable(rows: readonly RegistrationRow[]): Table {
  const header = [
    '№',
    ...REGISTRATION_FIELDS.map((f) => t(`event.register.${f}`)),
    t('admin.week.register.attendeeType'),
    t('admin.week.register.created'),
  ];
  const cells = rows.map((r) => [
    String(r.id),
    ...REGISTRATION_FIELDS.map((f) => r[f]),
    attendeeTypeLabel(r.attendee_type),
    formatDateTime(r.created_at),
  ]);
  return {
    header,
    rows: cells,
    plain: (column, value) => column === PHONE && PLAIN_PHONE.test(value),
    typed: (column, value) => (column === 0 ? Number(value) : column === CREATED ? wallTime(value) : undefined),
    widths: fitWidths({ header, rows: cells }),
    filter: true,
  };
}

/** Exports the current filter, formula-safe (the kit's `downloadTable`). */
export async function exportRegistrations(query: Query, format: ExportFormat): Promise<number> {
  const table = registrationsTable(await allRows(query));
  await downloadTable(table, `registrations-event-${query.event ?? 3}`, format);
  return table.rows.length;
}
