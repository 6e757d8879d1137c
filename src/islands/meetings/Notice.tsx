/** ok: done; warn: something to do (sign in again); error: it failed. */
export type Note = { kind: 'ok' | 'warn' | 'error'; text: string } | null;

/** What the panels share: report a result or a failure in the page's one live region. */
export interface Report {
  ok: (message: string) => void;
  fail: (err: unknown) => void;
}

/**
 * The live region of a view: always in the page (a region added with its text is not announced).
 * `reserve` keeps a message's height when empty (the sign-in card keeps its size).
 */
export function Notice({ note, reserve = false }: { note: Note; reserve?: boolean }) {
  return (
    <div className={`mtg-notice${reserve ? ' mtg-notice--reserve' : ''}`} role="status" aria-live="polite" aria-atomic="true">
      {note && (
        <p className={`mtg-notice__text mtg-notice__text--${note.kind}`} data-testid="meetings-message">
          {note.text}
        </p>
      )}
    </div>
  );
}
