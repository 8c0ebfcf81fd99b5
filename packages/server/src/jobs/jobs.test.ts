import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/database.js';
import type { Db } from '../db/driver.js';
import { createLocalStorage } from '../files/local-storage.js';
import {
  claimPeriod,
  finishPeriod,
  JOB_LEASE_MS,
  JOB_RETRY_MS,
  JOB_TABLE_SQL,
  jobRuns,
  stillRunning,
} from './job-table.js';
import { periodOf } from './period.js';
import type { JobDef } from './registry.js';
import { type JobRunner, startJobs } from './runner.js';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.exec(JOB_TABLE_SQL.map((sql) => `${sql};`).join('\n'));
}, 60_000);
afterAll(() => close?.());

// A fixed instant, far from the real clock: the test's periods are its own.
const T = Date.UTC(2031, 4, 6, 1, 30);
const HOUR = 60 * 60 * 1000;

describe('job periods', () => {
  it('are hours and days of China time', () => {
    // 16:30 UTC on 27 November is 00:30 on the 28th in China.
    const t = Date.UTC(2026, 10, 27, 16, 30);
    expect(periodOf('hour', t)).toBe('2026-11-28 00');
    expect(periodOf('day', t)).toBe('2026-11-28');
    expect(periodOf('day', t - HOUR)).toBe('2026-11-27');
  });
});

describe('claiming a period', () => {
  it('is won by exactly one of many claimers at once', async () => {
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimPeriod(db, 'test.race', '2031-05-06 09', `r${i}`, T)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const [row] = await jobRuns(db, 'test.race');
    expect(row).toMatchObject({ outcome: 'running', attempts: 1, runner: `r${claims.indexOf(true)}` });
  });

  it('leaves a done period alone, and the next period is claimed again', async () => {
    expect(await claimPeriod(db, 'test.next', '2031-05-06 09', 'a', T)).toBe(true);
    await finishPeriod(
      db,
      { job: 'test.next', period: '2031-05-06 09', runner: 'a', outcome: 'done', detail: '' },
      T,
    );
    expect(await claimPeriod(db, 'test.next', '2031-05-06 09', 'b', T + JOB_LEASE_MS * 100)).toBe(false);
    expect(await claimPeriod(db, 'test.next', '2031-05-06 10', 'b', T + HOUR)).toBe(true);
  });

  it('takes over a claim whose runner fell silent for longer than the lease, and only then', async () => {
    const p = '2031-05-06 09';
    expect(await claimPeriod(db, 'test.stale', p, 'dead', T)).toBe(true);
    expect(await claimPeriod(db, 'test.stale', p, 'other', T + JOB_LEASE_MS - 1000)).toBe(false);
    // A heartbeat moves the lease on.
    expect(await stillRunning(db, 'test.stale', p, 'dead', T + JOB_LEASE_MS - 1000)).toBe(true);
    expect(await claimPeriod(db, 'test.stale', p, 'other', T + JOB_LEASE_MS + 1000)).toBe(false);
    const late = T + 2 * JOB_LEASE_MS;
    const takers = await Promise.all([
      claimPeriod(db, 'test.stale', p, 'other', late),
      claimPeriod(db, 'test.stale', p, 'third', late),
    ]);
    expect(takers.filter(Boolean)).toHaveLength(1);
    // The first runner, back from the dead, can neither beat nor finish the period it lost.
    expect(await stillRunning(db, 'test.stale', p, 'dead', late)).toBe(false);
    await finishPeriod(
      db,
      { job: 'test.stale', period: p, runner: 'dead', outcome: 'done', detail: '' },
      late,
    );
    const [row] = await jobRuns(db, 'test.stale');
    expect(row).toMatchObject({ outcome: 'running', attempts: 2, runner: takers[0] ? 'other' : 'third' });
  });

  it('tries a failed period again after the retry time', async () => {
    const p = '2031-05-06 09';
    expect(await claimPeriod(db, 'test.failed', p, 'a', T)).toBe(true);
    await finishPeriod(
      db,
      { job: 'test.failed', period: p, runner: 'a', outcome: 'failed', detail: '连接中断' },
      T,
    );
    expect(await claimPeriod(db, 'test.failed', p, 'b', T + JOB_RETRY_MS - 1000)).toBe(false);
    expect(await claimPeriod(db, 'test.failed', p, 'b', T + JOB_RETRY_MS + 1000)).toBe(true);
  });
});

