/**
 * The HTTP load generator of server.ts: autocannon in a process of its own, so that on a 2-core machine the
 * client's work (building requests, parsing responses, checking every answer) does not run on the server's
 * event loop. server.ts forks this file and sends it one job at a time; it answers with the figures.
 */
import { createRequire } from 'node:module';
import type { LoadJob, LoadOutcome } from './server-stats.js';
import { rate } from './server-stats.js';
import { percentile } from './stats.js';

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface Instance {
  on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
interface Result {
  errors: number;
  timeouts: number;
  mismatches: number;
  non2xx: number;
}
interface Options {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: {
    method: 'GET' | 'POST';
    headers?: Record<string, string>;
    setupRequest: (req: { path?: string; body?: string }) => { path?: string; body?: string };
  }[];
  verifyBody: (body: string) => boolean;
}
type Autocannon = (o: Options, done: (err: Error | null, result: Result) => void) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** A right answer: the envelope with Code 200, and a full page or one row of the entity. */
function checker(job: LoadJob) {
  return (text: string): string | null => {
    let body: { Code?: unknown; Content?: { List?: unknown[] } & Record<string, unknown> };
    try {
      body = JSON.parse(text);
    } catch {
      return 'not JSON';
    }
    if (body.Code !== 200) return `envelope Code ${String(body.Code)}`;
    if (job.bodies) return null;
    if (job.query === 'page') {
      const n = body.Content?.List?.length;
      return n === job.pageSize ? null : `List of ${n} rows, not ${job.pageSize}`;
    }
    const id = body.Content?.[job.key];
    return typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) ? null : `no ${job.key} in Content`;
  };
}

function run(job: LoadJob): Promise<LoadOutcome> {
  const check = checker(job);
  const wrong: string[] = [];
  const latencies: number[] = [];
  let next = 0;
  let nextBody = 0;
  let first = Number.NaN;
  let last = Number.NaN;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        headers: { authorization: `Bearer ${job.token}` },
        // Each request takes the next path of the list: the model read cycles through the page's keys.
        requests: [
          job.bodies
            ? {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                setupRequest: (req) => ({
                  ...req,
                  path: job.paths[next++ % job.paths.length],
                  body: job.bodies?.[nextBody++ % (job.bodies?.length ?? 1)],
                }),
              }
            : {
                method: 'GET',
                setupRequest: (req) => ({ ...req, path: job.paths[next++ % job.paths.length] }),
              },
        ],
        verifyBody: (text) => {
          const problem = check(text);
          if (problem && wrong.length < 5) wrong.push(`${problem}: ${text.slice(0, 200)}`);
          return !problem;
        },
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          ...rate(latencies.length, first, last),
          p50: percentile(latencies, 0.5),
          p99: percentile(latencies, 0.99),
          non200: result.non2xx,
          badBodies: result.mismatches,
          errors: result.errors,
          timeouts: result.timeouts,
          samples: wrong,
        });
      },
    );
    // autocannon's own histogram keeps whole milliseconds; these are the exact times, as for the driver.
    instance.on('response', (_client, status, _bytes, ms) => {
      last = performance.now();
      if (latencies.length === 0) first = last;
      latencies.push(ms);
      if (status !== 200 && wrong.length < 5) wrong.push(`HTTP ${status}`);
    });
  });
}

/** One job, or several at once (the mixed load: readers and writers side by side). */
process.on('message', ({ job, jobs }: { job?: LoadJob; jobs?: LoadJob[] }) => {
  if (job) {
    run(job).then(
      (outcome) => process.send?.({ outcome }),
      (e: Error) => process.send?.({ error: e.message }),
    );
  } else if (jobs) {
    Promise.all(jobs.map(run)).then(
      (outcomes) => process.send?.({ outcomes }),
      (e: Error) => process.send?.({ error: e.message }),
    );
  }
});
process.on('disconnect', () => process.exit(0));
