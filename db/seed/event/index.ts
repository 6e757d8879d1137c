import type { Db } from '@db/client';
import type { Storage } from '@platform/ports';
import { seedEventSite } from './site';
import { seedEventRegistrations } from './registrations';
import { seedEventProgram } from './program';
import { seedEventGallery } from './gallery';
import { seedEventArchive } from './archive';

/** What every event seeder receives; each writes its own files (under `seed/event/`) and rows. */
export interface EventSeedContext {
  db: Db;
  storage: Storage;
  now: Date;
  counts: Record<string, number>;
}

/**
 * Demo content of the event site, one seeder per domain. The editions, languages and 2025 days are
 * reference data of the migration (0001_event.sql), not seeded.
 */
export async function seedEvent(ctx: EventSeedContext): Promise<void> {
  await seedEventSite(ctx);
  await seedEventRegistrations(ctx);
  await seedEventProgram(ctx);
  await seedEventGallery(ctx);
  await seedEventArchive(ctx);
}
