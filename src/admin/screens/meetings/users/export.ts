import { api, type Query } from '@client/api-client';
import { allPages, downloadTable, type ExportFormat } from '@admin/kit';
import { meetingUsersTable } from './export-table';

/** The largest page the list serves: fewest calls. */
const EXPORT_PAGE = 100;

/**
 * Exports every user of the list's current filter and search (all pages) in the import's columns, so
 * the file can be imported again; answers how many rows were written.
 */
export async function exportMeetingUsers(query: Query, format: ExportFormat): Promise<number> {
  const users = await allPages(async (page) => {
    const answer = await api.get('/yellow-page/get/meeting-users', { ...query, page, limit: EXPORT_PAGE }, 'yp');
    return { rows: answer.users, totalPages: answer.totalPages };
  });
  await downloadTable(meetingUsersTable(users), `meeting-users-${String(query.type ?? 'all')}`, format);
  return users.length;
}
