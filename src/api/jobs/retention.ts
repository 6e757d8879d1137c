import { lt } from 'drizzle-orm';
import { eventRegistrations } from '@db/schema';
import type { JobHandler } from './sweep';

/**
 * What the privacy notice promises (`/mw/privacy`): a registration is kept no longer than two years
 * after its event. Deleting those made more than two years ago keeps that promise (a registration is
 * made before its event), daily, with no edition dates to look up. The job's row is planned once by
 * migration 0010 and runs again the next day.
 */
export const REGISTRATION_RETENTION_YEARS = 2;
const DAY_MS = 86_400_000;

export const registrationRetention: JobHandler = async (deps, _job, now) => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - REGISTRATION_RETENTION_YEARS);
  const removed = await deps.db
    .delete(eventRegistrations)
    .where(lt(eventRegistrations.created_at, cutoff))
    .returning({ id: eventRegistrations.id });
  if (removed.length)
    deps.log?.({ level: 'info', msg: 'old event registrations deleted', count: removed.length, before: cutoff.toISOString() });
  return { again: new Date(now.getTime() + DAY_MS) };
};
