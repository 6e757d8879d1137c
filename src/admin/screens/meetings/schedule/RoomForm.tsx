import { useMemo } from 'react';
import { MEETING_MESSAGE_MS, MEETING_MESSAGES as M } from '@shared/meetings';
import { meetingRoomInsertSchema, meetingRoomUpdateSchema } from '@shared/meeting-schedule';
import { ResourceForm, t, type Resource } from '@admin/kit';
import { SCHEDULE_PATH, type RoomRow } from './data';

/** Mode C: add a room or edit one (picture optional with a preview; name and capacity required, spec §5). */
export function RoomForm({ editing, actions, onSaved }: { editing: RoomRow | null; actions: React.ReactNode; onSaved: () => void }) {
  const resource = useMemo<Resource<RoomRow>>(
    () => ({
      name: 'meeting-room',
      site: 'yp',
      list: { path: SCHEDULE_PATH, key: 'meetings' },
      columns: [],
      fields: [
        { name: 'room_number', label: t('meetings.schedule.room.number'), type: 'text', required: true },
        { name: 'capacity', label: t('meetings.schedule.room.capacity'), type: 'number', required: true },
        { name: 'image', label: t('meetings.schedule.room.picture'), type: 'image', wide: true },
      ],
      schema: { insert: meetingRoomInsertSchema, update: meetingRoomUpdateSchema },
      endpoints: { insert: '/yellow-page/insert/meeting-room', update: '/yellow-page/update/meeting-room' },
      encoding: 'multipart',
      defaults: () => ({ room_number: '', capacity: '', image: null }),
      fromRow: (r) => ({ room_number: r.room_number, capacity: String(r.capacity), image: r.room_pic }),
      confirmDelete: () => '',
      empty: '',
      messages: {
        saved: editing ? t(M.updated) : t(M.added),
        savedMs: MEETING_MESSAGE_MS,
        errorMs: MEETING_MESSAGE_MS,
        error: (message) => `${t(M.error)} ${message}`,
      },
    }),
    [editing],
  );
  return <ResourceForm resource={resource} editing={editing} onSaved={onSaved} actions={actions} />;
}
