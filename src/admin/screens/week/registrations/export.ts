import { send, type Query } from '../../../../shared/api-client';
import { REGISTRATION_FIELDS } from '../../../../shared/event-registration';
import { formatDateTime, t } from '../../../kit';
import type { RegistrationRow } from './resource';
import { csvOf, sheetOf, type Table } from './spreadsheet';

const EXPORT_PAGE = 150;

/** Every registration of the list's current filter (event and search): all its pages, 150 at a time. */
async function allRows(query: Query): Promise<RegistrationRow[]> {
  const rows: RegistrationRow[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await send<{ register: RegistrationRow[]; totalPages: number }>('get', 'mw', '/get/user-registration', {
      query: { ...query, page, limit: EXPORT_PAGE },
    });
    rows.push(...answer.register);
    pages = answer.totalPages;
  }
  return rows;
}

const tableOf = (rows: RegistrationRow[]): Table => ({
  header: ['№', ...REGISTRATION_FIELDS.map((f) => t(`event.register.${f}`)), t('admin.week.register.created')],
  rows: rows.map((r) => [String(r.id), ...REGISTRATION_FIELDS.map((f) => r[f]), formatDateTime(r.created_at)]),
});

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Exports the current filter in the browser (the admin already holds the rows' access; the server
 * only pages): CSV through papaparse, XLSX through write-excel-file, both formula-safe.
 */
export async function exportRegistrations(query: Query, format: ExportFormat): Promise<number> {
  const table = tableOf(await allRows(query));
  const name = `registrations-event-${query.event ?? 3}`;
  if (format === 'csv') download(new Blob([csvOf(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
  else {
    const { default: writeXlsxFile } = await import('write-excel-file/browser');
    download(await writeXlsxFile(sheetOf(table)).toBlob(), `${name}.xlsx`);
  }
  return table.rows.length;
}
