import type { APIRoute, GetStaticPaths } from 'astro';
import type { Lang } from '@i18n';
import { productName } from '@site-data/chrome-data';
import { sessionPaths, type TimetableSession } from '@components/event/program/timetable-data';
import { buildOnce, getContentDb } from '@platform/content-db';
import { href, paths } from '@lib/routes';
import { EDITION_2025 } from '@shared/event';
import { sessionCalendar, sessionCalendarFileName } from '@shared/session-calendar';

/**
 * `/mw/session/{id}/calendar.ics` (and `/en/...`): one session as a calendar file, made at build time.
 * It shows less than the session's page and carries that page's cache key, so it is written again
 * whenever the page is (and an edit elsewhere leaves all of them as they were).
 */
export const getStaticPaths = (async () =>
  (await buildOnce('event-session-paths', async () => sessionPaths(await getContentDb()))).map(({ params, props, cacheKey }) => ({
    params: { ...params },
    props,
    cacheKey,
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) => {
  const { lang, session: s } = props as { lang: Lang; session: TimetableSession };
  const venue = EDITION_2025.venue[lang];
  const body = sessionCalendar({
    id: s.id,
    year: EDITION_2025.year,
    title: s.title,
    description: [s.speakers.map((p) => p.name).join(', '), s.description].filter(Boolean).join('\n\n'),
    location: s.hall ? `${s.hall}, ${venue}` : venue,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    url: new URL(href(lang, paths.eventSession(s.id)), site ?? 'http://localhost:4321').href,
    product: productName(),
    stamp: s.updatedAt,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${sessionCalendarFileName(EDITION_2025.year, s.id)}"`,
    },
  });
};
