/** What other modules use of jobs/ (docs/architecture.md); everything else here is its own. */
export { startJobs, type PeriodicJob } from './periodic-jobs.ts';
