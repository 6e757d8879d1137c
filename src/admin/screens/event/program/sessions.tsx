import { sessionInsertSchema, sessionUpdateSchema } from '@shared/event-sessions';
import { EVENT_ID } from '@shared/event';
import { useApiGet, type Field, type Option, type Resource } from '@admin/kit';
import { t } from '@admin/i18n';
import { PROGRAM_SAVED, type MwRow } from './mw-api';

export type SessionRow = MwRow<'/get/session', 'session'>;
export type SpeakerRow = MwRow<'/get/session', 'speakers'>;

const mn = t('admin.news.mn');
const en = t('admin.news.en');
const DAY_OPTIONS: Option[] = [1, 2, 3, 4].map((n) => ({ value: String(n), label: t('admin.week.sessions.dayN', { n }) }));

/** The halls of an edition as choices ('' = no hall: the site visit). */
export function useHallOptions(event: number): Option[] {
  const halls = useApiGet('/get/hall', { event: String(event) }, { site: 'mw' }).data?.hall ?? [];
  return [
    { value: '', label: t('admin.week.sessions.noHall') },
    ...halls.map((h) => ({ value: String(h.id), label: `${h.hall_name} / ${h.hall_name_en}` })),
  ];
}

/** The form's fields but the speakers (their own picker); `halls` of the edition being edited. */
export const sessionFields = (halls: Option[]): Field[] => [
  { name: 'event_date_id', label: t('admin.week.program.day'), type: 'select', required: true, options: DAY_OPTIONS },
  { name: 'starts_at', label: t('admin.week.sessions.start'), type: 'text', required: true, placeholder: '09:00' },
  { name: 'ends_at', label: t('admin.week.sessions.end'), type: 'text', required: true, placeholder: '10:30' },
  { name: 'hall_id', label: t('admin.week.sessions.hall'), type: 'select', options: halls },
  { name: 'title_mn', label: t('admin.week.sessions.titleMn'), type: 'text', group: mn },
  { name: 'track_mn', label: t('admin.week.sessions.trackMn'), type: 'text', group: mn },
  { name: 'description_mn', label: t('admin.week.sessions.descriptionMn'), type: 'textarea', wide: true, group: mn },
  { name: 'title_en', label: t('admin.week.sessions.titleEn'), type: 'text', group: en },
  { name: 'track_en', label: t('admin.week.sessions.trackEn'), type: 'text', group: en },
  { name: 'description_en', label: t('admin.week.sessions.descriptionEn'), type: 'textarea', wide: true, group: en },
  { name: 'slides_url', label: t('admin.week.sessions.slidesUrl'), type: 'text', help: t('admin.week.sessions.slidesHelp') },
  { name: 'video_url', label: t('admin.week.sessions.videoUrl'), type: 'text', help: t('admin.week.sessions.videoHelp') },
];

const title = (r: Pick<SessionRow, 'title_mn' | 'title_en'>) => r.title_mn || r.title_en;

/**
 * The sessions of an edition's day as a kit resource (JSON writes); the screen draws the table's
 * speaker column and the form's speaker picker, which need the edition's presenters.
 */
export const sessionResource: Resource<SessionRow> = {
  name: 'session',
  site: 'mw',
  list: { path: '/get/session', key: 'session' },
  columns: [
    { label: t('admin.week.sessions.time'), render: (r) => <span className="session-time">{`${r.starts_at}–${r.ends_at}`}</span> },
    { label: t('admin.week.sessions.hall'), render: (r) => r.hall_name ?? '—' },
    { label: t('admin.week.sessions.title'), render: (r) => title(r) },
  ],
  fields: sessionFields([]),
  schema: { insert: sessionInsertSchema, update: sessionUpdateSchema },
  endpoints: { insert: '/insert/session', update: '/update/session', delete: '/delete/session' },
  encoding: 'json',
  defaults: () => ({
    event_id: String(EVENT_ID),
    event_date_id: '1',
    starts_at: '',
    ends_at: '',
    hall_id: '',
    track_mn: '',
    track_en: '',
    title_mn: '',
    title_en: '',
    description_mn: '',
    description_en: '',
    slides_url: '',
    video_url: '',
    speaker_ids: [],
  }),
  fromRow: (r) => ({
    event_id: String(r.event_id),
    event_date_id: String(r.event_date_id),
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    hall_id: r.hall_id === null ? '' : String(r.hall_id),
    track_mn: r.track_mn,
    track_en: r.track_en,
    title_mn: r.title_mn,
    title_en: r.title_en,
    description_mn: r.description_mn,
    description_en: r.description_en,
    slides_url: r.slides_url,
    video_url: r.video_url,
    speaker_ids: r.speaker_ids,
  }),
  confirmDelete: (r) => t('admin.week.sessions.confirmSession', { title: title(r), speakers: r.speaker_ids.length }),
  empty: t('admin.week.sessions.emptySessions'),
  messages: { saved: PROGRAM_SAVED },
};
