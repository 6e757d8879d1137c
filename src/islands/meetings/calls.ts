import { api, ApiRequestError, type ApiBody } from '@client/api-client';
import type { BookingAction, MeetingAccount, MeetingProfileInput, Participant } from '@shared/meeting-booking';
import type { Lang } from '@shared/lang';
import { waitMessageOf } from '@i18n/errors-text';

/** Every call of the meetings page (the contract: src/shared/meeting-booking.ts), through the shared client. */

export const sendCode = (email: string, lang: Lang) => api.post('/auth/login', { email, lang }, 'yp');
export const signIn = (email: string, code: string, lang: Lang) => api.post('/auth/login', { email, code, lang }, 'yp');
/** Who is signed in (null for nobody): 200 either way, so a signed-out visit logs no error. */
export const currentUser = () => api.get('/get/meeting-session', undefined, 'yp');
export const signOut = () => api.post('/auth/logout', undefined, 'yp');
export const participants = (q: { term: string; type: string; page: number; limit: number; lang: Lang }) =>
  api.get('/get/meeting-participants', q, 'yp');
export const slots = (withId: number) => api.get('/get/meeting-slots', { with: withId }, 'yp');
export const myMeetings = () => api.get('/get/my-meetings', undefined, 'yp');
export const requestMeeting = (body: ApiBody<'/insert/meeting', 'yp'>) => api.create('/insert/meeting', body, 'yp');
export const updateMeeting = (id: number, action: BookingAction) => api.post('/update/meeting', { id, action }, 'yp');
export const myProfile = () => api.get('/get/meeting-profile', undefined, 'yp');
export const saveProfile = (body: MeetingProfileInput) => api.post('/update/meeting-profile', body, 'yp');
export const findCompanies = (term: string) => api.get('/get/meeting-companies', { term }, 'yp');

/**
 * A request being filled in (issue 26 §10): kept in the tab's sessionStorage as it is typed, so a
 * session that ends meanwhile does not lose it; signing in again brings it back. Gone once sent or
 * on signing out.
 */
export interface Draft {
  partner: Participant;
  time_id: number | null;
  room_id: number | null;
  description: string;
}
const DRAFT_KEY = 'mtg-draft';
export function readDraft(): Draft | null {
  try {
    const d = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    return d && typeof d.partner?.id === 'number' ? d : null;
  } catch {
    return null;
  }
}
export function saveDraft(d: Draft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(d));
  } catch {
    // storage refused (private mode, full): the draft only lives in the page
  }
}
export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing kept
  }
}

/** A person's name in the page's language (the English name may be missing: then the Mongolian one, marked). */
export function nameOf(p: Pick<Participant | MeetingAccount, 'name' | 'name_en'>, lang: Lang): { text: string; lang?: 'mn' } {
  if (lang === 'en' && !p.name_en.trim()) return { text: p.name, lang: 'mn' };
  return { text: lang === 'en' ? p.name_en : p.name };
}

/** An answer's message in the page's language. */
export const localise = (message: string, messages: Record<string, string>) => messages[message] ?? message;

/** What to tell the user about a failed call, in the page's language (`error` when nothing more is known). */
export function messageOf(err: unknown, error: string, messages: Record<string, string>, lang: Lang): string {
  if (!(err instanceof ApiRequestError)) return error;
  const wait = waitMessageOf(err, lang);
  if (wait) return wait;
  if (err.status >= 500) return error;
  return localise(err.message, messages);
}

/** `HH:MM` of a stored `HH:MM:SS` time (`hhmm` of src/shared/meetings.ts, which loads zod). */
export const hm = (time: string) => time.slice(0, 5);
