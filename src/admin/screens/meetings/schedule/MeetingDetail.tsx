import type { ReactNode } from 'react';
import { formatDate, ubInstant } from '@shared/dates';
import { hhmm, type MeetingRow, type MeetingStatus } from '@shared/meetings';
import { formatDateTime, Modal, t } from '@admin/kit';

/** A slot's day as the admin reads dates: `2026.11.26` (the stored value is a plain `YYYY-MM-DD`). */
export const meetingDay = (day: string) => formatDate(ubInstant(day), 'mn');
/** `10:00 – 11:00` (each time its first five characters, spec §9). */
export const meetingHours = (start: string, end: string) => `${hhmm(start)} – ${hhmm(end)}`;

export const statusLabel = (s: MeetingStatus) => t(`meetings.schedule.list.${s}`);
const BADGE: Record<MeetingStatus, string> = { accepted: 'ok', pending: 'running', cancelled: 'off' };

export const StatusBadge = ({ status }: { status: MeetingStatus }) => (
  <span className={`adm-badge adm-badge--${BADGE[status]}`} data-status={status}>
    {statusLabel(status)}
  </span>
);

/** One person of a meeting: both names. */
const Person = ({ label, mn, en }: { label: string; mn: string; en: string }) => (
  <>
    <dt>{label}</dt>
    <dd>
      <span lang="mn">{mn}</span>
      <br />
      <span lang="en">{en}</span>
    </dd>
  </>
);

/** A meeting's check-in mark (issue 26 §6). */
export const attendanceLabel = (a: MeetingRow['attendance']) =>
  t(a === 'held' ? 'meetings.organiser.held' : a === 'no_show' ? 'meetings.organiser.noShow' : 'meetings.organiser.notMarked');

/**
 * The meeting-list's detail modal: both names of both people, the description, the room with its
 * picture, capacity and the meeting's table, the slot, the check-in mark; `children` (an
 * organiser's actions) under the facts.
 */
export function MeetingDetail({
  meeting: m,
  onClose,
  children,
}: {
  meeting: MeetingRow | null;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal open={m !== null} title={m ? t('meetings.schedule.list.detailTitle', { number: m.meeting_number }) : ''} onClose={onClose}>
      {m && (
        <div className="ms-detail" data-testid="meeting-detail">
          <dl className="ms-facts">
            <dt>{t('meetings.schedule.list.status')}</dt>
            <dd>
              <StatusBadge status={m.meeting_status} />
            </dd>
            <Person label={t('meetings.schedule.list.sender')} mn={m.sender_name} en={m.sender_name_en} />
            <Person label={t('meetings.schedule.list.receiver')} mn={m.receiver_name} en={m.receiver_name_en} />
            <dt>{t('meetings.schedule.list.date')}</dt>
            <dd>
              {meetingDay(m.meeting_date)}, {meetingHours(m.meeting_time, m.end_time)}
            </dd>
            <dt>{t('meetings.schedule.list.description')}</dt>
            <dd className="ms-description">{m.meeting_description || '—'}</dd>
            <dt>{t('meetings.schedule.list.room')}</dt>
            <dd>
              {m.room_number} ({t('meetings.schedule.list.capacity')}: {m.capacity})
            </dd>
            <dt>{t('meetings.organiser.table')}</dt>
            <dd data-testid="meeting-detail-table">{m.table}</dd>
            {m.meeting_status === 'accepted' && (
              <>
                <dt>{t('meetings.organiser.attendance')}</dt>
                <dd>{attendanceLabel(m.attendance)}</dd>
              </>
            )}
            <dt>{t('meetings.schedule.list.createdAt')}</dt>
            <dd>{formatDateTime(m.created_at)}</dd>
          </dl>
          {m.room_pic && <img className="ms-detail__pic" src={m.room_pic} alt={m.room_number} />}
        </div>
      )}
      {m && children}
    </Modal>
  );
}
