import { EVENT_CHOICES, PRESENTER_PAGE_SIZES, presenterInsertSchema, presenterUpdateSchema } from '@shared/event-program';
import { EVENT_ID } from '@shared/event';
import type { Resource } from '@admin/kit';
import { t } from '@admin/i18n';
import { PROGRAM_SAVED, type MwRow } from './mw-api';

export type PresenterRow = MwRow<'/get/presenter', 'presenter'>;

export const EVENT_OPTIONS = EVENT_CHOICES.map((e) => ({ value: String(e.id), label: e.name }));
const PICTURE_OPTIONS = [
  { value: '', label: t('admin.week.program.ownImage') },
  { value: 'male', label: t('admin.week.program.male') },
  { value: 'female', label: t('admin.week.program.female') },
];
const mn = t('admin.news.mn');
const en = t('admin.news.en');

/** Key speakers as data: queue order, picture (upload, placeholder or the previous one), names and positions in both languages. */
export const presenterResource: Resource<PresenterRow> = {
  name: 'presenter',
  site: 'mw',
  list: { path: '/get/presenter', key: 'presenter', pageSizes: PRESENTER_PAGE_SIZES, defaultLimit: 20 },
  columns: [
    { label: t('admin.week.program.queue'), key: 'presenter_queue', numeric: true },
    {
      label: t('admin.week.program.photo'),
      render: (r) => <img className="adm-thumb presenter-thumb" src={r.profile_img} alt="" width={60} height={60} loading="lazy" />,
    },
    { label: t('admin.week.program.nameMn'), key: 'name_mn' },
    { label: t('admin.week.program.nameEn'), key: 'name_en' },
    { label: t('admin.week.program.positionEn'), key: 'position_en' },
  ],
  fields: [
    { name: 'default_image', label: t('admin.week.program.defaultImage'), type: 'radio', options: PICTURE_OPTIONS },
    {
      name: 'image',
      label: t('admin.week.program.image'),
      type: 'image',
      required: true,
      help: 'JPG, PNG · 300x300 px',
      visible: (v) => !v.default_image,
    },
    { name: 'name_mn', label: t('admin.week.program.nameMn'), type: 'text', required: true, group: mn },
    { name: 'position_mn', label: t('admin.week.program.positionMn'), type: 'text', required: true, group: mn },
    { name: 'organisation_mn', label: t('admin.week.sessions.organisationMn'), type: 'text', group: mn },
    { name: 'bio_mn', label: t('admin.week.sessions.bioMn'), type: 'textarea', wide: true, group: mn },
    { name: 'name_en', label: t('admin.week.program.nameEn'), type: 'text', required: true, group: en },
    { name: 'position_en', label: t('admin.week.program.positionEn'), type: 'text', required: true, group: en },
    { name: 'organisation_en', label: t('admin.week.sessions.organisationEn'), type: 'text', group: en },
    { name: 'bio_en', label: t('admin.week.sessions.bioEn'), type: 'textarea', wide: true, group: en },
    { name: 'event_id', label: t('admin.week.program.event'), type: 'select', required: true, options: EVENT_OPTIONS },
    {
      name: 'presenter_queue',
      label: t('admin.week.program.queue'),
      type: 'number',
      required: true,
      visible: (_v, mode) => mode === 'edit',
    },
  ],
  schema: { insert: presenterInsertSchema, update: presenterUpdateSchema },
  endpoints: {
    insert: '/insert/presenter',
    update: '/update/presenter',
    delete: '/delete/presenter',
  },
  defaults: () => ({
    default_image: '',
    image: null,
    name_mn: '',
    name_en: '',
    position_mn: '',
    position_en: '',
    organisation_mn: '',
    organisation_en: '',
    bio_mn: '',
    bio_en: '',
    event_id: String(EVENT_ID),
  }),
  fromRow: (r) => ({
    default_image: '',
    image: r.profile_img,
    name_mn: r.name_mn,
    name_en: r.name_en,
    position_mn: r.position_mn,
    position_en: r.position_en,
    organisation_mn: r.organisation_mn,
    organisation_en: r.organisation_en,
    bio_mn: r.bio_mn,
    bio_en: r.bio_en,
    event_id: String(r.event_id),
    presenter_queue: String(r.presenter_queue),
  }),
  confirmDelete: (r) => t('admin.week.program.confirmPresenter', { name: r.name_en }),
  empty: t('admin.week.program.empty'),
  messages: { saved: PROGRAM_SAVED },
};
