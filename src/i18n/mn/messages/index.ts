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
};
