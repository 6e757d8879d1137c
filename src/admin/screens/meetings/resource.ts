import {
  DEFAULT_MEETING_USER_TYPE,
  MEETING_DEFAULT_LIMIT,
  MEETING_MESSAGE_MS,
  MEETING_MESSAGES as M,
  MEETING_PAGE_SIZES,
  MEETING_USER_TYPES,
  meetingUserSchema,
  meetingUserUpdateSchema,
  type MeetingUserRow,
} from '@shared/meetings';
import { t, type Column, type Resource } from '@admin/kit';

/** The table's data columns in their first order (the actions column comes before them). */
export const meetingUserColumns: Column<MeetingUserRow>[] = [
  { label: t('meetings.users.name'), key: 'name' },
  { label: t('meetings.users.nameEn'), key: 'name_en' },
  { label: t('meetings.users.email'), key: 'email' },
  { label: t('meetings.users.phone'), key: 'phone_number' },
  { label: t('meetings.users.userType'), key: 'user_type' },
];

/**
 * The meeting users as data, for both screens: the list (type filter, 20/50/100, newest first), the
 * form (JSON, the server's own schemas: add-user inserts, meeting-users edits) and the delete.
 */
export const meetingUserResource: Resource<MeetingUserRow> = {
  name: 'meeting-user',
  site: 'yp',
  list: { path: '/yellow-page/get/meeting-users', key: 'users', pageSizes: MEETING_PAGE_SIZES, defaultLimit: MEETING_DEFAULT_LIMIT },
  columns: meetingUserColumns,
  fields: [
    { name: 'name', label: t('meetings.users.name'), type: 'text', required: true },
    { name: 'name_en', label: t('meetings.users.nameEn'), type: 'text', required: true },
    { name: 'email', label: t('meetings.users.email'), type: 'email', required: true },
    { name: 'phone_number', label: t('meetings.users.phone'), type: 'text' },
    {
      name: 'user_type',
      label: t('meetings.users.userType'),
      type: 'select',
      required: true,
      options: MEETING_USER_TYPES.map((type) => ({ value: type, label: type })),
    },
  ],
  schema: { insert: meetingUserSchema, update: meetingUserUpdateSchema },
  endpoints: {
    insert: '/yellow-page/insert/meeting-user',
    update: '/yellow-page/update/meeting-user',
    delete: '/yellow-page/delete/meeting-user',
  },
  encoding: 'json',
  defaults: () => ({ name: '', name_en: '', email: '', phone_number: '', user_type: DEFAULT_MEETING_USER_TYPE }),
  confirmDelete: () => t(M.confirmUserDelete),
  empty: t(M.empty),
  // spec §8: a server message is shown as the error; meeting messages hide after 5 s
  messages: {
    saved: { insert: t(M.added), update: t(M.updated) },
    savedMs: MEETING_MESSAGE_MS,
    error: (message) => message,
    errorMs: MEETING_MESSAGE_MS,
  },
};
