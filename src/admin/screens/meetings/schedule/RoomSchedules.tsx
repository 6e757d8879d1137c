import { t } from '@admin/kit';
import type { RoomRow } from './data';

const ROOM_PDF = '/api/yp/yellow-page/get/meeting-room-schedule';
const ALL_PDF = '/api/yp/yellow-page/get/meeting-rooms-schedule';

/** The rooms' door signs as PDF (issue 26 §5): each room's tables by hour, and all rooms in one file; Mongolian or English. */
export function RoomSchedules({ rooms }: { rooms: RoomRow[] }) {
  if (rooms.length === 0) return null;
  return (
    <section className="ms-pdfs" aria-labelledby="ms-pdfs" data-testid="room-schedules">
      <h3 id="ms-pdfs" className="ms-pdfs__title">
        {t('meetings.schedules.adminDoorSigns')}
      </h3>
      <ul className="ms-pdfs__list">
        {rooms.map((r) => (
          <li key={r.id}>
            <a href={`${ROOM_PDF}?id=${r.id}`} download aria-label={t('meetings.schedules.adminRoom', { room: r.room_number })}>
              {r.room_number}
            </a>
            <a href={`${ROOM_PDF}?id=${r.id}&lang=en`} download aria-label={t('meetings.schedules.adminRoomEn', { room: r.room_number })}>
              {t('meetings.schedules.adminPersonEn')}
            </a>
          </li>
        ))}
        <li>
          <a href={ALL_PDF} download>
            {t('meetings.schedules.adminAllRooms')}
          </a>
          <a href={`${ALL_PDF}?lang=en`} download aria-label={t('meetings.schedules.adminAllRoomsEn')}>
            {t('meetings.schedules.adminPersonEn')}
          </a>
        </li>
      </ul>
    </section>
  );
}
