import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './driver.js';
import { openPglite } from './pglite.js';
import { FairQueue, inArrivalOrder } from './queue.js';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('FairQueue', () => {
  it('runs jobs one at a time, in the order they were queued, passing results and errors through', async () => {
    const q = new FairQueue();
    const log: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) =>
      q.run(async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        // Later jobs finish faster: only the queue keeps them in order.
        await new Promise((r) => setTimeout(r, 5 - Number(name.slice(1)) / 4));
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const names = Array.from({ length: 20 }, (_, i) => `j${i}`);
    const results = await Promise.allSettled(names.map((n, i) => job(n, i === 7)));
    expect(log).toEqual(names.flatMap((n) => [`start ${n}`, `end ${n}`]));
    expect(results[7]).toMatchObject({ status: 'rejected', reason: new Error('j7') });
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual(
      names.filter((_, i) => i !== 7),
    );
    // The queue gives the event loop a turn before it looks for the next job.
    await new Promise((r) => setImmediate(r));
    expect(q.size).toBe(0);
  });

  it('serves the later statements of a call before the calls that arrived after it', async () => {
    const q = new FairQueue();
    const log: string[] = [];
    const call = (name: string, statements: number) =>
      inArrivalOrder(async () => {
        for (let i = 0; i < statements; i++) {
          await q.run(async () => {
            log.push(`${name}${i}`);
            await tick();
          });
        }
      });
    await Promise.all([call('a', 3), call('b', 2), call('c', 1)]);
    // Statement by statement it would be a0 b0 c0 a1 b1 a2: the first call would wait behind every later one.
    expect(log).toEqual(['a0', 'a1', 'a2', 'b0', 'b1', 'c0']);
  });

  it('runs up to its width at once, still by arrival', async () => {
    const q = new FairQueue(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        q.run(async () => {
          started.push(i);
          most = Math.max(most, ++running);
          await new Promise((r) => setTimeout(r, 3));
          running--;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(started).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('lets a caller arriving from outside be served before callers who keep coming back', async () => {
    // Ten callers re-queue the moment their job ends (a promise continuation, as a handler's next statement
    // is). A caller arriving on a timer (as a new HTTP request is read) must not wait for all of them to
    // stop: it gets the connection after at most one job of each of those already queued.
    const q = new FairQueue();
    let stop = false;
    let jobsBefore = 0;
    const loopers = Array.from({ length: 10 }, async () => {
      while (!stop) await q.run(async () => void jobsBefore++);
    });
    await tick();
    const seenAtArrival = jobsBefore;
    await q.run(async () => undefined);
    const waitedFor = jobsBefore - seenAtArrival;
    stop = true;
    await Promise.all(loopers);
    expect(waitedFor).toBeLessThanOrEqual(10);
  });
});

describe('PGlite behind the queue', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec('create table log (n integer primary key, at timestamptz default clock_timestamp())');
  }, 60_000);
  afterAll(() => db.close());

  it('answers 200 queued statements in the order they were issued', async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        // Alternate costly and cheap statements: a cheap one issued later still answers later.
        db
          .query(
            n % 2 ? 'select $1::int as n' : 'select $1::int as n, count(*) from generate_series(1, 20000)',
            [n],
          )
          .then(() => order.push(n)),
      ),
    );
    expect(order).toEqual(Array.from({ length: 200 }, (_, n) => n));
  });

  it('keeps a transaction whole: statements issued while it runs wait for its end', async () => {
    const seen: number[] = [];
    let inside: () => void = () => {};
    const started = new Promise<void>((r) => {
      inside = r;
    });
    const tx = db.tx(async (q) => {
      await q.query('insert into log (n) values (1)');
      inside();
      // Time for the statements below to be issued; without the queue they would run inside this
      // transaction's connection and see the first row without the second.
      await new Promise((r) => setTimeout(r, 50));
      await q.query('insert into log (n) values (2)');
    });
    await started;
    const reads = Array.from({ length: 5 }, () =>
      db.query<{ n: number }>('select count(*)::int as n from log').then((r) => seen.push(r[0]?.n ?? -1)),
    );
    await Promise.all([tx, ...reads]);
    expect(seen).toEqual([2, 2, 2, 2, 2]);
  });

  it('rolls a failed transaction back and serves the next caller', async () => {
    await expect(
      db.tx(async (q) => {
        await q.query('insert into log (n) values (3)');
        await q.query('insert into log (n) values (3)');
      }),
    ).rejects.toThrow();
    const rows = await db.query<{ n: number }>('select n from log order by n');
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });
});
