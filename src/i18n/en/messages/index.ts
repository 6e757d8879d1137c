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
/**
 * The messages the API answers with and the forms show (the `*_MESSAGES` tables of src/shared name
 * these keys), one file per domain; their Mongolian twins are in ../../mn/messages.
 */
export const messages = {
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
} as const;
