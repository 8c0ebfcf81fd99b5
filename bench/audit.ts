/**
 * What 操作日志 costs a write: diary submissions (AddInternshipDiary as the platform admin, WRITERS at a time)
 * on PostgreSQL with the audit log recording and, alternating in the same run on the same server and data,
 * with its recording paused (the baseline; packages/server/src/audit/around.ts). Prints each side's median
 * writes per second over the rounds and their ratio; asserts only that every write succeeded and that the
 * recording side left one entry per write.
 *
 *   pnpm --filter @practice/bench bench:audit      ROUNDS (default 6) rounds of WRITES (default 300) each side
 */
import { recordAuditForBenchmark } from '../packages/server/src/audit/around.js';
import { ADMIN, must, postgresUrl, signInAs, startBenchServer } from './server-setup.js';
import { median } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const WRITERS = 4;

async function main() {
  const postgres = await postgresUrl();
  if (!postgres) {
    console.log('audit: no PostgreSQL answers on 127.0.0.1:5432 and DATABASE_URL is unset; nothing measured');
    return;
  }
  const s = await startBenchServer(postgres);
  try {
    const admin = await signInAs(s, ADMIN);
    // Beside a diary of the demo: its course, student, date and week are ones the rules accept.
    const [row] = await s.db.query<{ course: string; student: string; day: string; week: number }>(
      `select "fInternshipInfoId" as course, "fInternshipStudentId" as student, "tDiaryDate" as day,
         "fWeek" as week from "InternshipDiary" where "fInternshipStudentId" is not null order by 1, 2 limit 1`,
    );
    if (!row) throw new Error('no diary of the demo to write beside');
    let n = 0;
    const write = () => {
      const i = n++;
      return must(s.url, admin.token, 'AddInternshipDiary', {
        fInternshipInfoId: row.course,
        fInternshipStudentId: row.student,
        cDiaryName: `审计压测日记 ${i + 1}`,
        tDiaryDate: String(row.day).slice(0, 10),
        fWeek: row.week,
        fStatus: 0,
      });
    };
    const round = async () => {
      const start = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (next++ < WRITES) await write();
        }),
      );
      return WRITES / ((performance.now() - start) / 1000);
    };
    const entries = async () =>
      Number((await s.db.query('select count(*)::int as n from "AppAuditLog"'))[0]?.n ?? 0);
    await round(); // warm-up: plans, pools and caches, on neither side's account
    const sides = { recording: [] as number[], paused: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      for (const side of r % 2 ? (['paused', 'recording'] as const) : (['recording', 'paused'] as const)) {
        recordAuditForBenchmark(side === 'recording');
        const before = await entries();
        sides[side].push(await round());
        const left = (await entries()) - before;
        if (side === 'recording' && left !== WRITES) throw new Error(`${WRITES} writes left ${left} entries`);
      }
    }
    recordAuditForBenchmark(true);
    const on = median(sides.recording);
    const off = median(sides.paused);
    console.log(`audit log on diary writes, PostgreSQL, ${WRITERS} writers, ${ROUNDS} x ${WRITES} each side`);
    console.log(
      `  recording ${on.toFixed(1)} writes/s   paused ${off.toFixed(1)} writes/s   ratio ${(on / off).toFixed(3)}`,
    );
  } finally {
    await s.close();
  }
}

await main();
