import type { ApiAnswer } from '@client/api-client';
import {
  ATTENDEE_TYPES,
  REGISTRATION_FIELDS,
  REGISTRATION_PAGE_SIZES,
  isAttendeeType,
  registrationSchema,
} from '@shared/event-registration';
import { formatDateTime, t, type Column, type Resource } from '@admin/kit';

export type RegistrationRow = ApiAnswer<'/get/user-registration', 'get', 'mw'>['register'][number];

const label = (f: (typeof REGISTRATION_FIELDS)[number]) => t(`event.register.${f}`);
/** An attendee type in the admin's language (an unknown value as it is). */
export const attendeeTypeLabel = (type: string) => (isAttendeeType(type) ? t(`event.register.attendee.${type}`) : type);
export const attendeeTypeOptions = () => ATTENDEE_TYPES.map((type) => ({ value: type, label: t(`event.register.attendee.${type}`) }));

export const registrationColumns: Column<RegistrationRow>[] = [
  { label: '№', key: 'id', numeric: true },
  ...REGISTRATION_FIELDS.map((f) => ({ label: label(f), key: f })),
  { label: t('admin.week.register.attendeeType'), render: (r: RegistrationRow) => attendeeTypeLabel(r.attendee_type) },
  { label: t('admin.week.register.created'), render: (r: RegistrationRow) => formatDateTime(r.created_at) },
];

/**
 * The event registrations as an admin resource: the registered-users list (/admin/week/register)
 * and the by-hand form (/admin/week/new-register), which posts the public call as a signed-in admin
 * (no consent box: consent_at stays empty; the registrant still gets the mail with the manage link).
 */
export const registrationResource: Resource<RegistrationRow> = {
  name: 'registration',
  site: 'mw',
  list: { path: '/get/user-registration', key: 'register', pageSizes: REGISTRATION_PAGE_SIZES, defaultLimit: 50 },
  columns: registrationColumns,
  fields: [
    ...REGISTRATION_FIELDS.map((f) => ({
      name: f,
      label: label(f),
      type: f === 'email' ? ('email' as const) : ('text' as const),
      required: true,
    })),
    {
      name: 'attendee_type',
      label: t('event.register.attendee_type'),
      type: 'select' as const,
      required: true,
      options: attendeeTypeOptions(),
    },
  ],
  schema: { insert: registrationSchema },
  // the kit types its endpoints by the /api/mm routes; these are /api/mw (`site`), where the paths exist
  endpoints: { insert: '/insert/registration', update: '/update/registration', delete: '/delete/registration' },
  encoding: 'json',
  // an admin adds mostly visitors: the type starts there (the public form makes the visitor choose)
  defaults: () => ({ ...Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, ''])), attendee_type: 'visitor' }),
  confirmDelete: (r) => t('admin.week.register.confirmDelete', { name: `${r.first_name} ${r.last_name}`, email: r.email }),
  empty: 'list is empty',
  messages: {
    saved: { insert: t('admin.week.register.added'), update: t('admin.week.register.updated') },
    error: (message) => message,
  },
};
