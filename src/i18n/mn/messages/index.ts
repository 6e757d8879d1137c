import { about } from './about';
import { accounts } from './accounts';
import { audit } from './audit';
import { home } from './home';
import { menus } from './menus';
import { news } from './news';
import { documents } from './documents';
import { reports } from './reports';
import { videos } from './videos';
import { files } from './files';
import { membership } from './membership';
import { mining } from './sustainable-mining';
import { directoryAdmin } from './directory-admin';
import { catban } from './directory-catban';
import { meetings } from './meetings';
import { program } from './event-program';
import { eventSite } from './event-site';
import { gallery } from './event-gallery';
import { assessment } from './assessment';
import { idempotency } from './idempotency';
import { trade } from './trade';
import { meetingImport } from './meeting-import';
import { requests } from './requests';
import { booking } from './meeting-booking';
import { registration } from './event-registration';
import { directoryRegistration } from './directory-registration';
import { auth } from './auth';
import type { messages as en } from '../../en/messages';

export const messages: Record<keyof typeof en, string> = {
  ...about,
  ...accounts,
  ...audit,
  ...home,
  ...menus,
  ...news,
  ...documents,
  ...reports,
  ...videos,
  ...files,
  ...membership,
  ...mining,
  ...directoryAdmin,
  ...catban,
  ...meetings,
  ...program,
  ...eventSite,
  ...gallery,
  ...assessment,
  ...idempotency,
  ...trade,
  ...meetingImport,
  ...requests,
  ...booking,
  ...registration,
  ...directoryRegistration,
  ...auth,
};
