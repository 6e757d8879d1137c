import type { ApiPath } from '../../../../shared/api-client';
import {
  DEFAULT_MEETING_USER_TYPE,
  MEETING_MESSAGE_MS,
  MEETING_MESSAGES as M,
  MEETING_USER_TYPES,
  meetingUserSchema,
} from '../../../../shared/meetings';
import { t, type Resource } from '../../../kit';

/**
 * The single add-user form (spec §2 add-user, §5 "Meeting user"): the server's own schema checks
 * name, name_en, e-mail and type before anything is sent; success 'Амжилттай нэмэгдлээ.' clears the
 * form; a server message (a registered e-mail) shows as the error for 5 s (§8).
 */
export const meetingUserAddResource: Resource = {
  name: 'meeting-user',
  site: 'yp',
  // the meeting-users list (its own screen) is refetched after an add
  list: { path: '/yellow-page/get/meeting-users' as ApiPath<'get', 'yp'>, key: 'users' },
  columns: [],
  fields: [
    { name: 'name', label: t('meetings.add.name'), type: 'text', required: true },
    { name: 'name_en', label: t('meetings.add.nameEn'), type: 'text', required: true },
    { name: 'email', label: t('meetings.add.email'), type: 'email', required: true },
    { name: 'phone_number', label: t('meetings.add.phone'), type: 'text' },
    {
      name: 'user_type',
      label: t('meetings.add.type'),
      type: 'select',
      required: true,
      options: MEETING_USER_TYPES.map((value) => ({ value, label: value })),
    },
  ],
  schema: { insert: meetingUserSchema },
  endpoints: { insert: '/yellow-page/insert/meeting-user', update: '/yellow-page/insert/meeting-user' },
  encoding: 'json',
  defaults: () => ({ name: '', name_en: '', email: '', phone_number: '', user_type: DEFAULT_MEETING_USER_TYPE }),
  confirmDelete: () => M.confirmUserDelete,
  empty: M.empty,
  messages: { saved: M.added, savedMs: MEETING_MESSAGE_MS, errorMs: MEETING_MESSAGE_MS, error: (message) => message },
};
