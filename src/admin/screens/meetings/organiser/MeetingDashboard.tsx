import { t, useApiGet } from '@admin/kit';
import { Link } from '@admin/router';
import { meetingDay, meetingHours } from '../schedule/MeetingDetail';

/**
 * The dashboard's B2B meetings (issue 26 §6): meetings by state and day (with held and no-show),
 * each slot's live meetings per room against its tables, and the no-shows. Nothing while no slot
 * exists (an association without meetings sees no empty card).
 */
export function MeetingDashboardPanel() {
  const dash = useApiGet('/yellow-page/get/meeting-dashboard', undefined, { site: 'yp' });
  const d = dash.data;
  if (!d || d.slots.length === 0) return null;
  const live = (timeId: number, roomId: number) =>
    d.slots.find((s) => s.time_id === timeId)?.rooms.find((r) => r.room_id === roomId)?.live ?? 0;
  return (
    <div className="adm-card mo-dash" data-testid="meeting-dashboard">
      <div className="mo-dash__head">
        <h2>{t('meetings.organiser.dashTitle')}</h2>
        <Link href="/admin/yellow/meeting-checkin">{t('meetings.organiser.dashCheckIn')}</Link>
      </div>
      <h3>{t('meetings.organiser.dashByDay')}</h3>
      {d.days.length === 0 ? (
        <p className="adm-muted">{t('meetings.organiser.dashEmpty')}</p>
      ) : (
        <div className="mo-scroll" role="region" aria-label={t('meetings.organiser.dashByDay')} tabIndex={0}>
          <table className="mo-table" data-testid="meeting-dashboard-days">
            <thead>
              <tr>
                <th scope="col">{t('meetings.organiser.dashDay')}</th>
                <th scope="col">{t('meetings.organiser.dashPending')}</th>
                <th scope="col">{t('meetings.organiser.dashAccepted')}</th>
                <th scope="col">{t('meetings.organiser.dashCancelled')}</th>
                <th scope="col">{t('meetings.organiser.dashHeld')}</th>
                <th scope="col">{t('meetings.organiser.dashNoShow')}</th>
              </tr>
            </thead>
            <tbody>
              {d.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{meetingDay(day.date)}</th>
                  <td>{day.pending}</td>
                  <td>{day.accepted}</td>
                  <td>{day.cancelled}</td>
                  <td>{day.held}</td>
                  <td>{day.no_show}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{t('meetings.organiser.dashRooms')}</h3>
      <div className="mo-scroll" role="region" aria-label={t('meetings.organiser.dashRooms')} tabIndex={0}>
        <table className="mo-table mo-table--use" data-testid="meeting-dashboard-rooms">
          <thead>
            <tr>
              <th scope="col">{t('meetings.organiser.dashSlot')}</th>
              {d.rooms.map((r) => (
                <th key={r.id} scope="col">
                  {r.room_number}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.slots.map((s) => (
              <tr key={s.time_id}>
                <th scope="row" className="ms-nowrap">
                  {meetingDay(s.meeting_date)} {meetingHours(s.start_time, s.end_time)}
                </th>
                {d.rooms.map((r) => {
                  const n = live(s.time_id, r.id);
                  const level = n >= r.capacity ? 'full' : n > 0 ? 'some' : 'none';
                  return (
                    <td key={r.id} className={`mo-use mo-use--${level}`}>
                      {n} / {r.capacity}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('meetings.organiser.dashNoShows')}</h3>
      {d.no_shows.length === 0 ? (
        <p className="adm-muted">{t('meetings.organiser.dashNoShowsEmpty')}</p>
      ) : (
        <ul className="mo-noshows" data-testid="meeting-dashboard-noshows">
          {d.no_shows.map((m) => (
            <li key={m.id}>
              <strong>{m.meeting_number}</strong> {meetingDay(m.meeting_date)} {m.start_time.slice(0, 5)} · {m.room_number},{' '}
              {t('meetings.organiser.tableOf', { n: m.table })} · {m.sender_name}, {m.receiver_name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
