import { send, type Query } from '@client/api-client';
import { REGISTRATION_FIELDS } from '@shared/event-registration';
import { allPages, downloadTable, formatDateTime, t, type ExportFormat, type Table } from '@admin/kit';
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

const tableOf = (rows: RegistrationRow[]): Table => ({
  header: ['№', ...REGISTRATION_FIELDS.map((f) => t(`event.register.${f}`)), t('admin.week.register.created')],
  rows: rows.map((r) => [String(r.id), ...REGISTRATION_FIELDS.map((f) => r[f]), formatDateTime(r.created_at)]),
});

/** Exports the current filter, formula-safe (the kit's `downloadTable`). */
export async function exportRegistrations(query: Query, format: ExportFormat): Promise<number> {
  const table = tableOf(await allRows(query));
  await downloadTable(table, `registrations-event-${query.event ?? 3}`, format);
  return table.rows.length;
}
