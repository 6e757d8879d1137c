/** Scheduled work (DESIGN §8): the `jobs` table, one sweep, its handlers and its callers. */
export { JOB_HANDLERS, SWEEP_EVERY_MS, sweepJobs, sweepJobsEvery } from './registry';
export { internalApp } from './routes';
export { sweep, type JobHandler, type JobHandlers, type JobRow, type SweepResult } from './sweep';
