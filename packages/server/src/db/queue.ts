import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Calls are served in the order they arrived. Each HTTP call takes a ticket when it arrives
 * (inArrivalOrder, http/pipeline.ts) and every statement it issues carries that ticket, so the second
 * statement of a call waits behind the calls that arrived before it, not behind every statement issued
 * since its first: a call of five statements (a diary submission) is not overtaken, five times over, by the
 * page reads that arrived after it. Work outside a call (boot, seeding, tests) takes a ticket per job.
 */
const arrivals = new AsyncLocalStorage<number>();
let tickets = 0;

/** Runs fn (one call) with a ticket taken now: the statements it issues queue in the order of arrival. */
export function inArrivalOrder<T>(fn: () => T): T {
  return arrivals.run(++tickets, fn);
}

interface Job {
  readonly ticket: number;
  readonly start: () => Promise<void>;
}

/**
 * The connections' queue: at most `width` jobs at a time (PGlite: one connection; PostgreSQL: the pool),
 * started by ticket, first come first served within a ticket. A job holds its connection from start to end (a
 * transaction is one job, so nothing interleaves with it). On PGlite the event loop gets a turn between two
 * jobs: without it, a busy queue hands the connection from one promise continuation to the next and never lets a
 * new HTTP request be read, which is what made PGlite's p99 many times its median under load.
 */
export class FairQueue {
  private readonly jobs: Job[] = [];
  private running = 0;

  /**
   * width: jobs at once. pause: whether to give the event loop a turn between two jobs, which a database
   * that answers on the main thread (PGlite, in WebAssembly) needs; a pool answering over sockets does not.
   */
  constructor(
    private readonly width = 1,
    private readonly pause = width === 1,
  ) {}

  /** Runs job once every job with an earlier ticket, or queued before it with the same, has started. */
  run<T>(job: () => Promise<T>): Promise<T> {
    const ticket = arrivals.getStore() ?? ++tickets;
    return new Promise<T>((resolve, reject) => {
      const start = () => Promise.resolve().then(job).then(resolve, reject);
      // Tickets mostly arrive in order: look for the place from the end.
      let i = this.jobs.length;
      while (i > 0 && (this.jobs[i - 1] as Job).ticket > ticket) i--;
      this.jobs.splice(i, 0, { ticket, start });
      if (this.running < this.width) this.next();
    });
  }

  /** Jobs waiting or running. */
  get size(): number {
    return this.jobs.length + this.running;
  }

  private next() {
    const job = this.jobs.shift();
    if (!job) return;
    this.running++;
    // The job settles its own promise; the queue moves on either way (after a turn of the event loop when
    // it pauses).
    const done = () => {
      this.running--;
      this.next();
    };
    void job.start().finally(() => (this.pause ? setImmediate(done) : done()));
  }
}
