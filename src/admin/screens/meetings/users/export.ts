import { api } from '@client/api-client';
import { MEETING_USER_FILTERS, type MeetingUserRow } from '@shared/meetings';
import { allPages, downloadTable, type ExportFormat } from '@admin/kit';
import { meetingUserColumns } from '../resource';

/** The largest page the list serves: fewest calls. */
const EXPORT_PAGE = 100;

/** Exports every user of a type filter (all pages), formula-safe; answers how many rows were written. */
export async function exportMeetingUsers(type: (typeof MEETING_USER_FILTERS)[number], format: ExportFormat): Promise<number> {
  const users = await allPages(async (page) => {
    const answer = await api.get('/yellow-page/get/meeting-users', { type, page, limit: EXPORT_PAGE }, 'yp');
    return { rows: answer.users, totalPages: answer.totalPages };
  });
  const keys = meetingUserColumns.map((c) => c.key as keyof MeetingUserRow);
  await downloadTable(
    { header: meetingUserColumns.map((c) => c.label), rows: users.map((u) => keys.map((k) => String(u[k]))) },
    `meeting-users-${type}`,
    format,
  );
  return users.length;
}
