import type { Db } from '@db/client';
import { agendaDays } from '@api/mw/event/program/agenda-queries';
import { listProgramme, type ProgrammeSession, type Speaker as ProgrammeSpeaker } from '@api/mw/event/program/session-queries';
import { EVENT_ID, EVENT_LANGUAGE_ID } from '@shared/event';
import { embedOf, type Embed } from '@shared/embed';
import { formatDate, ubInstant } from '@shared/dates';
import { fold } from '@shared/transliterate';
import { buildOnce } from '@platform/content-db';
import { LANGS, type Lang } from '@i18n';
import { langParam } from '@lib/routes';
import { withCacheKeys } from '@site-data/page-cache';

/**
 * The programme as data for the public pages (issue 27): the timetable (`/mw/agenda`), a session's
 * page and a speaker's page, in the page's language, read once per build through the API's own
 * queries (listProgramme, agendaDays). Each page's props hold all it shows, so its cache key
 * changes exactly when a session, a speaker or the chrome it shows changes.
 */

/** A text in the page's language, else in the other one (a session may be written in one language only). */
export const inLang = (lang: Lang, mn: string | null | undefined, en: string | null | undefined): string =>
  (lang === 'en' ? en || mn : mn || en) ?? '';

export interface SpeakerRef {
  id: number;
  name: string;
  position: string;
}
export interface TimetableSession {
  id: number;
  day: number;
  starts: string;
  ends: string;
  /** UTC instants (ISO, +08:00) of start and end, for "now" and the calendar. */
  startsAt: string;
  endsAt: string;
  hallId: number | null;
  hall: string;
  track: string;
  title: string;
  description: string;
  speakers: SpeakerRef[];
  slides: Embed | null;
  video: Embed | null;
  /** When the session was last changed (ISO): its calendar file's DTSTAMP, so a rebuild leaves an unchanged file as it was. */
  updatedAt: string;
}
export interface TimetableDay {
  id: number;
  label: string;
  /** ISO date and the date as the page writes it. */
  iso: string;
  date: string;
  sessions: TimetableSession[];
  /** The spec's agenda images, shown for a day without session data. */
  images: { id: number; agenda_image: string }[];
}
export interface Hall {
  id: number;
  name: string;
}

const programme = (db: Db) => buildOnce(`event-programme:${EVENT_ID}`, () => listProgramme(db, EVENT_ID));
const days = (db: Db, lang: Lang) => buildOnce(`event-agenda-days:${lang}`, () => agendaDays(db, EVENT_ID, EVENT_LANGUAGE_ID[lang]));

const speakerRef = (lang: Lang, s: ProgrammeSpeaker): SpeakerRef => ({
  id: s.id,
  name: inLang(lang, s.name_mn, s.name_en),
  position: inLang(lang, s.position_mn, s.position_en),
});

function sessionOf(lang: Lang, s: ProgrammeSession, date: string, speakers: Map<number, ProgrammeSpeaker>): TimetableSession {
  return {
    id: s.id,
    day: s.event_date_id,
    starts: s.starts_at,
    ends: s.ends_at,
    startsAt: ubInstant(date, s.starts_at),
    endsAt: ubInstant(date, s.ends_at),
    hallId: s.hall_id,
    hall: s.hall_id === null ? '' : inLang(lang, s.hall_name, s.hall_name_en),
    track: inLang(lang, s.track_mn, s.track_en),
    title: inLang(lang, s.title_mn, s.title_en),
    description: inLang(lang, s.description_mn, s.description_en),
    speakers: s.speaker_ids.flatMap((id) => (speakers.has(id) ? [speakerRef(lang, speakers.get(id)!)] : [])),
    slides: s.slides_url ? embedOf(s.slides_url) : null,
    video: s.video_url ? embedOf(s.video_url) : null,
    updatedAt: s.updated_at,
  };
}

