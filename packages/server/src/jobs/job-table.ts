/**
 * The job table: one row per job and period, written by whichever process claimed that period. The claim is
 * one statement (an insert that a second claimer's conflict turns into a conditional update), so that of any
 * number of processes, on PostgreSQL or PGlite, exactly one runs each period. PostgreSQL re-checks the
 * update's condition against the row as the first claimer committed it, so two claimers of one stale row
 * cannot both win either.
 */
import type { Queryable } from '../db/driver.js';

export const JOB_TABLE_SQL = [
  `create table if not exists app_job_run (
     job text not null, period text not null, runner text not null,
     started_at timestamptz not null, alive_at timestamptz not null, finished_at timestamptz,
     outcome text not null, detail text, attempts integer not null default 1,
     primary key (job, period))`,
  'create index if not exists app_job_run_started on app_job_run (started_at)',
];

export type JobOutcome = 'running' | 'done' | 'failed';

export interface JobRun {
  job: string;
  period: string;
  runner: string;
  outcome: JobOutcome;
  detail: string | null;
  attempts: number;
}

/** A running claim whose runner has not been heard from for this long is taken to be dead. */
export const JOB_LEASE_MS = 5 * 60 * 1000;
/** How often a runner says it is still at work (well inside the lease). */
export const JOB_HEARTBEAT_MS = 60 * 1000;
/** A period whose run failed is tried again after this long (a database restart, a store briefly away). */
export const JOB_RETRY_MS = 15 * 60 * 1000;
/** Rows older than this leave the table when the job next finishes. */
const KEEP_RUNS_MS = 90 * 24 * 60 * 60 * 1000;

const at = (ms: number) => new Date(ms).toISOString();

/**
 * Claims `period` of `job` for `runner`: true when this runner is to run it. A period no one has claimed is
 * taken; one claimed by a runner silent for longer than the lease, or one that failed longer than the retry
 * time ago, is taken over; any other (done, or running and alive) is left alone.
 */
export async function claimPeriod(
  q: Queryable,
  job: string,
  period: string,
  runner: string,
  now: number,
): Promise<boolean> {
  const won = await q.query(
    `insert into app_job_run (job, period, runner, started_at, alive_at, outcome)
     values ($1, $2, $3, $4::timestamptz, $4::timestamptz, 'running')
     on conflict (job, period) do update set
       runner = excluded.runner, started_at = excluded.started_at, alive_at = excluded.alive_at,
       finished_at = null, outcome = 'running', detail = null, attempts = app_job_run.attempts + 1
     where (app_job_run.outcome = 'running' and app_job_run.alive_at < $5::timestamptz)
        or (app_job_run.outcome = 'failed' and app_job_run.finished_at < $6::timestamptz)
     returning 1`,
    [job, period, runner, at(now), at(now - JOB_LEASE_MS), at(now - JOB_RETRY_MS)],
  );
  return won.length === 1;
}

/** Tells other processes the runner is still at work; false when another has taken the period over. */
export async function stillRunning(
  q: Queryable,
  job: string,
  period: string,
  runner: string,
  now: number,
): Promise<boolean> {
  const rows = await q.query(
    `update app_job_run set alive_at = $4::timestamptz
     where job = $1 and period = $2 and runner = $3 and outcome = 'running' returning 1`,
    [job, period, runner, at(now)],
  );
  return rows.length === 1;
}

/** Records how the run ended (unless another runner took the period over meanwhile); forgets old runs. */
export async function finishPeriod(
  q: Queryable,
  run: { job: string; period: string; runner: string; outcome: 'done' | 'failed'; detail: string },
  now: number,
): Promise<void> {
  await q.query(
    `update app_job_run set outcome = $4, detail = $5, finished_at = $6::timestamptz
     where job = $1 and period = $2 and runner = $3 and outcome = 'running'`,
    [run.job, run.period, run.runner, run.outcome, run.detail.slice(0, 2000), at(now)],
  );
  await q.query('delete from app_job_run where job = $1 and started_at < $2::timestamptz', [
    run.job,
    at(now - KEEP_RUNS_MS),
  ]);
}

/** The recorded runs of a job, newest period first (tests, and an operator's look). */
export function jobRuns(q: Queryable, job: string): Promise<JobRun[]> {
  return q.query<JobRun & Record<string, unknown>>(
    `select job, period, runner, outcome, detail, attempts from app_job_run where job = $1
     order by period desc`,
    [job],
  );
}
