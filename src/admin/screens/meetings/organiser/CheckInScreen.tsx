import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@client/api-client';
import { MEETING_MESSAGE_MS, type MeetingAttendance } from '@shared/meetings';
import type { CheckInMeeting } from '@shared/meeting-organiser';
import { LabeledSelect, listKey, ScreenHeader, t, useApiGet, useToast } from '@admin/kit';
import { meetingDay, meetingHours } from '../schedule/MeetingDetail';
import { errorText } from './errors';

const PATH = '/yellow-page/get/meetings-today' as const;

/** One meeting's card: the room and table, both names, and big Held / No-show buttons (or its mark with Undo). */
function MeetingCard({ m, onMark, busy }: { m: CheckInMeeting; onMark: (a: MeetingAttendance | null) => void; busy: boolean }) {
  const names = t('meetings.organiser.markFor', { number: m.meeting_number, sender: m.sender_name, receiver: m.receiver_name });
  return (
    <li className={`mo-card${m.attendance ? ` mo-card--${m.attendance}` : ''}`} data-testid={`checkin-${m.meeting_number}`}>
      <p className="mo-card__place">
        <strong>{m.room_number}</strong> · {t('meetings.organiser.tableOf', { n: m.table })}
      </p>
      <p className="mo-card__names">{names}</p>
      {m.attendance ? (
        <div className="mo-card__marked">
          <span className={`adm-badge adm-badge--${m.attendance === 'held' ? 'ok' : 'off'}`} data-testid="checkin-mark">
            {t(m.attendance === 'held' ? 'meetings.organiser.held' : 'meetings.organiser.noShow')}
          </span>
          <button type="button" className="adm-btn adm-btn--ghost" disabled={busy} onClick={() => onMark(null)}>
            {t('meetings.organiser.undo')}
          </button>
        </div>
      ) : m.started ? (
        <div className="mo-card__buttons">
          <button
            type="button"
            className="adm-btn adm-btn--primary mo-big"
            disabled={busy}
            aria-label={`${t('meetings.organiser.markHeld')}: ${names}`}
            onClick={() => onMark('held')}
          >
            {t('meetings.organiser.markHeld')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn--danger mo-big"
            disabled={busy}
            aria-label={`${t('meetings.organiser.markNoShow')}: ${names}`}
            onClick={() => onMark('no_show')}
          >
            {t('meetings.organiser.markNoShow')}
          </button>
        </div>
      ) : (
        <p className="adm-muted">{t('meetings.organiser.notYet')}</p>
      )}
    </li>
  );
}

/**
 * /admin/yellow/meeting-checkin (issue 26 §6): a day's accepted meetings by hour, room and table,
 * made for a phone at the door: each meeting a card with big Held / No-show buttons once its slot has
 * started, and Undo after. Today in Ulaanbaatar unless another day is picked.
 */
export default function CheckInScreen() {
  const [date, setDate] = useState<string | undefined>(undefined);
  const day = useApiGet(PATH, date ? { date } : {}, { site: 'yp' });
  const client = useQueryClient();
  const toast = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const data = day.data;

  const mark = async (m: CheckInMeeting, attendance: MeetingAttendance | null) => {
    setBusyId(m.id);
    try {
      const res = await api.post('/yellow-page/update/meeting-attendance', { id: m.id, attendance }, 'yp');
      toast.success(res.message, MEETING_MESSAGE_MS);
    } catch (err) {
      toast.error(errorText(err), MEETING_MESSAGE_MS);
    } finally {
      setBusyId(null);
      await client.invalidateQueries({ queryKey: listKey('yp', PATH) });
    }
  };

  const slots = new Map<number, CheckInMeeting[]>();
  for (const m of data?.meetings ?? []) slots.set(m.time_id, [...(slots.get(m.time_id) ?? []), m]);
  const all = data?.meetings ?? [];
  const held = all.filter((m) => m.attendance === 'held').length;
  const noShow = all.filter((m) => m.attendance === 'no_show').length;

  return (
    <section className="adm-screen mo-checkin">
      <ScreenHeader title={t('meetings.organiser.checkInTitle')} />
      {data && (
        <div className="mo-checkin__bar">
          <LabeledSelect
            label={t('meetings.organiser.checkInDay')}
            value={data.date}
            onChange={(e) => setDate(e.target.value)}
            data-testid="checkin-day"
            options={[...new Set([data.date, ...data.days])].sort().map((d) => ({ value: d, label: meetingDay(d) }))}
          />
          <p className="adm-muted" data-testid="checkin-counts">
            {t('meetings.organiser.counts', { held, no_show: noShow, open: all.length - held - noShow })}
          </p>
        </div>
      )}
      {!data ? (
        <p className="adm-muted">{t('meetings.organiser.loading')}</p>
      ) : all.length === 0 ? (
        <p className="adm-muted" data-testid="checkin-empty">
          {t('meetings.organiser.checkInEmpty')}
        </p>
      ) : (
        [...slots].map(([timeId, meetings]) => (
          <section key={timeId} className="mo-slot" aria-label={meetingHours(meetings[0]!.start_time, meetings[0]!.end_time)}>
            <h2 className="mo-slot__title">{meetingHours(meetings[0]!.start_time, meetings[0]!.end_time)}</h2>
            <ul className="mo-cards">
              {meetings.map((m) => (
                <MeetingCard key={m.id} m={m} busy={busyId === m.id} onMark={(a) => void mark(m, a)} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
