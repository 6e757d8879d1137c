import { useState, type ReactNode } from 'react';
import { formatDate, formatDateTime, ubInstant } from '@shared/dates';
import type { BookingAction, MeetingHistoryEntry, MyMeeting } from '@shared/meeting-booking';
import { hm, nameOf } from './calls';
import { textsT } from '@i18n/island';
import type { MeetingsProps } from './props';

type Act = (m: MyMeeting, action: BookingAction) => Promise<void>;
interface ListProps {
  p: MeetingsProps;
  /** null while loading. */
  meetings: MyMeeting[] | null;
  act: Act;
}

const byTime = (a: MyMeeting, b: MyMeeting) => `${a.meeting_date}${a.start_time}`.localeCompare(`${b.meeting_date}${b.start_time}`);
const dayOf = (m: MyMeeting) => m.meeting_date.slice(0, 10);
/** Its slot has started (by this device's clock): the server refuses any change now, so no buttons are offered. */
const started = (m: MyMeeting) => Date.parse(ubInstant(dayOf(m), m.start_time)) <= Date.now();

/** One meeting: when, with whom, where, what about; its buttons below. */
function MeetingCard({ p, m, day = true, children }: { p: MeetingsProps; m: MyMeeting; day?: boolean; children: ReactNode }) {
  const { lang } = p;
  const t = textsT(p.texts);
  const name = nameOf(m.other, lang);
  return (
    <li className="mtg-meeting card" data-testid="meeting" data-meeting={m.id}>
      <div className="mtg-meeting__when">
        <span className="mtg-meeting__time">
          {hm(m.start_time)}–{hm(m.end_time)}
        </span>
        {day && <span className="mtg-meeting__date">{formatDate(ubInstant(dayOf(m)), lang)}</span>}
      </div>
      <div className="mtg-meeting__body">
        <p className="mtg-meeting__who">
          <strong lang={name.lang}>{name.text}</strong> <span className="badge">{t(`meetings.booking.type.${m.other.user_type}`)}</span>
        </p>
        <p className="mtg-meeting__where">
          {t('meetings.booking.room', { n: m.room_number })}
          {m.meeting_status !== 'cancelled' && <> · {t('meetings.booking.table', { n: m.table })}</>} ·{' '}
          {t('meetings.booking.number', { n: m.meeting_number })}
        </p>
        {m.meeting_description && <p className="mtg-meeting__desc">{m.meeting_description}</p>}
        <div className="mtg-meeting__actions">{children}</div>
      </div>
      {m.room_pic && <img className="mtg-meeting__pic" src={m.room_pic} alt="" width={96} height={64} loading="lazy" />}
    </li>
  );
}

/** A cancel button that asks first, in place (keyboard and screen-reader friendly, unlike confirm()). */
function CancelButton({ p, m, act }: { p: MeetingsProps; m: MyMeeting; act: Act }) {
  const t = textsT(p.texts);
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="button button--ghost button--sm" onClick={() => setAsking(true)}>
        {t('meetings.booking.cancel')}
      </button>
    );
  return (
    <div className="mtg-confirm" role="group" aria-label={t('meetings.booking.confirmCancel')}>
      <p>{t('meetings.booking.confirmCancel')}</p>
      <button type="button" className="button button--sm mtg-danger" autoFocus onClick={() => void act(m, 'cancel')}>
        {t('meetings.booking.confirmYes')}
      </button>
      <button type="button" className="button button--ghost button--sm" onClick={() => setAsking(false)}>
        {t('meetings.booking.confirmNo')}
      </button>
    </div>
  );
}

/** In place of the buttons of a meeting under way. */
function StartedMark({ p }: { p: MeetingsProps }) {
  return <span className="badge">{textsT(p.texts)('meetings.booking.slot.started')}</span>;
}

function Section({
  title,
  empty,
  items,
  children,
}: {
  title: string;
  empty: string;
  items: MyMeeting[];
  children: (m: MyMeeting) => ReactNode;
}) {
  return (
    <section className="mtg-list">
      <h3 className="mtg-step">{title}</h3>
      {items.length === 0 ? <p className="empty mtg-empty">{empty}</p> : <ul className="mtg-meetings">{items.map(children)}</ul>}
    </section>
  );
}

