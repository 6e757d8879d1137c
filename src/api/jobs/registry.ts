import type { Deps } from '@platform/ports';
import { meetingExpire, meetingReminder } from './meetings';
import { registrationRetention } from './retention';
import { sweep, sweepEvery, type JobHandlers, type SweepResult } from './sweep';

/**
 * The registry: one handler per job kind (DESIGN §8). A new kind of scheduled work (scheduled
 * publishing, mail retries) adds its handler here and plans its rows in `jobs`.
 */
export const JOB_HANDLERS: JobHandlers = {
  'meeting-expire': meetingExpire,
  'meeting-reminder': meetingReminder,
  'registration-retention': registrationRetention,
};

/** Runs every job due at `now` (default: the deps' clock) with the registered handlers. */
export const sweepJobs = (deps: Deps, now?: Date): Promise<SweepResult> => sweep(deps, JOB_HANDLERS, now);

/** How often the Node server sweeps. */
export const SWEEP_EVERY_MS = 60_000;
/** The Node server's caller: a sweep every `everyMs` until `stop()`. */
export const sweepJobsEvery = (deps: Deps, everyMs = SWEEP_EVERY_MS) => sweepEvery(deps, JOB_HANDLERS, everyMs);
