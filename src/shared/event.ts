import type { Lang } from './lang';

/**
 * The event site's fixed facts (spec event-and-directory.md §1, §7, §9): the edition the public
 * pages show, the language ids the calls send, and the dates and place of the editions.
 */
export const EVENT_ID = 3;
export const EVENT_LANGUAGE_ID = { mn: 1, en: 2 } as const satisfies Record<Lang, number>;
export const langOfLanguageId = (id: number): Lang => (id === EVENT_LANGUAGE_ID.en ? 'en' : 'mn');

/** Public gallery day ids 1-4 (Mongolian rows) and 5-8 (English rows) name the day folders 1-4. */
export const GALLERY_DAYS = 4;
export const galleryFolderOf = (id: number) => ((id - 1) % GALLERY_DAYS) + 1;

/** One day of an edition and its name, as the agenda and the gallery name it (the `event_dates` rows). */
export interface EditionDay {
  date: string;
  name: { mn: string; en: string };
}

export interface Edition {
  id: number;
  year: number;
  /** Its days, first to last, when they are named (2025: three exhibition days and the mine site visit). */
  days?: EditionDay[];
  /** First and last day, ISO dates in Asia/Ulaanbaatar. */
  starts: string;
  ends: string;
  /** Opening and closing hours of each day, local time. */
  opens: string;
  closes: string;
  city: { mn: string; en: string };
  venue: { mn: string; en: string };
}

/** Where and when in the day both editions are held: the same hall and hours. */
const SHANGRI_LA_DAYS = {
  opens: '09:00',
  closes: '18:00',
  city: { mn: 'Улаанбаатар', en: 'Ulaanbaatar' },
  venue: { mn: 'Шангри-Ла төв, Улаанбаатар', en: 'Shangri-La Centre, Ulaanbaatar' },
} satisfies Partial<Edition>;

/**
 * The 2025 edition's days: the one list the mail, the `.ics` and the site's dates follow; the
 * `event_dates` rows of event 3 (migration 0001) hold the same days (a test compares them).
 */
export const DAYS_2025: EditionDay[] = [
  { date: '2025-09-11', name: { mn: '1-р өдөр', en: 'Day 1' } },
  { date: '2025-09-12', name: { mn: '2-р өдөр', en: 'Day 2' } },
  { date: '2025-09-13', name: { mn: '3-р өдөр', en: 'Day 3' } },
  { date: '2025-09-14', name: { mn: 'Уурхайн аялал', en: 'Mine site visit' } },
];

export const EDITION_2025: Edition = {
  id: EVENT_ID,
  year: 2025,
  days: DAYS_2025,
  starts: DAYS_2025[0].date,
  ends: DAYS_2025[DAYS_2025.length - 1].date,
  ...SHANGRI_LA_DAYS,
};

export const EDITION_2024: Edition = {
  id: 2,
  year: 2024,
  starts: '2024-10-02',
  ends: '2024-10-05',
  ...SHANGRI_LA_DAYS,
};

/** The five fixed statistics of the 2025 home (spec §2); labels are dictionary keys. */
export const EVENT_STATS = [
  { value: '30,000+', key: 'visitors' },
  { value: '20+', key: 'countries' },
  { value: '350+', key: 'exhibitors' },
  { value: '123+', key: 'speakers' },
  { value: '12', key: 'conferences' },
] as const;

/** When an edition ends: its last day's closing hour in Ulaanbaatar (`endDate` of its JSON-LD). */
export const editionEnd = (edition: Edition): string => `${edition.ends}T${edition.closes}:00+08:00`;

/**
 * Whether an edition is over at `now` (ms). The static pages decide this when they are built (a
 * build runs on each content change and server start, not daily): their JSON-LD and the home's
 * buttons speak of the build's moment, and the home's script (EditionState.astro) switches an "open"
 * page to its "ended" state in the browser once the clock passes the end.
 */
export const editionEnded = (edition: Edition, now: number = Date.now()): boolean => now > Date.parse(editionEnd(edition));
