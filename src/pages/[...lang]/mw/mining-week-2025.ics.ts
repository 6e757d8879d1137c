import type { APIRoute, GetStaticPaths } from 'astro';
import type { Lang } from '@i18n';
import { productName } from '@site-data/chrome-data';
import { bothLanguages, href, paths } from '@lib/routes';
import { EDITION_2025 } from '@shared/event';
import { calendarFileName, editionCalendar } from '@shared/event-calendar';

/** `/mw/mining-week-2025.ics` (and `/en/...`): the whole 2025 edition as a calendar, made at build time. */
export const getStaticPaths = (() => bothLanguages()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) => {
  const lang = (props as { lang: Lang }).lang;
  const url = new URL(href(lang, paths.event()), site ?? 'http://localhost:4321').href;
  const body = editionCalendar(EDITION_2025, { product: productName(), lang, url });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendarFileName(EDITION_2025)}"`,
    },
  });
};
