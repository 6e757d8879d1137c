import type { APIRoute, GetStaticPaths } from 'astro';
import type { Lang } from '@i18n';
import { productName } from '@site-data/chrome-data';
import { bothLanguages, href, paths } from '@lib/routes';
import { EDITION_2025 } from '@shared/event';
import { calendarFileName, editionCalendar } from '@shared/event-calendar';
import { ubInstant } from '@shared/dates';

/** `/mw/mining-week-2025.ics` (and `/en/...`): the whole 2025 edition as a calendar, made at build time. */
export const getStaticPaths = (() => bothLanguages()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) => {
  const lang = (props as { lang: Lang }).lang;
  const url = new URL(href(lang, paths.event()), site ?? 'http://localhost:4321').href;
  // stamped with the edition's first opening: the file changes only when the code does
  const body = editionCalendar(EDITION_2025, {
    product: productName(),
    lang,
    url,
    stamp: Date.parse(ubInstant(EDITION_2025.starts, EDITION_2025.opens)),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendarFileName(EDITION_2025)}"`,
    },
  });
};
