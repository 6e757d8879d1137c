import { AGENDA_PAGE_SIZES, agendaInsertSchema, agendaUpdateSchema } from '@shared/event-program';
import { useApiGet, type Option, type Resource, type Values } from '@admin/kit';
import { t } from '@admin/i18n';
import { ImageOverlay } from './ImageOverlay';
import { useEventDayOptions } from '../event-days';
import { PROGRAM_SAVED, type MwRow } from './mw-api';

export type AgendaRow = MwRow<'/get/agenda', 'agenda'>;

/** The languages of `/get/language` as choices. */
export function useLanguageOptions(): Option[] {
  const result = useApiGet('/get/language', undefined, { site: 'mw' }).data;
  return (result?.result ?? []).map((l) => ({ value: String(l.id), label: l.language }));
}

/** Agenda images as data: a day, a language and the picture (opened full screen from the list). */
export const agendaResource: Resource<AgendaRow> = {
  name: 'agenda',
  site: 'mw',
  list: { path: '/get/agenda', key: 'agenda', pageSizes: AGENDA_PAGE_SIZES, defaultLimit: 10 },
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
    { name: 'event_date_id', label: t('admin.week.program.eventDate'), type: 'select', required: true, useOptions: useEventDayOptions },
    { name: 'language_id', label: t('admin.week.program.language'), type: 'select', required: true, useOptions: useLanguageOptions },
  ],
  schema: { insert: agendaInsertSchema, update: agendaUpdateSchema },
  endpoints: {
    insert: '/insert/agenda',
    update: '/update/agenda',
    delete: '/delete/agenda',
  },
  defaults: () => ({ image: null, event_date_id: '', language_id: '' }),
  fromRow: (r): Values => ({ image: r.agenda_image, event_date_id: String(r.event_date_id), language_id: String(r.language_id) }),
  confirmDelete: () => t('admin.week.program.confirmAgenda'),
  empty: t('admin.week.program.empty'),
  messages: { saved: PROGRAM_SAVED },
};
