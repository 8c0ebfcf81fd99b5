/**
 * Runs the declared jobs in one process: a tick at start and then every minute asks, for each job, to claim
 * the current period (job-table.ts), and runs it when the claim is won. The tick is cheap (one statement per
 * job, nothing when the period is taken), so a period begins within a minute of its start on whichever
 * process ticks first, and a crashed run is taken over within a minute of its lease running out.
 */
import { hostname } from 'node:os';
import { randomId } from '@practice/sdk';
import type { Db } from '../db/driver.js';
import type { FileStorage } from '../files/storage.js';
import { claimPeriod, finishPeriod, JOB_HEARTBEAT_MS, stillRunning } from './job-table.js';
import { periodOf } from './period.js';
import type { JobDef } from './registry.js';

export const JOB_TICK_MS = 60 * 1000;

export interface JobHost {
  readonly db: Db;
  readonly storage: FileStorage;
  readonly filesDir: string;
  readonly jobs: readonly JobDef[];
  /** Who this process is in the job table; default host:pid:random. */
  readonly runner?: string;
  /** false: no ticks, a job runs only when asked (tests that pick the instant). Default true. */
  readonly tick?: boolean;
  /** Where a failed run is told (default console.warn); the job table keeps it too. */
  readonly warn?: (line: string) => void;
}

/** What a call to run a job found: it ran (and how it ended), or the period was another's or already done. */
export type JobResult =
  | { ran: true; period: string; outcome: 'done' | 'failed'; detail: string }
  | { ran: false; period: string };

export interface JobRunner {
  /** Claims and runs one job's period now (tests; an operator's on-demand run), as a tick would. */
  run(name: string, now?: number): Promise<JobResult>;
  /** No more ticks; waits up to `graceMs` for runs under way (a period cut off is taken over after the lease). */
  stop(graceMs: number): Promise<void>;
}

const detailOf = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'number' ? `处理 ${value} 项` : String(value);

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);

export function startJobs(host: JobHost): JobRunner {
  const runner = host.runner ?? `${hostname()}:${process.pid}:${randomId(6)}`;
  const warn = host.warn ?? ((line: string) => console.warn(line));
  const byName = new Map(host.jobs.map((j) => [j.name, j]));
  const contextOf = (now: number, period: string) => ({
    db: host.db,
    storage: host.storage,
    filesDir: host.filesDir,
    now,
    period,
  });
  // A job still at work in this process is not claimed again by the next tick (a long sweep past the hour).
  const underWay = new Map<string, Promise<JobResult>>();

  // The last period each process-scoped job ran for here: there is nobody else to agree with.
  const ranHere = new Map<string, string>();

  async function runProcessJob(job: JobDef, now: number, period: string): Promise<JobResult> {
    if (ranHere.get(job.name) === period) return { ran: false, period };
    ranHere.set(job.name, period);
    try {
      const detail = detailOf(await job.run(contextOf(now, period)));
      return { ran: true, period, outcome: 'done', detail };
    } catch (error) {
      const detail = messageOf(error);
      warn(`定时任务失败: ${job.title} (${job.name}, ${period}): ${detail}`);
      return { ran: true, period, outcome: 'failed', detail };
    }
  }

  async function runPeriod(job: JobDef, now: number): Promise<JobResult> {
    const period = periodOf(job.period, now);
    if (job.scope === 'process') return runProcessJob(job, now, period);
    if (!(await claimPeriod(host.db, job.name, period, runner, now))) return { ran: false, period };
    const startedReal = Date.now();
    const clock = () => now + (Date.now() - startedReal);
    const heartbeat = setInterval(() => {
      void stillRunning(host.db, job.name, period, runner, clock()).catch(() => undefined);
    }, JOB_HEARTBEAT_MS);
    heartbeat.unref();
    let outcome: 'done' | 'failed' = 'done';
    let detail: string;
    try {
      detail = detailOf(await job.run(contextOf(now, period)));
    } catch (error) {
      outcome = 'failed';
      detail = messageOf(error);
      warn(`定时任务失败: ${job.title} (${job.name}, ${period}): ${detail}`);
    } finally {
      clearInterval(heartbeat);
    }
    await finishPeriod(host.db, { job: job.name, period, runner, outcome, detail }, clock());
    return { ran: true, period, outcome, detail };
  }

  /** Runs after any run of the same job under way here, so that a job never overlaps itself in a process. */
  function run(job: JobDef, now: number): Promise<JobResult> {
    const before = underWay.get(job.name);
    const started = (before ? before.catch(() => undefined) : Promise.resolve()).then(() =>
      runPeriod(job, now),
    );
    underWay.set(job.name, started);
    const forget = () => {
      if (underWay.get(job.name) === started) underWay.delete(job.name);
    };
    started.then(forget, forget);
    return started;
  }

  const tick = () => {
    for (const job of host.jobs) {
      if (underWay.has(job.name)) continue;
      run(job, Date.now()).catch((error: unknown) => {
        // The database away for a moment: the next tick claims again.
        warn(`定时任务无法登记: ${job.title} (${job.name}): ${String(error)}`);
      });
    }
  };
  let timer: NodeJS.Timeout | undefined;
  if (host.tick !== false) {
    tick();
    timer = setInterval(tick, JOB_TICK_MS);
    timer.unref();
  }

  return {
    run(name, now = Date.now()) {
      const job = byName.get(name);
      if (!job) return Promise.reject(new Error(`没有名为 ${name} 的定时任务`));
      return run(job, now);
    },
    async stop(graceMs) {
      clearInterval(timer);
      let timeout: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.allSettled([...underWay.values()]), late]);
      clearTimeout(timeout);
    },
  };
}
