/** The jobs every server runs: importing this module declares them (registry.ts). */
import { formatCst } from '@practice/sdk/contract';
import { purgeOldEntries } from '../audit/keep.js';
import { sweepStaleParts, sweepStaleStore } from '../files/sweep.js';
import { computeWarnings } from '../ops/specific/attendance/warnings.js';
import { rollUp, termsToRefresh } from '../ops/specific/statistics/rollup.js';
import { currentTerm } from '../ops/specific/statistics/scope.js';
import { registerJob } from './registry.js';

// Stale zips and unfinished uploads in the store (files/sweep.ts): they hold space nobody will ask for.
registerJob({
  name: 'files.sweep',
  title: '清理过期的临时文件',
  period: 'hour',
  run: ({ storage, now, db }) => sweepStaleStore(storage, now, db),
});

// Parts of chunked uploads never merged wait on the disk of the process that took them: each sweeps its own.
registerJob({
  name: 'files.sweep-parts',
  title: '清理本进程未合并的分片',
  period: 'hour',
  scope: 'process',
  run: ({ filesDir, now }) => sweepStaleParts(filesDir, now),
});

// 操作日志 past the kept days (audit/keep.ts); the setting counts in days, so once a day is enough.
registerJob({
  name: 'audit.purge',
  title: '清理超过保留天数的操作日志',
  period: 'day',
  run: ({ db, now }) => purgeOldEntries(db, now),
});

// 预警 (issue 29): raised for the causes that hold today and cleared for those gone, in every school; the
// school admin's 立即计算 runs the same for one school between two days.
registerJob({
  name: 'attendance.warnings',
  title: '计算考勤与作业预警',
  period: 'day',
  run: async ({ db, now }) => {
    const run = await computeWarnings(db, formatCst(now));
    return `新增 ${run.fRaised} 条，消除 ${run.fCleared} 条，未处理 ${run.fOpen} 条`;
  },
});

// 统计 (issue 30): the current term's figures of every school, which the admins' dashboards and statistics
// sum instead of counting the province's students, diaries and sign-ins on each call (statistics/rollup.ts).
// Hourly, so that the day's diaries, reviews and placements show within the hour, for the current term and
// the terms read in the last week: the pass and its cost are measured in bench/README.md (province).
registerJob({
  name: 'statistics.rollup',
  title: '汇总统计数据',
  period: 'hour',
  run: async ({ db, now }) => {
    const terms = await termsToRefresh(db, currentTerm(formatCst(now, false)), now);
    for (const { term, schools } of terms) await rollUp(db, term, schools, now);
    const [current, ...others] = terms;
    return `汇总 ${current?.schools.length ?? 0} 所学校${others.length ? `，另有 ${others.length} 个近期查看的学期` : ''}`;
  },
});
