import { ApiRequestError, api } from '@client/api-client';
import { hhmm, MEETING_MESSAGE_MS, MEETING_MESSAGES as M } from '@shared/meetings';
import { t, useConfirm, useToast } from '@admin/kit';
import { meetingDay, meetingHours } from './MeetingDetail';
import { byDay, useForgetSlot, type SlotRow } from './data';

/** Mode A's slots grouped by day; each can be deleted after the spec's confirmation. */
export function TimeSlots({ slots }: { slots: SlotRow[] }) {
  const confirm = useConfirm();
  const toast = useToast();
  const forget = useForgetSlot();
  const remove = async (s: SlotRow) => {
    if (!(await confirm(t(M.confirmTimeDelete, { date: s.meeting_date, time: hhmm(s.start_time) })))) return;
    try {
      await api.delete('/yellow-page/delete/meeting-time', { id: s.id }, 'yp');
      forget(s.id);
      toast.success(t(M.deleted), MEETING_MESSAGE_MS);
    } catch (err) {
      // the server's reason (a slot with meetings) after the spec's text
      const reason = err instanceof ApiRequestError && err.status < 500 && err.status !== 401 ? ` ${err.message}` : '';
      toast.error(`${t(M.timeDeleteError)}${reason}`, MEETING_MESSAGE_MS);
    }
  };
  if (slots.length === 0) return <p className="adm-empty">{t('meetings.schedule.info.noTimes')}</p>;
  return (
    <div className="ms-days" data-testid="meeting-times">
      {byDay(slots).map(([day, daySlots]) => (
        <section key={day} className="ms-day" aria-labelledby={`ms-day-${day}`} data-day={day}>
          <h3 id={`ms-day-${day}`} className="ms-day__title">
            <time dateTime={day}>{meetingDay(day)}</time>
          </h3>
          <ul className="ms-slots">
            {daySlots.map((s) => (
              <li key={s.id} className="ms-slot" data-id={s.id}>
                <span className="ms-slot__hours">{meetingHours(s.start_time, s.end_time)}</span>
                {s.booked > 0 && (
                  <span className="adm-badge adm-badge--running">{t('meetings.schedule.info.booked', { n: s.booked })}</span>
                )}
                <button
                  type="button"
                  className="adm-btn adm-btn--danger adm-btn--small"
                  aria-label={t('meetings.schedule.info.deleteTime', { time: `${day} ${hhmm(s.start_time)}` })}
                  onClick={() => remove(s)}
                >
                  {t('admin.kit.delete')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
