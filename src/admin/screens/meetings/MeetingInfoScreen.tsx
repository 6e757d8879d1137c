import { useState } from 'react';
import { ScreenHeader, t, useInvalidate } from '@admin/kit';
import { RoomForm } from './schedule/RoomForm';
import { RoomList } from './schedule/RoomList';
import { RoomSchedules } from './schedule/RoomSchedules';
import { TimeForm } from './schedule/TimeForm';
import { TimeSlots } from './schedule/TimeSlots';
import { SCHEDULE_PATH, useSchedule, type RoomRow } from './schedule/data';

/** A: slots by day and the rooms; B: add a day and time; C: add a room (null) or edit the picked one. */
type Mode = { name: 'list' } | { name: 'time' } | { name: 'room'; room: RoomRow | null };

/** /admin/yellow/meeting-info: meeting places and times (spec §2, modes A, B, C). */
export default function MeetingInfoScreen() {
  const [mode, setMode] = useState<Mode>({ name: 'list' });
  const schedule = useSchedule();
  const reload = useInvalidate({ site: 'yp', list: { path: SCHEDULE_PATH, key: 'meetings' } });
  const toList = () => setMode({ name: 'list' });
  // closing C returns to A and reloads
  const closeRoom = () => reload().then(toList);
  const data = schedule.data?.meetings;

  const back = (
    <button type="button" className="adm-btn adm-btn--ghost" onClick={mode.name === 'room' ? closeRoom : toList}>
      {t('admin.kit.back')}
    </button>
  );
  const title =
    mode.name === 'time'
      ? t('meetings.schedule.time.title')
      : mode.name === 'room'
        ? t(mode.room ? 'meetings.schedule.room.editTitle' : 'meetings.schedule.room.addTitle')
        : t('meetings.schedule.info.title');

  return (
    <section className="adm-screen">
      <ScreenHeader
        title={title}
        actions={
          mode.name === 'list' ? (
            <>
              <button type="button" className="adm-btn adm-btn--primary" onClick={() => setMode({ name: 'time' })}>
                {t('meetings.schedule.info.addTime')}
              </button>
              <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setMode({ name: 'room', room: null })}>
                {t('meetings.schedule.info.addRoom')}
              </button>
            </>
          ) : mode.name === 'room' ? (
            back
          ) : null
        }
      />
      {mode.name === 'list' && (
        <div className="ms-layout" aria-busy={schedule.isLoading}>
          <section className="adm-card" aria-labelledby="ms-times">
            <h2 id="ms-times" className="ms-heading">
              {t('meetings.schedule.info.times')}
            </h2>
            {data && <TimeSlots slots={data.times} />}
          </section>
          <section className="adm-card" aria-labelledby="ms-rooms">
            <h2 id="ms-rooms" className="ms-heading">
              {t('meetings.schedule.info.rooms')}
            </h2>
            {data && <RoomList rooms={data.rooms} onPick={(room) => setMode({ name: 'room', room })} />}
            {data && <RoomSchedules rooms={data.rooms} />}
          </section>
        </div>
      )}
      {mode.name === 'time' && (
        <div className="adm-card">
          <TimeForm onAdded={reload} onBack={toList} />
        </div>
      )}
      {mode.name === 'room' && (
        <div className="adm-card">
          <RoomForm key={mode.room?.id ?? 'new'} editing={mode.room} onSaved={toList} actions={null} />
        </div>
      )}
    </section>
  );
}
