import type { Db } from '@db/client';
import type { Lang } from '@i18n';
import { staticOf } from '@api/mm/menus/queries';
import { sanitizeHtml } from '@shared/sanitize';

/**
 * The text an admin keeps on a static menu item (`/admin/edit-static/{cid}`), in `lang`, without its
 * leading heading (the page shows its own). Empty when there is none in that language.
 */
export async function staticText(db: Db, cid: number, lang: Lang): Promise<string> {
  const row = await staticOf(db, cid);
  const html = (lang === 'en' ? row?.text_en : row?.text) ?? '';
  return sanitizeHtml(html.replace(/^\s*<h[1-3][^>]*>[\s\S]*?<\/h[1-3]>/i, '')).trim();
}
