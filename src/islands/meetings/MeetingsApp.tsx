import { Suspense, useCallback, useEffect, useState } from 'react';
import type { MeetingAccount } from '@shared/meeting-booking';
import { currentUser } from './calls';
import type { Note } from './Notice';
import { SignIn } from './SignIn';
import { lazyStep } from '../assessment/lazy-step';
import type { MeetingsProps } from './props';
import './meetings.css';
import './meetings-book.css';
import './meetings-lists.css';
import './meetings-profile.css';

/** The signed-in page: its code loads once someone is signed in, or ahead as they start signing in (the first view stays small). */
const SignedIn = lazyStep(() => import('./SignedIn'));

/**
 * The meeting user's page (/yp/meetings): the code sign-in, then participants, booking, requests and
 * agenda. The static HTML is the sign-in step, disabled until the session check answers.
 */
export default function MeetingsApp(p: MeetingsProps) {
  // undefined: not known yet (the static HTML, then the session check)
  const [account, setAccount] = useState<MeetingAccount | null | undefined>(undefined);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    currentUser().then(
      (res) => setAccount(res.user),
      () => setAccount(null),
    );
  }, []);

  // signing out says so; a session that ended asks to sign in again (a notice, not a success)
  const signedOut = useCallback((message: string | null, expired = false) => {
    setAccount(null);
    setNote(message ? { kind: expired ? 'warn' : 'ok', text: message } : null);
  }, []);

  if (account)
    return (
      <Suspense fallback={<p className="mtg-total">{p.texts['meetings.booking.loading']}</p>}>
        <SignedIn.Step p={p} account={account} onSignedOut={signedOut} />
      </Suspense>
    );
  return (
    <div onFocus={() => void SignedIn.preload().catch(() => undefined)}>
      <SignIn p={p} ready={account === null} note={note} onSignedIn={setAccount} />
    </div>
  );
}
