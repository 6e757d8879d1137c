import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@client/api-client';
import { textsT } from '@i18n/island';
import { formatDate, ubInstant } from '@shared/dates';
import type { BookingDay, BookingRoom, BookingSlot, Participant } from '@shared/meeting-booking';
import { clearDraft, hm, nameOf, requestMeeting, saveDraft, slots, type Draft } from './calls';
import type { Report } from './Notice';
import type { MeetingsProps } from './props';

type SlotState = 'free' | 'meBusy' | 'themBusy' | 'started' | 'full';
const stateOf = (s: BookingSlot): SlotState =>
  s.started ? 'started' : s.me_busy ? 'meBusy' : s.them_busy ? 'themBusy' : s.free_rooms.length === 0 ? 'full' : 'free';

interface BookProps {
  p: MeetingsProps;
  partner: Participant | null;
  /** A request left unfinished when the session ended (sessionStorage), restored once its slot is known. */
  draft?: Draft | null;
  report: Report;
  /** After a request is sent: the lists refresh. */
  onBooked: () => Promise<void>;
  /** Back to the participants. */
  onChoose: () => void;
}

/** Booking with the chosen participant: a free slot, a room with a free table, a short description. */
export function Book(props: BookProps) {
  const t = textsT(props.p.texts);
  if (!props.partner) {
    return (
      <div className="empty mtg-empty">
        <p>{t('meetings.booking.pickFirst')}</p>
        <button type="button" className="button button--navy button--sm" onClick={props.onChoose}>
          {t('meetings.booking.tab.participants')}
        </button>
      </div>
    );
  }
  // a new partner starts a new booking
  return <Booking key={props.partner.id} {...props} partner={props.partner} />;
}

