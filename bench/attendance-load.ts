/**
 * The sign-in burst's client (bench/attendance.ts forks it): each student's phone taps 上班 once, some twice
 * (a double tap), `width` requests in flight at a time, in a process of its own so that on 2 cores the
 * client does not run on the server's event loop. Answers with every latency and every answer's status.
 */

interface Job {
  readonly url: string;
  readonly path: string;
  readonly tokens: readonly string[];
  /** Every n-th student taps twice at once. */
  readonly doubleEvery: number;
  readonly width: number;
}

export interface BurstOutcome {
  readonly latencies: number[];
  readonly codes: Record<string, number>;
  readonly elapsedMs: number;
}

async function tap(job: Job, token: string, i: number): Promise<{ ms: number; code: string }> {
  const started = performance.now();
  const res = await fetch(`${job.url}${job.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      fSignInKind: 1,
      // Within a few hundred metres of the workplace, each phone its own fix.
      fLatitude: 31.2058 + ((i % 97) - 48) * 0.00003,
      fLongitude: 121.5907 + ((i % 89) - 44) * 0.00003,
      fAccuracy: 12,
      cDeviceId: `bench-phone-${i}`,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { Code?: unknown };
  return { ms: performance.now() - started, code: `${res.status}/${String(body.Code)}` };
}

async function burst(job: Job): Promise<BurstOutcome> {
  const taps = job.tokens.flatMap((t, i) =>
    i % job.doubleEvery === 0
      ? [
          [t, i],
          [t, i],
        ]
      : [[t, i]],
  ) as [string, number][];
  const latencies: number[] = [];
  const codes: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: job.width }, async () => {
      while (next < taps.length) {
        const [token, i] = taps[next++] as [string, number];
        const r = await tap(job, token, i).catch((e: unknown) => ({ ms: 0, code: `error ${String(e)}` }));
        latencies.push(r.ms);
        codes[r.code] = (codes[r.code] ?? 0) + 1;
      }
    }),
  );
  return { latencies, codes, elapsedMs: performance.now() - started };
}

process.on('message', (job: Job) => {
  burst(job).then(
    (outcome) => process.send?.(outcome, () => process.exit(0)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
});
