import { api, ApiRequestError, type ApiBody } from '@client/api-client';
import type { BookingAction, MeetingAccount, Participant } from '@shared/meeting-booking';
import type { Lang } from '@shared/lang';
import { waitMessageOf } from '@i18n/errors-text';

/** Every call of the meetings page (the contract: src/shared/meeting-booking.ts), through the shared client. */

export const sendCode = (email: string, lang: Lang) => api.post('/auth/login', { email, lang }, 'yp');
export const signIn = (email: string, code: string, lang: Lang) => api.post('/auth/login', { email, code, lang }, 'yp');
export const currentUser = () => api.get('/get/user', undefined, 'yp');
export const signOut = () => api.post('/auth/logout', undefined, 'yp');
export const participants = (q: { term: string; type: string; page: number; limit: number }) =>
  api.get('/get/meeting-participants', q, 'yp');
export const slots = (withId: number) => api.get('/get/meeting-slots', { with: withId }, 'yp');
export const myMeetings = () => api.get('/get/my-meetings', undefined, 'yp');
export const requestMeeting = (body: ApiBody<'/insert/meeting', 'yp'>) => api.create('/insert/meeting', body, 'yp');
export const updateMeeting = (id: number, action: BookingAction) => api.post('/update/meeting', { id, action }, 'yp');

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
