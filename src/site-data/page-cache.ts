import type { Db } from '@db/client';
import { chromeVersion } from './chrome-data';
import { hashOf } from './hash';

/**
 * Astro's incremental build (`experimental.incrementalBuild`) copies a page from the previous build
 * instead of rendering it when the page's `cacheKey` and its code are unchanged. A keyed page
 * renders only from its props and the chrome (menus, footer, social links), so its key is a hash of
 * both: whatever changes what the page shows changes its key. A page that reads anything else must
 * not be keyed (unkeyed pages are always rendered).
 */
export async function withCacheKeys<E extends { params: object; props: object }>(
  db: Db,
  entries: E[],
): Promise<(E & { cacheKey: string })[]> {
  const chrome = await chromeVersion(db);
  return entries.map((e) => ({ ...e, cacheKey: hashOf(chrome, e.params, e.props) }));
}
