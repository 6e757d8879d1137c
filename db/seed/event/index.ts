import type { EventSeedContext } from './context';
import { seedEventSite } from './site';
import { seedEventRegistrations } from './registrations';
import { seedEventProgram } from './program';
import { seedEventSessions } from './sessions';
import { seedEventGallery } from './gallery';
import { seedEventArchive } from './archive';

/**
 * Demo content of the event site, one seeder per domain. The editions, languages and 2025 days are
 * reference data of the migration (0001_event.sql), not seeded.
 */
export async function seedEvent(ctx: EventSeedContext): Promise<void> {
  await seedEventSite(ctx);
  await seedEventRegistrations(ctx);
  await seedEventProgram(ctx);
  await seedEventSessions(ctx);
  await seedEventGallery(ctx);
  await seedEventArchive(ctx);
}
