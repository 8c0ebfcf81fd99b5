import { formatCst } from '@practice/sdk/contract';

/** How often a job runs: once in each hour, or once in each day, of China time (the schools' clock). */
export type JobPeriod = 'hour' | 'day';

/** The period `now` falls in, as the job table names it: '2026-11-28 13' (an hour), '2026-11-28' (a day). */
export function periodOf(kind: JobPeriod, now: number): string {
  return kind === 'day' ? formatCst(now, false) : formatCst(now).slice(0, 13);
}
