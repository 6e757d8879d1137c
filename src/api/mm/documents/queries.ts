import { asc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { documents } from '@db/schema';
import { withIsoDate } from '@api/rows';
import type { DocumentItem } from '@shared/documents';

/** PDF documents of the responsible-mining page, in the order they were added (a curated series). */
export async function listDocuments(db: Db): Promise<DocumentItem[]> {
  const rows = await db
    .select({ id: documents.id, title: documents.title, pdf: documents.pdf, created_at: documents.created_at })
    .from(documents)
    .orderBy(asc(documents.id));
  return rows.map(withIsoDate);
}
export async function insertDocument(db: Db, title: string, pdf: string) {
  const [row] = await db.insert(documents).values({ title, pdf }).returning();
  return withIsoDate(row);
}
export async function renameDocument(db: Db, id: number, title: string) {
  const [row] = await db.update(documents).set({ title }).where(eq(documents.id, id)).returning();
  return row ? withIsoDate(row) : null;
}
export async function deleteDocument(db: Db, id: number) {
  const [row] = await db.delete(documents).where(eq(documents.id, id)).returning();
  return row ?? null;
}
