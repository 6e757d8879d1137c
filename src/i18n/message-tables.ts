import type { ABOUT_MESSAGES } from '@shared/about';
import type { ACCOUNT_MESSAGES } from '@shared/accounts';
import type { ASSESSMENT_MESSAGES } from '@shared/assessment-rules';
import type { AUDIT_MESSAGES } from '@shared/audit';
import type { DIRECTORY_ADMIN_MESSAGES } from '@shared/directory-admin';
import type { CATBAN_MESSAGES } from '@shared/directory-catban';
import type { DIRECTORY_REGISTRATION_MESSAGES } from '@shared/directory-registration-rules';
import type { DIRECTORY_CONTACT_MESSAGES } from '@shared/directory-contact-rules';
import type { DOCUMENT_MESSAGES } from '@shared/documents';
import type { GALLERY_MESSAGES } from '@shared/event-gallery';
import type { PROGRAM_MESSAGES } from '@shared/event-program';
import type { SESSION_MESSAGES } from '@shared/event-sessions';
import type { REGISTRATION_MESSAGES } from '@shared/event-registration-rules';
import type { EVENT_SITE_MESSAGES } from '@shared/event-site';
import type { FILE_MESSAGES } from '@shared/files';
import type { HOME_MESSAGES } from '@shared/home';
import type { IDEMPOTENCY_MESSAGES } from '@shared/idempotency';
import type { BOOKING_MESSAGES } from '@shared/meeting-booking';
import type { IMPORT_MESSAGES } from '@shared/meeting-import';
import type { MEETING_MESSAGES } from '@shared/meetings';
import type { MEMBERSHIP_MESSAGES } from '@shared/membership';
import type { MENU_MESSAGES } from '@shared/menus';
import type { NEWS_MESSAGES } from '@shared/news';
import type { REPORT_MESSAGES } from '@shared/reports';
import type { OFFICE_REQUEST_MESSAGES } from '@shared/requests';
import type { MINING_MESSAGES } from '@shared/sustainable-mining';
import type { TRADE_MESSAGES } from '@shared/trade';
import type { VIDEO_MESSAGES } from '@shared/videos';
import type { EXHIBITOR_MESSAGES } from '@shared/event-exhibitors';
import type { KeysOfTable } from '@shared/message-keys';
import type { MessageKey } from './messages-text';

/**
 * Every key a message table of src/shared names has a text in the dictionaries: a key without one
 * fails the type check here, naming the key (the tables sit below the dictionaries, so they cannot
 * check themselves). The sign-in schemas' table (src/api/mm/auth) is checked where it is used.
 */
type TableKey =
  | KeysOfTable<typeof ABOUT_MESSAGES>
  | KeysOfTable<typeof ACCOUNT_MESSAGES>
  | KeysOfTable<typeof ASSESSMENT_MESSAGES>
  | KeysOfTable<typeof AUDIT_MESSAGES>
  | KeysOfTable<typeof DIRECTORY_ADMIN_MESSAGES>
  | KeysOfTable<typeof CATBAN_MESSAGES>
  | KeysOfTable<typeof DIRECTORY_REGISTRATION_MESSAGES>
  | KeysOfTable<typeof DIRECTORY_CONTACT_MESSAGES>
  | KeysOfTable<typeof DOCUMENT_MESSAGES>
  | KeysOfTable<typeof GALLERY_MESSAGES>
  | KeysOfTable<typeof PROGRAM_MESSAGES>
  | KeysOfTable<typeof SESSION_MESSAGES>
  | KeysOfTable<typeof REGISTRATION_MESSAGES>
  | KeysOfTable<typeof EVENT_SITE_MESSAGES>
  | KeysOfTable<typeof FILE_MESSAGES>
  | KeysOfTable<typeof HOME_MESSAGES>
  | KeysOfTable<typeof IDEMPOTENCY_MESSAGES>
  | KeysOfTable<typeof BOOKING_MESSAGES>
  | KeysOfTable<typeof IMPORT_MESSAGES>
  | KeysOfTable<typeof MEETING_MESSAGES>
  | KeysOfTable<typeof MEMBERSHIP_MESSAGES>
  | KeysOfTable<typeof MENU_MESSAGES>
  | KeysOfTable<typeof NEWS_MESSAGES>
  | KeysOfTable<typeof REPORT_MESSAGES>
  | KeysOfTable<typeof OFFICE_REQUEST_MESSAGES>
  | KeysOfTable<typeof MINING_MESSAGES>
  | KeysOfTable<typeof TRADE_MESSAGES>
  | KeysOfTable<typeof VIDEO_MESSAGES>
  | KeysOfTable<typeof EXHIBITOR_MESSAGES>;

type Missing = Exclude<TableKey, MessageKey>;
export const EVERY_MESSAGE_HAS_A_TEXT: [Missing] extends [never] ? true : Missing = true;
