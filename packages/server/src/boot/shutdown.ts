import type { Server } from 'node:http';

/** How long a shutdown waits for the requests in flight by default (SHUTDOWN_GRACE_MS). */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Closes the listening socket and the idle connections, waits for the requests in flight, and after
 * `graceMs` cuts off whatever is still open (a stalled download must not hold a deploy forever). The
 * database stays open until then, since those requests still use it.
 */
export async function stopAccepting(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A connection kept alive after an answer that left before the shutdown began would otherwise sit idle
  // until its keep-alive timeout: those are closed as they fall idle (answers from now on say Connection: close).
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, graceMs);
  });
  await Promise.race([closed, late]);
  clearTimeout(timer);
  clearInterval(idle);
  await closed;
}
