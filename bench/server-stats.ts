/** What server.ts and its load generator (server-load.ts) exchange, and the statistics both compute. */

export type Query = 'page' | 'model';

/** One autocannon run against one operation. */
export interface LoadJob {
  /** POST with these JSON bodies, one after another (a write: any answer with Code 200 is right). */
  readonly bodies?: readonly string[];
  readonly url: string;
  /** Paths (with query strings) the requests cycle through. */
  readonly paths: readonly string[];
  readonly token: string;
  readonly connections: number;
  readonly seconds: number;
  readonly query: Query;
  readonly pageSize: number;
  /** The entity's key: a model answer must carry it. */
  readonly key: string;
}

/** Answers per second, latencies in ms. */
export interface Figures {
  /** Answers counted, and the seconds between the first and the last (see rate). */
  readonly requests: number;
  readonly seconds: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}
export interface LoadOutcome extends Figures {
  readonly non200: number;
  readonly badBodies: number;
  readonly errors: number;
  readonly timeouts: number;
  /** The first few wrong answers, for the report. */
  readonly samples: readonly string[];
}

/** The q-quantile of ascending values (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

/** The median of the finite values (NaN marks a run without answers); NaN when there are none. */
export function median(xs: readonly number[]): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/**
 * The steady rate of a closed loop: answers after the first one, over the time from the first answer to the
 * last. Counting from the start instead would charge the time the first answers take to arrive (about one
 * latency, which is seconds for PGlite's page list at 50 connections) and, for autocannon, the answers still
 * in flight when it stops, which it drops.
 */
export function rate(
  answers: number,
  first: number,
  last: number,
): Pick<Figures, 'requests' | 'seconds' | 'rps'> {
  const seconds = (last - first) / 1000;
  return {
    requests: answers,
    seconds,
    rps: answers > 1 && seconds > 0 ? (answers - 1) / seconds : Number.NaN,
  };
}
