/** The jobs every server runs: importing this module declares them (registry.ts). */
import { purgeOldEntries } from '../audit/keep.js';
import { sweepStaleParts, sweepStaleStore } from '../files/sweep.js';
import { registerJob } from './registry.js';

// Stale zips and unfinished uploads in the store (files/sweep.ts): they hold space nobody will ask for.
registerJob({
  name: 'files.sweep',
  title: '清理过期的临时文件',
  period: 'hour',
  run: ({ storage, now }) => sweepStaleStore(storage, now),
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
