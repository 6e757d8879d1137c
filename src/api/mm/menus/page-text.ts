import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { staticData } from '@db/schema';
import type { Lang } from '@shared/lang';

/**
 * Reads of the project pages (20–26) besides their lists: the static text an admin keeps on
 * the menu item (`/admin/edit-static/{cid}`), and the anniversary book linked from it.
 */
export async function projectPageText(db: Db, cid: number, lang: Lang): Promise<string> {
  const [row] = await db
    .select({ text: staticData.text, text_en: staticData.text_en })
    .from(staticData)
    .where(eq(staticData.category_cid, cid))
    .limit(1);
  if (!row) return '';
  return lang === 'en' ? row.text_en || row.text : row.text;
}

/** The first PDF the page text links to (the thirty-year book on page 25), or null. */
export function firstPdfLink(html: string): string | null {
  const match = /href="([^"]+\.pdf)(?:\?[^"]*)?"/i.exec(html);
  return match ? match[1].replace(/&amp;/g, '&') : null;
}

/** The text without the paragraph holding the book's link (the page shows its own viewer and download). */
export function withoutPdfLinks(html: string): string {
  return html.replace(/<p>\s*<a [^>]*href="[^"]+\.pdf(?:\?[^"]*)?"[^>]*>[\s\S]*?<\/a>\s*<\/p>/gi, '');
}
