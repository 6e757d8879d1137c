import type { MeetingUserRow } from '@shared/meetings';
import { t, type Column } from '@admin/kit';

/** The API's PDF of a meeting user's schedule (issue 26 §5): Mongolian, or English with `lang=en`. */
export const userSchedulePdf = (id: number, lang: 'mn' | 'en' = 'mn') =>
  `/api/yp/yellow-page/get/meeting-user-schedule?id=${id}${lang === 'en' ? '&lang=en' : ''}`;

/** A row's links to the person's printable schedule, in Mongolian and in English (downloads). */
export function UserSchedulePdf({ row }: { row: MeetingUserRow }) {
  return (
    <span className="mu-pdf">
      <a
        href={userSchedulePdf(row.id)}
        download
        aria-label={t('meetings.schedules.adminPersonOf', { name: row.name })}
        data-testid="user-schedule-pdf"
      >
        {t('meetings.schedules.adminPersonMn')}
      </a>
      <a href={userSchedulePdf(row.id, 'en')} download aria-label={t('meetings.schedules.adminPersonOfEn', { name: row.name })}>
        {t('meetings.schedules.adminPersonEn')}
      </a>
    </span>
  );
}

/** The meeting users table's last column: the schedule PDFs. */
export const scheduleColumn: Column<MeetingUserRow> = {
  label: t('meetings.schedules.adminPerson'),
  render: (row) => <UserSchedulePdf row={row} />,
};