function Booking({ p, partner, draft, report, onBooked, onChoose }: BookProps & { partner: Participant }) {
  const { lang } = p;
  const t = textsT(p.texts);
  const restore = useRef(draft?.partner.id === partner.id ? draft : null);
  /** The restored slot does not take the focus from where the page put it. */
  const restored = useRef(false);
  const [data, setData] = useState<{ days: BookingDay[]; rooms: BookingRoom[] } | null>(null);
  const [slot, setSlot] = useState<BookingSlot | null>(null);
  const [room, setRoom] = useState<number | null>(null);
  const [description, setDescription] = useState(restore.current?.description ?? '');
  const [busy, setBusy] = useState(false);
  const roomsRef = useRef<HTMLHeadingElement>(null);
  const timesRef = useRef<HTMLHeadingElement>(null);
  const { fail, ok } = report;
  const name = nameOf(partner, lang);

  const load = useCallback(async () => {
    try {
      setData(await slots(partner.id));
    } catch (err) {
      fail(err);
    }
  }, [partner.id, fail]);
  useEffect(() => void load(), [load]);

  // the restored draft's slot and room, if they are still free
  useEffect(() => {
    const d = restore.current;
    if (!data || !d) return;
    restore.current = null;
    const again = data.days.flatMap((day) => day.slots).find((s) => s.time_id === d.time_id && stateOf(s) === 'free');
    restored.current = again !== undefined;
    if (!again) return;
    setSlot(again);
    setRoom(d.room_id !== null && again.free_rooms.includes(d.room_id) ? d.room_id : null);
  }, [data]);
  // what is filled in is kept as it is typed (the session may end before it is sent)
  useEffect(() => {
    if (restore.current) return;
    if (slot || description.trim()) saveDraft({ partner, time_id: slot?.time_id ?? null, room_id: room, description });
    else clearDraft();
  }, [partner, slot, room, description]);

  const pick = (s: BookingSlot) => {
    setSlot(s);
    setRoom(null);
  };
  // a chosen slot moves on to its rooms
  useEffect(() => {
    if (slot && !restored.current) roomsRef.current?.focus();
    restored.current = false;
  }, [slot]);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!slot || room === null) return;
    setBusy(true);
    try {
      const res = await requestMeeting({ receiver_id: partner.id, time_id: slot.time_id, room_id: room, meeting_description: description });
      ok(res.message);
      clearDraft();
      setDescription('');
      setSlot(null);
      await onBooked();
    } catch (err) {
      fail(err);
      // someone took the slot, the person or the last table meanwhile: choose again from fresh slots
      if (err instanceof ApiRequestError && err.status === 409) setSlot(null);
    } finally {
      setBusy(false);
    }
    await load();
    timesRef.current?.focus();
  };

  const freeRooms = slot && data ? data.rooms.filter((r) => slot.free_rooms.includes(r.id)) : [];

  return (
    <form className="mtg-book" onSubmit={send}>
      <div className="mtg-book__with">
        <span className="mtg-book__label">{t('meetings.booking.bookWith')}</span>
        <strong lang={name.lang}>{name.text}</strong>
        <span className="badge">{t(`meetings.booking.type.${partner.user_type}`)}</span>
        <button type="button" className="mtg-link" onClick={onChoose}>
          {t('meetings.booking.change')}
        </button>
      </div>

      <h3 className="mtg-step" ref={timesRef} tabIndex={-1}>
        {t('meetings.booking.slots')}
      </h3>
      <p className="mtg-tz">{t('meetings.booking.tz')}</p>
      {!data && <p className="mtg-total">{t('meetings.booking.loading')}</p>}
      {data && data.days.length === 0 && <p className="empty">{t('meetings.booking.noSlots')}</p>}
      {data?.days.map((day) => (
        <div className="mtg-day" key={day.date} role="group" aria-labelledby={`mtg-day-${day.date}`}>
          <h4 className="mtg-day__date" id={`mtg-day-${day.date}`}>
            {formatDate(ubInstant(day.date), lang)}
          </h4>
          <ul className="mtg-slots">
            {day.slots.map((s) => {
              const state = stateOf(s);
              return (
                <li key={s.time_id}>
                  <button
                    type="button"
                    className={`mtg-slot mtg-slot--${state}`}
                    aria-pressed={slot?.time_id === s.time_id}
                    disabled={state !== 'free'}
                    onClick={() => pick(s)}
                  >
                    <span className="mtg-slot__time">
                      {hm(s.start_time)}–{hm(s.end_time)}
                    </span>
                    <span className="mtg-slot__state">{t(`meetings.booking.slot.${state}`)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}

      {slot && (
        <>
          <h3 className="mtg-step" ref={roomsRef} tabIndex={-1}>
            {t('meetings.booking.rooms')} · {hm(slot.start_time)}–{hm(slot.end_time)}
          </h3>
          <div className="mtg-rooms" role="radiogroup" aria-label={t('meetings.booking.rooms')}>
            {freeRooms.map((r) => (
              <label key={r.id} className="mtg-room">
                <input type="radio" name="mtg-room" value={r.id} checked={room === r.id} onChange={() => setRoom(r.id)} />
                {r.room_pic ? <img src={r.room_pic} alt="" width={120} height={80} loading="lazy" /> : <span className="mtg-room__nopic" />}
                <span className="mtg-room__name">{t('meetings.booking.room', { n: r.room_number })}</span>
                <span className="mtg-room__cap">{t('meetings.booking.capacity', { n: r.capacity })}</span>
              </label>
            ))}
          </div>
          <div className="field mtg-book__desc">
            <label htmlFor="mtg-description">{t('meetings.booking.description')}</label>
            <textarea
              id="mtg-description"
              className="textarea"
              maxLength={p.maxDescription}
              rows={3}
              value={description}
              aria-describedby="mtg-description-hint mtg-description-count"
              onChange={(e) => setDescription(e.target.value)}
            />
            <p className="hint mtg-book__hint">
              <span id="mtg-description-hint">{t('meetings.booking.descriptionHint')}</span>
              <span id="mtg-description-count">{t('meetings.booking.counter', { n: description.length, max: p.maxDescription })}</span>
            </p>
          </div>
          <button type="submit" className="button" disabled={busy || room === null}>
            {t('meetings.booking.send')}
          </button>
        </>
      )}
    </form>
  );
}
