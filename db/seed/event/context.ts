import type { Db } from '@db/client';
import type { Storage } from '@platform/ports';

/** What every event seeder receives; each writes its own files (under `seed/event/`) and rows. */
export interface EventSeedContext {
  db: Db;
  storage: Storage;
  now: Date;
  counts: Record<string, number>;
}
