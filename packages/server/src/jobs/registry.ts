/**
 * The scheduled jobs of the server. A new job is one declaration in a module that builtin.ts (or a plugin)
 * imports: registerJob({ name, title, period, run }). Every process runs the same declarations; the job
 * table (job-table.ts) sees to it that each period runs once in the whole deployment.
 */
import type { Db } from '../db/driver.js';
import type { FileStorage } from '../files/storage.js';
import type { JobPeriod } from './period.js';

export interface JobContext {
  readonly db: Db;
  readonly storage: FileStorage;
  /** The local folder of files (the chunked uploads' parts live there on either store). */
  readonly filesDir: string;
  /** The instant the run was started for (ms); a test may pass another. */
  readonly now: number;
  /** The period being run, as the job table names it ('2026-11-28 13', '2026-11-28'). */
  readonly period: string;
}

export interface JobDef {
  /** Stable: the job table's key ('files.sweep'); lower-case letters, digits, '.' and '-'. */
  readonly name: string;
  /** What the logs call it (Chinese, as the other start and error messages). */
  readonly title: string;
  readonly period: JobPeriod;
  /**
   * 'deployment' (the default): once per period in the whole deployment, claimed in the job table.
   * 'process': once per period in every process, for what lies on a process's own disk; not in the table.
   */
  readonly scope?: 'deployment' | 'process';
  /** Does the work; what it answers (a count of items, a sentence) is the run's detail in the job table. */
  run(ctx: JobContext): Promise<unknown>;
}

const JOB_NAME = /^[a-z][a-z0-9.-]{0,62}$/;
const declared = new Map<string, JobDef>();

/** Declares a job for every server started after; a second job of the same name is a mistake, refused. */
export function registerJob(job: JobDef): JobDef {
  if (!JOB_NAME.test(job.name)) throw new Error(`定时任务名称不合法: ${JSON.stringify(job.name)}`);
  if (declared.has(job.name)) throw new Error(`定时任务重复声明: ${job.name}`);
  declared.set(job.name, job);
  return job;
}

export const registeredJobs = (): JobDef[] => [...declared.values()];
