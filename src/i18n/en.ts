import { base } from './en/base';
import { news } from './en/news';
import { assessment } from './en/assessment';
import { reports } from './en/reports';
import { documents } from './en/documents';
import { videos } from './en/videos';
import { eventRegister } from './en/event-register';
import { sustainableMining } from './en/sustainable-mining';
import { minerals } from './en/minerals';
import { projectPages } from './en/project-pages';
import { files } from './en/files';
import { home } from './en/home';
import { membership } from './en/membership';
import { trade } from './en/trade';
import { shell } from './en/shell';
import { admin } from './en/admin';
import { adminAssessment } from './en/admin-assessment';
import { eventArchive } from './en/event-archive';
import { eventGallery } from './en/event-gallery';
import { eventProgram } from './en/event-program';
import { eventSite } from './en/event-site';
import { directoryCatban } from './en/directory-catban';
import { directoryAdmin } from './en/directory-admin';
import { directoryRegister } from './en/directory-register';
import { directoryPages } from './en/directory-pages';
import { directorySearch } from './en/directory-search';
import { meetingUsers } from './en/meeting-users';
import { meetingSchedule } from './en/meeting-schedule';
import { meetingBooking } from './en/meeting-booking';
import { errors } from './en/errors';
import { audit } from './en/audit';
import { delivery } from './en/delivery';
import { messages } from './en/messages';

/**
 * English dictionary, one file per domain under `en/` (add a domain: a file here and its twin in
 * `mn/`, one spread line in each). Its shape is the type every other dictionary must match, so a key
 * missing in Mongolian fails the type check.
 */
export const en = {
  ...base,
  ...news,
  ...assessment,
  ...reports,
  ...documents,
  ...videos,
  ...eventRegister,
  ...sustainableMining,
  ...minerals,
  ...projectPages,
  ...files,
  ...home,
  ...membership,
  ...trade,
  ...shell,
  ...admin,
  ...adminAssessment,
  ...eventArchive,
  ...eventGallery,
  ...eventProgram,
  ...eventSite,
  ...directoryCatban,
  ...directoryAdmin,
  ...directoryRegister,
  ...directoryPages,
  ...directorySearch,
  ...meetingUsers,
  ...meetingSchedule,
  ...meetingBooking,
  ...errors,
  ...audit,
  ...delivery,
  ...messages,
} as const;

export type DictKey = keyof typeof en;
export type Dictionary = Record<DictKey, string>;
