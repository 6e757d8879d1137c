import type { Context } from 'hono';
import type { AppEnv, SessionAdmin } from './types';

/**
 * The one rule for shared paths (DESIGN §3), where a public call and an admin screen read the same
 * path (`/get/news`, `/get/trade`, `/get/notice`, `/get/category`, `/get/about-us`,
 * `/get/member-answers`): the answer is the admin's when a signed-in account asks WITHOUT `lang`.
 *
 * - The public site always names its language when it calls the API (the islands send `lang`;
 *   the pages read the data functions at build time), and the admin SPA never does.
 * - So an anonymous caller never gets private rows or fields, whatever it sends, and an admin
 *   browsing the public site (signed in, `lang` sent) gets exactly what visitors get.
 * Returns the admin for the admin's answer, or null for the public one.
 *
 * Lists with no private rows (`/get/mining-video`, `/get/sustainable-mining`, `/get/banner`) are
 * not shared in this sense: everyone gets the same rows, paged when `page`/`limit` are given.
 */
export function adminView(c: Context<AppEnv>): SessionAdmin | null {
  const admin = c.get('admin');
  return admin && c.req.query('lang') === undefined ? admin : null;
}
