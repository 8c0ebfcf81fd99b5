/**
 * One JSON line per request when REQUEST_LOG=json (off by default): time, method, operation, the caller's
 * user id, status and milliseconds, for a log collector behind several processes. The operation and the
 * caller are known only deep in the pipeline, so it notes them on the request (as client-address.ts does
 * the address) and the line is written once the answer is ready. No path, query or body is logged: a file's
 * key and a search may carry names.
 */
import type { MiddlewareHandler } from 'hono';

interface Noted {
  operation: string;
  userId: string | null;
}
const noted = new WeakMap<Request, Noted>();

/** What the pipeline (or the /files route) learnt of this request: the operation, and who called it. */
export function noteCall(request: Request, operation: string, userId?: string | null): void {
  const before = noted.get(request);
  noted.set(request, { operation, userId: userId ?? before?.userId ?? null });
}

export interface RequestLine {
  time: string;
  method: string;
  operation: string;
  userId: string | null;
  status: number;
  ms: number;
}

/** Whether the environment asks for the log: REQUEST_LOG=json (or true, 1). */
export const requestLogWanted = (value: string | undefined): boolean =>
  /^(json|true|1|yes)$/i.test(value ?? '');

const writeLine = (line: RequestLine) => process.stdout.write(`${JSON.stringify(line)}\n`);

export function requestLog(write: (line: RequestLine) => void = writeLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const call = noted.get(c.req.raw);
    write({
      time: new Date().toISOString(),
      method: c.req.method,
      // A route of no operation (the console's pages, probes) is named by its pattern, never the path.
      operation: call?.operation ?? c.req.routePath,
      userId: call?.userId ?? null,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
