/**
 * Where a phone's blocking time goes (issue 28): the student's pages loaded signed in on a 390 px phone under
 * Chromium's own 4x CPU throttling, traced with the V8 sampling profiler, each load's long tasks (past 50 ms
 * on the renderer's main thread) listed with the functions that ran in them. Prints, per page, the median
 * blocking time (the long tasks' time past 50 ms, summed) over the loads, and for the last load each long task
 * with its costliest functions by self time (five) and by time including callees (eight).
 *
 * Lighthouse's score (lighthouse.ts) says how far from the goal a page is; this says what to cut. Build the
 * console without minifying first so that the functions have their names:
 *
 *   pnpm --filter @practice/console exec vite build --minify false
 *   pnpm --filter @practice/bench bench:phone-trace                    (from the root; about a minute)
 *   BENCH_TRACE_LOADS=5 BENCH_TRACE_PAGES=/index …                     loads per page, pages to load
 *   BENCH_TRACE_DIST=packages/console/dist-other …                     another build, for an A/B in one run
 *   BENCH_TRACE_TOP=60 …                                               functions listed by time including callees
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startConsoleServer } from './console-server.js';
import { signInAsStudent } from './sign-in.js';
import { median } from './stats.js';

const LOADS = Number(process.env.BENCH_TRACE_LOADS ?? 3);
const PAGES = (process.env.BENCH_TRACE_PAGES ?? '/index,/practice/student-manage/diaries-student').split(',');
/** How long a load is traced: past the first screen's data and its renders on a throttled phone. */
const TRACED_MS = 7000;
const LONG_TASK_US = 50_000;

/** The trace events read here (Chrome's trace event format, microseconds). */
interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
}

/** A function as `name file:line`; the profiler's own entries ((program), (garbage collector)) by name alone. */
const frameName = ({ callFrame: f }: ProfileNode) =>
  f.url ? `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}` : f.functionName;

/**
 * The renderer's main thread of the page loaded: the one in the process whose profile ran the page's
 * scripts. Chromium's own pages of the window may be profiled beside it, so "a renderer that ran long
 * tasks" is not enough.
 */
function mainThread(events: TraceEvent[], url: string) {
  const pid = events.find(
    (e) =>
      e.name === 'ProfileChunk' &&
      e.args?.data?.cpuProfile?.nodes?.some((node) => node.callFrame.url?.startsWith(url)),
  )?.pid;
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid,
  );
  if (!thread) throw new Error(`the trace has no renderer main thread that ran ${url}`);
  return thread;
}

/** The profiler's samples, each with its time on the trace's clock and its stack's leaf. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = events.find((e) => e.name === 'Profile' && e.pid === pid)?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

/**
 * The first contentful paint of the page's frame, on the trace's clock. Lighthouse's total blocking time counts
 * only what blocks after it: the start-up's tasks before the first paint cost the paint's time, not blocking.
 */
function firstPaint(events: TraceEvent[], pid: number) {
  return events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;
}

/** The long tasks of one traced load, each with its functions' self and inclusive times (ms). */
function longTasks(events: TraceEvent[], url: string) {
  const thread = mainThread(events, url);
  const paint = firstPaint(events, thread.pid);
  const { nodes, samples } = samplesOf(events, thread.pid);
  const tasks = events
    .filter(
      (e) =>
        e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_US,
    )
    .sort((a, b) => a.ts - b.ts);
  const list = tasks.map((task) => {
    const self = new Map<string, number>();
    const including = new Map<string, number>();
    const end = task.ts + (task.dur ?? 0);
    let previous = task.ts;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end) continue;
      const ms = (sample.ts - previous) / 1000;
      previous = sample.ts;
      const leaf = nodes.get(sample.node);
      if (!leaf) continue;
      self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + ms);
      // A recursive function counts once per sample.
      const seen = new Set<string>();
      for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(node.parent ?? -1)) {
        const name = frameName(node);
        if (seen.has(name) || name.startsWith('(root)')) continue;
        seen.add(name);
        including.set(name, (including.get(name) ?? 0) + ms);
      }
    }
    // The part of the task after the first paint, as Lighthouse clips a task that spans it.
    const afterPaint = paint === undefined ? 0 : Math.max(0, end - Math.max(paint, task.ts)) / 1000;
    return {
      at: (task.ts - (tasks[0]?.ts ?? 0)) / 1000,
      ms: (task.dur ?? 0) / 1000,
      afterPaint,
      self,
      including,
    };
  });
  return { tasks: list, paintAt: paint === undefined ? undefined : (paint - (tasks[0]?.ts ?? 0)) / 1000 };
}

const costliest = (times: Map<string, number>, count: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(0)} ${name}`)
    .join(' | ');

const server = await startConsoleServer(process.env.BENCH_TRACE_DIST);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
  headless: true,
});
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const signIn = await context.newPage();
  await signInAsStudent(signIn, server.url);
  await signIn.close();

  for (const path of PAGES) {
    const blocking: number[] = [];
    const blockingAfterPaint: number[] = [];
    let last: ReturnType<typeof longTasks> = { tasks: [], paintAt: undefined };
    for (let load = 0; load < LOADS; load += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, {
        categories: [
          'toplevel',
          'loading',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await page.goto(`${server.url}${path}`);
      await page.waitForTimeout(TRACED_MS);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      last = longTasks(traceEvents, server.url);
      blocking.push(last.tasks.reduce((sum, task) => sum + task.ms - 50, 0));
      blockingAfterPaint.push(last.tasks.reduce((sum, task) => sum + Math.max(0, task.afterPaint - 50), 0));
      await page.close();
    }
    console.log(
      `\n${path}: blocking time ${median(blocking).toFixed(0)} ms, median of ${LOADS} loads ` +
        `(${blocking.map((ms) => ms.toFixed(0)).join(', ')}), 4x throttled, wall time; after the first ` +
        `paint ${median(blockingAfterPaint).toFixed(0)} ms (${blockingAfterPaint.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.log(
      `the last load's ${last.tasks.length} long tasks (ms from the first), first paint at ${last.paintAt?.toFixed(0) ?? '(none traced)'}:`,
    );
    for (const task of last.tasks) {
      const when = task.afterPaint === 0 ? ', before the first paint' : '';
      console.log(`- at ${task.at.toFixed(0)}: ${task.ms.toFixed(0)} ms${when}`);
      console.log(`    self:      ${costliest(task.self, 5)}`);
      // The scheduler's and React's own frames come first here; eight reach the page's code.
      console.log(`    including: ${costliest(task.including, Number(process.env.BENCH_TRACE_TOP ?? 8))}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
