import { asc } from 'drizzle-orm';
import type { Db } from '@db/client';
import { minerals } from '@db/schema';
import type { MineralItem } from '@shared/minerals';

/** The minerals of the Mining 101 page, in the order they were added. */
export function listMinerals(db: Db): Promise<MineralItem[]> {
  return db
    .select({ id: minerals.id, image: minerals.image, name: minerals.name, name_en: minerals.name_en })
    .from(minerals)
    .orderBy(asc(minerals.id));
}
