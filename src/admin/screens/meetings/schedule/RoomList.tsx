import { t } from '@admin/kit';
import type { RoomRow } from './data';

/** Mode A's rooms: picture, name, capacity; picking one opens it in mode C. */
export function RoomList({ rooms, onPick }: { rooms: RoomRow[]; onPick: (room: RoomRow) => void }) {
  if (rooms.length === 0) return <p className="adm-empty">{t('meetings.schedule.info.noRooms')}</p>;
  return (
    <ul className="ms-rooms" data-testid="meeting-rooms">
      {rooms.map((r) => (
        <li key={r.id} data-id={r.id}>
          <button
            type="button"
            className="ms-room"
            aria-label={t('meetings.schedule.info.editRoom', { room: r.room_number })}
            onClick={() => onPick(r)}
          >
            {r.room_pic ? (
              <img className="ms-room__pic" src={r.room_pic} alt="" loading="lazy" />
            ) : (
              <span className="ms-room__pic ms-room__pic--none">{t('meetings.schedule.info.noPicture')}</span>
            )}
            <span className="ms-room__name">{r.room_number}</span>
            <span className="ms-room__capacity">{t('meetings.schedule.info.capacityOf', { n: r.capacity })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
