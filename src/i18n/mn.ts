import type { Dictionary } from './en';
import { base } from './mn/base';
import { news } from './mn/news';
import { assessment } from './mn/assessment';
import { reports } from './mn/reports';
import { documents } from './mn/documents';
import { videos } from './mn/videos';
import { eventRegister } from './mn/event-register';
import { sustainableMining } from './mn/sustainable-mining';
import { minerals } from './mn/minerals';
import { projectPages } from './mn/project-pages';
import { files } from './mn/files';
import { home } from './mn/home';
import { membership } from './mn/membership';
import { trade } from './mn/trade';
import { shell } from './mn/shell';
import { admin } from './mn/admin';
import { adminAssessment } from './mn/admin-assessment';
import { eventArchive } from './mn/event-archive';
import { eventGallery } from './mn/event-gallery';
import { eventProgram } from './mn/event-program';
import { eventSite } from './mn/event-site';
import { directoryCatban } from './mn/directory-catban';
import { directoryAdmin } from './mn/directory-admin';
import { directoryRegister } from './mn/directory-register';
import { directoryPages } from './mn/directory-pages';
import { directorySearch } from './mn/directory-search';
import { meetingUsers } from './mn/meeting-users';
import { meetingSchedule } from './mn/meeting-schedule';
import { meetingBooking } from './mn/meeting-booking';
import { errors } from './mn/errors';
import { audit } from './mn/audit';
import { delivery } from './mn/delivery';
import { messages } from './mn/messages';

/** Mongolian dictionary, the default language; typed against the English shape. */
export const mn: Dictionary = {
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
};
