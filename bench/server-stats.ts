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
