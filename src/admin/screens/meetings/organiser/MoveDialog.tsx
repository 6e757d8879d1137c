import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@client/api-client';
import type { MeetingRow } from '@shared/meetings';
import type { MoveSlot } from '@shared/meeting-organiser';
import { listKey, Modal, t, useApiGet } from '@admin/kit';
import { meetingDay, meetingHours } from '../schedule/MeetingDetail';
import { errorText } from './errors';

/** A slot's day and hours (the closed select shows no group label) with why it cannot be chosen (started, either person busy). */
function slotLabel(s: MoveSlot, current: boolean) {
  const notes = [
    current && t('meetings.organiser.current'),
    s.started && t('meetings.organiser.started'),
    s.sender_busy && t('meetings.organiser.senderBusy'),
    s.receiver_busy && t('meetings.organiser.receiverBusy'),
  ].filter(Boolean);
  return `${meetingDay(s.meeting_date)} ${meetingHours(s.start_time, s.end_time)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/**
 * Moves a meeting to another slot and/or room (issue 26 §1): the slots by day (a started one, or one
 * where either person has another meeting, cannot be chosen) and the rooms with their free tables in
 * the chosen slot. The server takes the lowest free table and mails both people; its refusal (a
 * race lost: someone became busy, the room filled) shows in the dialog.
 */
export function MoveDialog({
  meeting: m,
  onClose,
  onMoved,
}: {
  meeting: MeetingRow | null;
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const client = useQueryClient();
  const options = useApiGet('/yellow-page/get/meeting-move-options', { id: m?.id ?? 0 }, { site: 'yp', enabled: m !== null });
  const data = options.data && m && options.data.meeting.id === m.id ? options.data : null;
  const [timeId, setTimeId] = useState(0);
  const [roomId, setRoomId] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    setTimeId(data.meeting.time_id);
    setRoomId(data.meeting.room_id);
    setRefusal(null);
    // once per meeting and place: a cached answer from before a move is replaced by the fresh one
  }, [data?.meeting.id, data?.meeting.time_id, data?.meeting.room_id]); // eslint-disable-line react-hooks/exhaustive-deps

  const slot = data?.slots.find((s) => s.time_id === timeId);
  const days = new Map<string, MoveSlot[]>();
  for (const s of data?.slots ?? []) days.set(s.meeting_date, [...(days.get(s.meeting_date) ?? []), s]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!m) return;
    setBusy(true);
    setRefusal(null);
    try {
      const res = await api.post('/yellow-page/update/meeting-move', { id: m.id, time_id: timeId, room_id: roomId }, 'yp');
      // every meeting's offer changed (a table taken here, one freed there)
      await client.invalidateQueries({ queryKey: listKey('yp', '/yellow-page/get/meeting-move-options') });
      onMoved(res.message);
    } catch (err) {
      setRefusal(errorText(err));
      void options.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={m !== null} title={m ? t('meetings.organiser.moveTitle', { number: m.meeting_number }) : ''} onClose={onClose}>
      {m && (
        <form className="mo-move" onSubmit={(e) => void submit(e)} data-testid="move-dialog">
          <p className="adm-muted">
            {t('meetings.organiser.moveNow', {
              when: `${meetingDay(m.meeting_date)} ${meetingHours(m.meeting_time, m.end_time)}`,
              room: m.room_number,
              table: m.table,
            })}
          </p>
          {!data ? (
            <p className="adm-muted">{t('meetings.organiser.loading')}</p>
          ) : (
            <>
              <label className="adm-field">
                <span className="adm-field__label">{t('meetings.organiser.moveSlot')}</span>
                <select value={timeId} onChange={(e) => setTimeId(Number(e.target.value))} data-testid="move-slot">
                  {[...days].map(([day, slots]) => (
                    <optgroup key={day} label={meetingDay(day)}>
                      {slots.map((s) => {
                        const current = s.time_id === data.meeting.time_id;
                        return (
                          <option key={s.time_id} value={s.time_id} disabled={!current && (s.started || s.sender_busy || s.receiver_busy)}>
                            {slotLabel(s, current)}
                          </option>
                        );
                      })}
                    </optgroup>
                  ))}
                </select>
              </label>
              <label className="adm-field">
                <span className="adm-field__label">{t('meetings.organiser.moveRoom')}</span>
                <select value={roomId} onChange={(e) => setRoomId(Number(e.target.value))} data-testid="move-room">
                  {data.rooms.map((r) => {
                    const free = slot?.free[r.id] ?? 0;
                    return (
                      <option key={r.id} value={r.id} disabled={free === 0}>
                        {free > 0
                          ? t('meetings.organiser.freeTables', { room: r.room_number, n: free })
                          : t('meetings.organiser.noFree', { room: r.room_number })}
                      </option>
                    );
                  })}
                </select>
              </label>
              <p className="adm-field__help">{t('meetings.organiser.moveHint')}</p>
            </>
          )}
          {refusal && (
            <p className="adm-field__error" role="alert" data-testid="move-error">
              {refusal}
            </p>
          )}
          <div className="adm-form__actions">
            <button type="submit" className="adm-btn adm-btn--primary" disabled={busy || !data}>
              {t('meetings.organiser.moveSubmit')}
            </button>
            <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose}>
              {t('admin.kit.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
