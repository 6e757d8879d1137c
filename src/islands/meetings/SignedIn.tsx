import { useCallback, useEffect, useRef, useState } from 'react';
import { useTabs } from '@ui/useTabs';
import { ApiRequestError } from '@client/api-client';
import type { BookingAction, MeetingAccount, MyMeeting, Participant } from '@shared/meeting-booking';
import { Book } from './Book';
import { clearDraft, localise, messageOf, myMeetings, nameOf, readDraft, signOut, updateMeeting } from './calls';
import { Agenda, Past, Requests } from './Lists';
import { Profile } from './Profile';
import { Notice, type Note, type Report } from './Notice';
import { Participants } from './Participants';
import { textsT } from '@i18n/island';
import type { MeetingsProps } from './props';

const TABS = ['participants', 'book', 'requests', 'agenda', 'past', 'profile'] as const;
type Tab = (typeof TABS)[number];

/** The signed-in page: who is signed in, then six tabs (keyboard: arrows, Home, End). */
export default function SignedIn({
  p,
  account,
  onSignedOut,
}: {
  p: MeetingsProps;
  account: MeetingAccount;
  onSignedOut: (message: string | null, expired?: boolean) => void;
}) {
  const t = textsT(p.texts);
  // a request left unfinished when the session ended comes back on the booking tab
  const [draft] = useState(readDraft);
  const [tab, setTab] = useState<Tab>(draft ? 'book' : 'participants');
  const [partner, setPartner] = useState<Participant | null>(draft?.partner ?? null);
  const [meetings, setMeetings] = useState<MyMeeting[] | null>(null);
  const [note, setNote] = useState<Note>(draft ? { kind: 'ok', text: t('meetings.booking.draftRestored') } : null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusPanel, setFocusPanel] = useState(0);
  const name = nameOf(account, p.lang);

  const report: Report = {
    ok: useCallback((message: string) => setNote({ kind: 'ok', text: localise(message, p.messages) }), [p.messages]),
    fail: useCallback(
      (err: unknown) => {
        // the session ended (8 hours, or signed out elsewhere): back to the sign-in, a request being filled in kept
        if (err instanceof ApiRequestError && err.status === 401)
          onSignedOut(readDraft() ? p.texts['meetings.booking.sessionEnded'] : localise(err.message, p.messages), true);
        else setNote({ kind: 'error', text: messageOf(err, p.texts['meetings.booking.error'], p.messages, p.lang) });
      },
      [onSignedOut, p.messages, p.lang, p.texts],
    ),
  };

  const { fail } = report;
  const reload = useCallback(async () => {
    try {
      setMeetings((await myMeetings()).meetings);
    } catch (err) {
      fail(err);
    }
  }, [fail]);
  useEffect(() => void reload(), [reload]);

  // a moved-to panel's heading takes focus (after a pick, not on every tab change)
  useEffect(() => {
    if (focusPanel) headingRef.current?.focus();
  }, [focusPanel]);

  const show = (next: Tab) => {
    setTab(next);
    setNote(null);
  };
  const { onKeyDown: onTabKey, tabRef } = useTabs(TABS, tab, show);

  const act = async (m: MyMeeting, action: BookingAction) => {
    try {
      report.ok((await updateMeeting(m.id, action)).message);
    } catch (err) {
      report.fail(err);
    }
    await reload();
  };

  const leave = async () => {
    try {
      const { message } = await signOut();
      clearDraft();
      onSignedOut(localise(message, p.messages));
    } catch (err) {
      report.fail(err);
    }
  };

  const pending = meetings?.filter((m) => m.meeting_status === 'pending' && m.direction === 'incoming' && !m.past).length ?? 0;
  const accepted = meetings?.filter((m) => m.meeting_status === 'accepted' && !m.past).length ?? 0;
  const count: Partial<Record<Tab, number>> = { requests: pending, agenda: accepted };

  return (
    <div className="mtg">
      <header className="mtg-who card">
        <div className="mtg-who__id">
          <p className="mtg-who__name" lang={name.lang}>
            {name.text}
          </p>
          <p className="mtg-who__meta">
            <span className="badge badge--copper">{t(`meetings.booking.type.${account.user_type}`)}</span>
            <span className="mtg-who__email">{account.email}</span>
          </p>
        </div>
        {/* issue 26 §5: their own accepted meetings as a printable PDF, in the page's language */}
        <a
          className="button button--ghost button--sm mtg-who__pdf"
          href={`/api/yp/get/my-meeting-schedule?lang=${p.lang}`}
          download
          data-testid="my-schedule-pdf"
        >
          {t('meetings.booking.downloadSchedule')}
        </a>
        <button type="button" className="button button--ghost button--sm" onClick={() => void leave()}>
          {t('meetings.booking.signOut')}
        </button>
      </header>

      <div className="tabs mtg-tabs" role="tablist" aria-label={t('meetings.booking.sections')} onKeyDown={onTabKey}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={tabRef(id)}
            type="button"
            role="tab"
            id={`mtg-tab-${id}`}
            className="tab"
            aria-selected={tab === id}
            aria-controls="mtg-panel"
            tabIndex={tab === id ? 0 : -1}
            onClick={() => show(id)}
          >
            {t(`meetings.booking.tab.${id}`)}
            {count[id] ? <span className="mtg-count">{count[id]}</span> : null}
          </button>
        ))}
      </div>
      <Notice note={note} />
      <section className="mtg-panel" id="mtg-panel" role="tabpanel" aria-labelledby={`mtg-tab-${tab}`}>
        <h2 className="visually-hidden" ref={headingRef} tabIndex={-1}>
          {t(`meetings.booking.tab.${tab}`)}
        </h2>
        {tab === 'participants' && (
          <Participants
            p={p}
            report={report}
            onPick={(who) => {
              setPartner(who);
              show('book');
              setFocusPanel((n) => n + 1);
            }}
          />
        )}
        {tab === 'book' && (
          <Book
            p={p}
            partner={partner}
            draft={draft}
            report={report}
            onBooked={reload}
            onChoose={() => {
              show('participants');
              setFocusPanel((n) => n + 1);
            }}
          />
        )}
        {tab === 'requests' && <Requests p={p} meetings={meetings} act={act} />}
        {tab === 'agenda' && <Agenda p={p} meetings={meetings} act={act} />}
        {tab === 'past' && <Past p={p} meetings={meetings} />}
        {tab === 'profile' && <Profile p={p} report={report} />}
      </section>
    </div>
  );
}