describe('runners', () => {
  const runners: JobRunner[] = [];
  afterAll(() => Promise.all(runners.map((r) => r.stop(1000))));
  const storage = createLocalStorage({ root: '/nonexistent-job-test' });

  /** A job counting its runs by period; slow enough that two runners overlap. */
  function countingJob(name: string, period: JobDef['period'], fail = false) {
    const runs: string[] = [];
    const job: JobDef = {
      name,
      title: '测试任务',
      period,
      async run(ctx) {
        runs.push(ctx.period);
        await new Promise((r) => setTimeout(r, 50));
        if (fail) throw new Error('存储不可用');
        return 3;
      },
    };
    return { job, runs };
  }
  const start = (jobs: JobDef[], runner: string) => {
    const r = startJobs({
      db,
      storage,
      filesDir: '/nonexistent-job-test',
      jobs,
      runner,
      tick: false,
      warn: () => {},
    });
    runners.push(r);
    return r;
  };

  it('run a period once however many processes ask, and the next period again', async () => {
    const { job, runs } = countingJob('test.daily', 'day');
    const [a, b] = [start([job], 'process-a'), start([job], 'process-b')];
    const results = await Promise.all([
      a.run('test.daily', T),
      b.run('test.daily', T),
      b.run('test.daily', T),
    ]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(results.find((r) => r.ran)).toMatchObject({ outcome: 'done', detail: '处理 3 项' });
    expect(runs.filter((p) => p === '2031-05-06')).toHaveLength(1);
    expect(await a.run('test.daily', T + 24 * HOUR)).toMatchObject({ ran: true, period: '2031-05-07' });
    const rows = await jobRuns(db, 'test.daily');
    expect(rows.find((r) => r.period === '2031-05-06')).toMatchObject({
      outcome: 'done',
      detail: '处理 3 项',
    });
  });

  it('record a failure with its message, and a job of no such name is refused', async () => {
    const { job } = countingJob('test.broken', 'hour', true);
    const r = start([job], 'process-c');
    expect(await r.run('test.broken', T)).toMatchObject({
      ran: true,
      outcome: 'failed',
      detail: '存储不可用',
    });
    const [row] = (await jobRuns(db, 'test.broken')).filter((x) => x.period === periodOf('hour', T));
    expect(row).toMatchObject({ outcome: 'failed', detail: '存储不可用' });
    await expect(r.run('test.none', T)).rejects.toThrow('没有名为 test.none 的定时任务');
  });
});

describe('a job of each process', () => {
  it('runs once per period in every process, and keeps no row', async () => {
    const runs: string[] = [];
    const job: JobDef = {
      name: 'test.local',
      title: '本进程任务',
      period: 'hour',
      scope: 'process',
      run: async ({ period }) => {
        runs.push(period);
      },
    };
    const storage = createLocalStorage({ root: '/nonexistent-job-test' });
    const host = { db, storage, filesDir: '/nonexistent-job-test', jobs: [job], tick: false, warn: () => {} };
    const [a, b] = [startJobs({ ...host, runner: 'a' }), startJobs({ ...host, runner: 'b' })];
    try {
      expect(await a.run('test.local', T)).toMatchObject({ ran: true });
      expect(await b.run('test.local', T)).toMatchObject({ ran: true });
      expect(await a.run('test.local', T)).toMatchObject({ ran: false });
      expect(await a.run('test.local', T + HOUR)).toMatchObject({ ran: true });
      expect(runs.filter((p) => p === periodOf('hour', T))).toHaveLength(2);
      expect(await jobRuns(db, 'test.local')).toEqual([]);
    } finally {
      await Promise.all([a.stop(1000), b.stop(1000)]);
    }
  });
});

describe('stopping', () => {
  const slowJob = (name: string, ms: number): JobDef => ({
    name,
    title: '慢任务',
    period: 'day',
    run: () => new Promise((r) => setTimeout(() => r('好了'), ms)),
  });
  const host = (job: JobDef) => ({
    db,
    storage: createLocalStorage({ root: '/nonexistent-job-test' }),
    filesDir: '/nonexistent-job-test',
    jobs: [job],
    tick: false,
    warn: () => {},
  });

  it('waits for a run under way to finish and record itself', async () => {
    const r = startJobs(host(slowJob('test.slow', 300)));
    const running = r.run('test.slow', T);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await r.stop(5000);
    expect(await running).toMatchObject({ ran: true, outcome: 'done' });
    const [row] = (await jobRuns(db, 'test.slow')).filter((x) => x.period === periodOf('day', T));
    expect(row).toMatchObject({ outcome: 'done', detail: '好了' });
  });

  it('waits no longer than the grace time, leaving the claim for another process after the lease', async () => {
    const r = startJobs(host(slowJob('test.stuck', 2000)));
    const running = r.run('test.stuck', T);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await r.stop(100);
    expect(Date.now() - started).toBeLessThan(1000);
    const [row] = (await jobRuns(db, 'test.stuck')).filter((x) => x.period === periodOf('day', T));
    expect(row?.outcome).toBe('running');
    expect(await claimPeriod(db, 'test.stuck', periodOf('day', T), 'other', T + JOB_LEASE_MS + 1000)).toBe(
      true,
    );
    await running;
  });
});
