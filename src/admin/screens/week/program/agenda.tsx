import { AGENDA_PAGE_SIZES, agendaInsertSchema, agendaUpdateSchema } from '../../../../shared/event-program';
import { EVENT_ID, EVENT_LANGUAGE_ID } from '../../../../shared/event';
import { useApiGet, type Option, type Resource, type Values } from '../../../kit';
import { t } from '../../../i18n';
import { ImageOverlay } from './ImageOverlay';
import { mwPath, type MwRow } from './mw-api';

export type AgendaRow = MwRow<'/get/agenda', 'agenda'>;

/** The languages of `/get/language` as choices. */
export function useLanguageOptions(): Option[] {
  const result = useApiGet(mwPath('get', '/get/language'), undefined, { site: 'mw' }).data as
    { result?: { id: number; language: string }[] } | undefined;
  return (result?.result ?? []).map((l) => ({ value: String(l.id), label: l.language }));
}

/** The days of `/get/event-dates` (one row per day, named in Mongolian) as choices of `event_date_id`. */
function useDayOptions(): Option[] {
  const answer = useApiGet(mwPath('get', '/get/event-dates'), { language: EVENT_LANGUAGE_ID.mn }, { site: 'mw' }).data as
    { dates?: { event_id: number; event_date_id: number; day: string; event_date: string; event: string }[] } | undefined;
  return (answer?.dates ?? [])
    .filter((d) => d.event_id === EVENT_ID)
    .map((d) => ({ value: String(d.event_date_id), label: `${d.day} (${d.event_date})` }));
}

/** Agenda images as data: a day, a language and the picture (opened full screen from the list). */
export const agendaResource: Resource<AgendaRow> = {
  name: 'agenda',
  site: 'mw',
  list: { path: mwPath('get', '/get/agenda'), key: 'agenda', pageSizes: AGENDA_PAGE_SIZES, defaultLimit: 10 },
  columns: [
    { label: '№', key: 'id', numeric: true },
    { label: t('admin.week.program.image'), render: (r) => <ImageOverlay src={r.agenda_image} /> },
    { label: t('admin.week.program.day'), render: (r) => r.day ?? r.event_date_id },
    { label: t('admin.week.program.date'), render: (r) => r.event_date ?? '' },
    { label: t('admin.week.program.language'), key: 'language' },
    { label: t('admin.week.program.event'), key: 'event' },
  ],
  fields: [
    { name: 'image', label: t('admin.week.program.image'), type: 'image', required: true, help: 'JPG, PNG' },
    { name: 'event_date_id', label: t('admin.week.program.eventDate'), type: 'select', required: true, useOptions: useDayOptions },
    { name: 'language_id', label: t('admin.week.program.language'), type: 'select', required: true, useOptions: useLanguageOptions },
  ],
  schema: { insert: agendaInsertSchema, update: agendaUpdateSchema },
  endpoints: {
    insert: mwPath('post', '/insert/agenda'),
    update: mwPath('post', '/update/agenda'),
    delete: mwPath('delete', '/delete/agenda'),
  },
  defaults: () => ({ image: null, event_date_id: '', language_id: '' }),
  fromRow: (r): Values => ({ image: r.agenda_image, event_date_id: String(r.event_date_id), language_id: String(r.language_id) }),
  confirmDelete: () => t('admin.week.program.confirmAgenda'),
  empty: t('admin.week.program.empty'),
};