/** Pending requests: to me (accept, decline) and from me (cancel). */
export function Requests({ p, meetings, act }: ListProps) {
  const t = textsT(p.texts);
  if (!meetings) return <p className="mtg-total">{t('meetings.booking.loading')}</p>;
  const pending = meetings.filter((m) => m.meeting_status === 'pending' && !m.past).sort(byTime);
  return (
    <div className="mtg-lists">
      <p className="mtg-tz">{t('meetings.booking.tz')}</p>
      <Section
        title={t('meetings.booking.incoming')}
        empty={t('meetings.booking.noIncoming')}
        items={pending.filter((m) => m.direction === 'incoming')}
      >
        {(m) => (
          <MeetingCard key={m.id} p={p} m={m}>
            {started(m) ? (
              <StartedMark p={p} />
            ) : (
              <>
                <button type="button" className="button button--sm" onClick={() => void act(m, 'accept')}>
                  {t('meetings.booking.accept')}
                </button>
                <button type="button" className="button button--ghost button--sm" onClick={() => void act(m, 'decline')}>
                  {t('meetings.booking.decline')}
                </button>
              </>
            )}
          </MeetingCard>
        )}
      </Section>
      <Section
        title={t('meetings.booking.outgoing')}
        empty={t('meetings.booking.noOutgoing')}
        items={pending.filter((m) => m.direction === 'outgoing')}
      >
        {(m) => (
          <MeetingCard key={m.id} p={p} m={m}>
            {started(m) ? <StartedMark p={p} /> : <CancelButton p={p} m={m} act={act} />}
          </MeetingCard>
        )}
      </Section>
    </div>
  );
}

/** Accepted meetings by day and time. */
export function Agenda({ p, meetings, act }: ListProps) {
  const { lang } = p;
  const t = textsT(p.texts);
  if (!meetings) return <p className="mtg-total">{t('meetings.booking.loading')}</p>;
  const accepted = meetings.filter((m) => m.meeting_status === 'accepted' && !m.past).sort(byTime);
  if (accepted.length === 0) return <p className="empty mtg-empty">{t('meetings.booking.noAgenda')}</p>;
  const days = [...new Set(accepted.map(dayOf))];
  return (
    <div className="mtg-lists">
      <p className="mtg-tz">{t('meetings.booking.tz')}</p>
      {days.map((day) => (
        <Section key={day} title={formatDate(ubInstant(day), lang)} empty="" items={accepted.filter((m) => dayOf(m) === day)}>
          {(m) => (
            // the day is the section's heading
            <MeetingCard key={m.id} p={p} m={m} day={false}>
              {started(m) ? <StartedMark p={p} /> : <CancelButton p={p} m={m} act={act} />}
            </MeetingCard>
          )}
        </Section>
      ))}
    </div>
  );
}

/** Who did a history entry, as the reader sees it: "you", the other person, the organisers, the system. */
function whoOf(p: MeetingsProps, m: MyMeeting, e: MeetingHistoryEntry): string {
  const t = textsT(p.texts);
  if (e.actor === 'organiser') return t('meetings.booking.history.organiser');
  if (e.actor === 'system') return t('meetings.booking.history.system');
  const mine = (e.actor === 'sender') === (m.direction === 'outgoing');
  return mine ? t('meetings.booking.history.you') : nameOf(m.other, p.lang).text;
}

/** A closed or past meeting's state in a word. */
const closedKey = (m: MyMeeting) => (m.meeting_status === 'cancelled' ? (m.closed_reason ?? 'cancelled') : 'past');

/** Declined, cancelled, expired and past meetings, latest first, each with who did what and when (issue 26 §9). */
export function Past({ p, meetings }: { p: MeetingsProps; meetings: MyMeeting[] | null }) {
  const t = textsT(p.texts);
  if (!meetings) return <p className="mtg-total">{t('meetings.booking.loading')}</p>;
  const closed = meetings.filter((m) => m.meeting_status === 'cancelled' || m.past).sort((a, b) => byTime(b, a));
  if (closed.length === 0) return <p className="empty mtg-empty">{t('meetings.booking.noPast')}</p>;
  return (
    <div className="mtg-lists">
      <p className="mtg-tz">{t('meetings.booking.tz')}</p>
      <ul className="mtg-meetings">
        {closed.map((m) => (
          <MeetingCard key={m.id} p={p} m={m}>
            <span className={`badge mtg-closed mtg-closed--${closedKey(m)}`}>{t(`meetings.booking.closed.${closedKey(m)}`)}</span>
            {m.history && m.history.length > 0 && (
              <ol className="mtg-history" aria-label={t('meetings.booking.history.title')}>
                {m.history.map((e, i) => (
                  <li key={i}>
                    {t(`meetings.booking.history.${e.action}`, { who: whoOf(p, m, e), when: formatDateTime(e.created_at, p.lang) })}
                  </li>
                ))}
              </ol>
            )}
          </MeetingCard>
        ))}
      </ul>
    </div>
  );
}
