import { EDITION_2025 } from '@shared/event';
import { productName } from '@site-data/chrome-data';
import { href, paths } from '@lib/routes';
import type { Lang } from '@i18n';
import type { SpeakerRef, TimetableDay, TimetableSession } from './timetable-data';

/**
 * schema.org for the programme (issue 27 §3): the edition's `Event` on the timetable lists every
 * session as a `subEvent`; a session's page is an `Event` of its own with the hall as location,
 * the speakers as `performer` and the edition as `superEvent`.
 */
const abs = (lang: Lang, site: URL, path: string) => new URL(href(lang, path), site).href;

/** A session as a sub-event: what identifies it (the timetable lists up to a few hundred). */
function sessionEvent(lang: Lang, site: URL, s: TimetableSession) {
  const venue = EDITION_2025.venue[lang];
  return {
    '@type': 'Event',
    name: s.title,
    startDate: s.startsAt,
    endDate: s.endsAt,
    url: abs(lang, site, paths.eventSession(s.id)),
    location: { '@type': 'Place', name: s.hall ? `${s.hall}, ${venue}` : venue },
  };
}

const person = (lang: Lang, site: URL, p: SpeakerRef) => ({
  '@type': 'Person',
  name: p.name,
  jobTitle: p.position || undefined,
  url: abs(lang, site, paths.eventSpeaker(p.id)),
});

/** The timetable's additions to the edition's Event. */
export const programmeLd = (lang: Lang, site: URL, days: TimetableDay[]) => {
  const subEvent = days.flatMap((d) => d.sessions.map((s) => sessionEvent(lang, site, s)));
  return subEvent.length ? { subEvent } : {};
};

/** A session's page: its Event, within the edition. */
export const sessionLd = (lang: Lang, site: URL, s: TimetableSession): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  ...sessionEvent(lang, site, s),
  location: {
    '@type': 'Place',
    name: sessionEvent(lang, site, s).location.name,
    address: { '@type': 'PostalAddress', addressLocality: 'Ulaanbaatar', addressCountry: 'MN' },
  },
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  eventStatus: 'https://schema.org/EventScheduled',
  description: s.description || undefined,
  inLanguage: lang,
  ...(s.speakers.length ? { performer: s.speakers.map((p) => person(lang, site, p)) } : {}),
  superEvent: { '@type': 'Event', name: `${productName()} ${EDITION_2025.year}`, url: abs(lang, site, paths.event()) },
});