/** The edition's programme in one language: its days (with sessions or agenda images), halls in order, tracks, speakers. */
export async function timetableOf(db: Db, lang: Lang) {
  const [{ sessions, speakers }, agenda] = await Promise.all([programme(db), days(db, lang)]);
  const byId = new Map(speakers.map((s) => [s.id, s]));
  const dayList: TimetableDay[] = agenda.map((d) => ({
    id: d.event_date_id,
    label: d.day,
    iso: d.event_date,
    date: formatDate(ubInstant(d.event_date), lang),
    images: d.agenda_items,
    sessions: sessions.filter((s) => s.event_date_id === d.event_date_id).map((s) => sessionOf(lang, s, d.event_date, byId)),
  }));
  const halls = new Map<number, Hall>();
  for (const s of dayList.flatMap((d) => d.sessions))
    if (s.hallId !== null && !halls.has(s.hallId)) halls.set(s.hallId, { id: s.hallId, name: s.hall });
  const tracks = [...new Set(dayList.flatMap((d) => d.sessions.map((s) => s.track)).filter(Boolean))];
  return {
    days: dayList,
    halls: [...halls.values()].sort((a, b) => a.id - b.id),
    tracks,
    speakers,
  };
}

/** What the timetable's search matches: title, track, hall, speakers' names and description, folded (Cyrillic and Latin meet). */
export const searchText = (s: TimetableSession) =>
  fold([s.title, s.track, s.hall, ...s.speakers.map((p) => p.name), s.description].join(' '));

/** `/mw/agenda` in both languages: the timetable, and the agenda images of days without sessions. */
export async function timetablePaths(db: Db) {
  const entries = await Promise.all(
    LANGS.map(async (lang) => {
      const { days, halls, tracks } = await timetableOf(db, lang);
      return { params: { lang: langParam(lang) }, props: { lang, days, halls, tracks } };
    }),
  );
  return withCacheKeys(db, entries);
}

/** `/mw/session/{id}`: every session in both languages, with its day and its speakers in full. */
export async function sessionPaths(db: Db) {
  const entries = await Promise.all(
    LANGS.map(async (lang) => {
      const { days, speakers } = await timetableOf(db, lang);
      return days.flatMap((day) =>
        day.sessions.map((session) => ({
          params: { lang: langParam(lang), id: String(session.id) },
          props: {
            lang,
            day: { id: day.id, label: day.label, date: day.date, iso: day.iso },
            session,
            speakers: session.speakers.map((ref) =>
              speakerPage(
                lang,
                speakers.find((s) => s.id === ref.id)!,
              ),
            ),
          },
        })),
      );
    }),
  );
  return withCacheKeys(db, entries.flat());
}

export interface SpeakerPage extends SpeakerRef {
  organisation: string;
  bio: string;
  image: string;
}
const speakerPage = (lang: Lang, s: ProgrammeSpeaker): SpeakerPage => ({
  ...speakerRef(lang, s),
  organisation: inLang(lang, s.organisation_mn, s.organisation_en),
  bio: inLang(lang, s.bio_mn, s.bio_en),
  image: s.profile_img,
});

/** `/mw/speaker/{id}`: every presenter of the edition in both languages, with their sessions. */
export async function speakerPaths(db: Db) {
  const entries = await Promise.all(
    LANGS.map(async (lang) => {
      const { days, speakers } = await timetableOf(db, lang);
      return speakers.map((s) => ({
        params: { lang: langParam(lang), id: String(s.id) },
        props: {
          lang,
          speaker: speakerPage(lang, s),
          sessions: days.flatMap((day) =>
            day.sessions
              .filter((x) => x.speakers.some((p) => p.id === s.id))
              .map((x) => ({
                id: x.id,
                title: x.title,
                day: day.label,
                date: day.date,
                starts: x.starts,
                ends: x.ends,
                hall: x.hall,
                track: x.track,
              })),
          ),
        },
      }));
    }),
  );
  return withCacheKeys(db, entries.flat());
}
