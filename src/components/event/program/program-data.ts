import type { Db } from '@db/client';
import { agendaDays } from '@api/mw/event/program/agenda-queries';
import { listPresenters } from '@api/mw/event/program/presenter-queries';
import { editionPresentations, listHalls } from '@api/mw/event/program/presentation-queries';
import { EVENT_ID, EVENT_LANGUAGE_ID } from '@shared/event';
import { embedOf, type Embed } from '@shared/embed';
import { formatDate, ubInstant } from '@shared/dates';
import { LANGS, t, type Lang } from '@i18n';
import { langParam } from '@lib/routes';
import { withCacheKeys } from '@site-data/page-cache';

/**
 * What the programme pages print, read at build time through the API's own queries. Every day and
 * hall is in the page's props, so the pages switch between them without a request and their cache
 * keys change exactly when what they show changes.
 */
export interface Day {
  id: number;
  label: string;
  date?: string;
}
export interface ProgramTalk {
  id: number;
  title: string;
  embed: Embed | null;
}
export interface HallProgram {
  id: number;
  name: string;
  /** Talks by day id. */
  talks: Record<number, ProgramTalk[]>;
}
export interface Speaker {
  id: number;
  name: string;
  position: string;
  image: string;
}

const dayDate = (iso: string, lang: Lang) => formatDate(ubInstant(iso), lang);

/** `/mw/agenda` in both languages: the days of the 2025 edition with their images in that language. */
export async function agendaPaths(db: Db) {
  const entries = await Promise.all(
    LANGS.map(async (lang) => {
      const days = await agendaDays(db, EVENT_ID, EVENT_LANGUAGE_ID[lang]);
      return {
        params: { lang: langParam(lang) },
        props: {
          lang,
          days: days.map((d) => ({ id: d.event_date_id, label: d.day, date: dayDate(d.event_date, lang), images: d.agenda_items })),
        },
      };
    }),
  );
  return withCacheKeys(db, entries);
}

/** The halls of an edition with their talks by day, in the page's language. */
async function hallsOf(db: Db, eventId: number, lang: Lang): Promise<HallProgram[]> {
  const [halls, talks] = await Promise.all([listHalls(db, eventId), editionPresentations(db, eventId)]);
  return halls.map((h) => {
    const byDay: Record<number, ProgramTalk[]> = {};
    for (const p of talks.filter((p) => p.hall_id === h.id))
      (byDay[p.event_date_id] ??= []).push({
        id: p.id,
        title: (lang === 'en' && p.present_name_en) || p.present_name,
        embed: embedOf(p.present_url),
      });
    return { id: h.id, name: (lang === 'en' && h.hall_name_en) || h.hall_name, talks: byDay };
  });
}

/** `/mw/presentation`: the 2025 days, halls, talks and key speakers (by presenter_queue). */
export async function presentationPaths(db: Db) {
  const entries = await Promise.all(
    LANGS.map(async (lang) => {
      const [days, halls, presenters] = await Promise.all([
        agendaDays(db, EVENT_ID, EVENT_LANGUAGE_ID[lang]),
        hallsOf(db, EVENT_ID, lang),
        listPresenters(db, EVENT_ID),
      ]);
      const speakers: Speaker[] = presenters.map((p) => ({
        id: p.id,
        name: lang === 'en' ? p.name_en : p.name_mn,
        position: lang === 'en' ? p.position_en : p.position_mn,
        image: p.profile_img,
      }));
      return {
        params: { lang: langParam(lang) },
        props: {
          lang,
          days: days.map((d): Day => ({ id: d.event_date_id, label: d.day, date: dayDate(d.event_date, lang) })),
          halls,
          speakers,
        },
      };
    }),
  );
  return withCacheKeys(db, entries);
}

/** `/mw/2023/presentation`: the 2023 halls; its days are those its talks name. */
export async function archivePresentationPaths(db: Db, eventId: number) {
  const entries = await Promise.all(
    LANGS.map(async (lang) => {
      const halls = await hallsOf(db, eventId, lang);
      const ids = [...new Set(halls.flatMap((h) => Object.keys(h.talks).map(Number)))].sort((a, b) => a - b);
      const days = ids.map((n): Day => ({ id: n, label: t(lang, 'event.program.dayN', { n }) }));
      return { params: { lang: langParam(lang) }, props: { lang, days, halls } };
    }),
  );
  return withCacheKeys(db, entries);
}
