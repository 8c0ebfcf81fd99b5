import { APIS, DEFAULT_PLUGIN_BASE, operations } from '@practice/sdk/contract';
import { Hono } from 'hono';
import type { Db } from '../db/driver.js';
import { fileStorage } from '../files/index.js';
import type { ServerConfig } from '../ops/context.js';
import { handlerOf } from '../ops/registry.js';
import { consolePage, fileResponse, safeJoin } from '../static.js';
import { addressOf, noteClientAddress, socketAddressOf, trustedProxiesOf } from './client-address.js';
import { compressedAnswer } from './compress.js';
import { ApiError } from './errors.js';
import { fileRoute } from './file-route.js';
import { securityHeaders } from './headers.js';
import { errorEnvelope, pipeline } from './pipeline.js';
import { addProbes, type Probes } from './probes.js';
import { requestLimits } from './request-limits.js';
import { type RequestLine, requestLog, requestLogWanted } from './request-log.js';

/** Kept only while operations are being implemented; a test requires that nothing still uses it. */
const notImplemented = async () => {
  throw new ApiError(501, '该接口尚未实现');
};

export interface AppOptions {
  readonly db: Db;
  readonly config: ServerConfig;
  /** The built console (packages/console/dist). */
  readonly consoleDir: string;
  /** The committed OpenAPI documents (openapi/). */
  readonly openapiDir: string;
  /** Plugin bases the internship API answers under (SPEC §7: configurable, replaceable at run time). */
  readonly pluginBases?: readonly string[];
  /**
   * A path the APIs and stored files answer under, as deployments that share a host put them ('/api': the
   * internship API at /api/WDPracticeInternshipPlugin/api/v1/...). The console is told it in its page.
   */
  readonly apiPrefix?: string;
  /**
   * How many proxies of this deployment stand in front of the server, whose X-Forwarded-For is believed for
   * the client's address (sign-in throttling). Default: the TRUST_PROXY setting, else none.
   */
  readonly trustProxy?: number;
  /** Shared with the shutdown (boot/start.ts): once draining, /readyz answers 503 and connections close. */
  readonly probes?: Probes;
  /**
   * One JSON line per request (http/request-log.ts): true writes them to stdout, a function receives them.
   * Default: the REQUEST_LOG setting, else none.
   */
  readonly requestLog?: boolean | ((line: RequestLine) => void);
}

/** 405 in the envelope, naming what the path does answer. */
const methodNotAllowed = (allow: string) => {
  const response = errorEnvelope(new ApiError(405, '不支持该请求方法'));
  response.headers.set('Allow', allow);
  return response;
};
/** Hono answers HEAD with the GET route, so a GET path allows both. */
const allowOf = (methods: Iterable<string>) =>
  [...methods].flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).join(', ');

/** '/api/' and 'api' both mean '/api'; '' and '/' mean no prefix. */
export const normalizePrefix = (prefix = '') => {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
};

/** Where an operation answers: its API's prefix (the plugin base for the internship API) plus its path. */
export function routesOf(pluginBases: readonly string[], apiPrefix = '') {
  return operations.flatMap((op) => {
    const prefixes = op.api === 'internship' ? pluginBases.map((b) => `/${b}`) : [APIS[op.api].prefix];
    return prefixes.map((prefix) => ({ op, path: `${apiPrefix}${prefix}${op.path}` }));
  });
}

export function createApp(o: AppOptions): Hono {
  const app = new Hono();
  const pluginBases = o.pluginBases ?? [DEFAULT_PLUGIN_BASE];
  const apiPrefix = normalizePrefix(o.apiPrefix);
  const trustProxy = o.trustProxy ?? trustedProxiesOf(process.env.TRUST_PROXY);
  const storage = fileStorage(o.config);
  const probes = o.probes ?? { draining: false };
  const log = o.requestLog ?? requestLogWanted(process.env.REQUEST_LOG);
  if (log) app.use('*', requestLog(typeof log === 'function' ? log : undefined));
  app.use('*', securityHeaders());
  app.use('*', requestLimits());
  app.use('*', async (c, next) => {
    noteClientAddress(
      c.req.raw,
      addressOf(socketAddressOf(c.env), c.req.header('x-forwarded-for') ?? null, trustProxy),
    );
    await next();
  });
  app.use('*', async (c, next) => {
    await next();
    // Shutting down: a kept-alive connection is closed after its answer, so no new request arrives on it.
    if (probes.draining) c.header('Connection', 'close');
  });
  addProbes(app, o.db, storage, probes);
  app.get('/health', async (c) => {
    await o.db.query('select 1');
    return c.json({ status: 'ok', database: o.db.kind, operations: operations.length });
  });
  const methodsByPath = new Map<string, Set<string>>();
  for (const { op, path } of routesOf(pluginBases, apiPrefix)) {
    const handler = handlerOf(op) ?? notImplemented;
    const run = pipeline(o.db, o.config, op, handler);
    app.on(op.method, path, async (c) =>
      compressedAnswer(await run(c.req.raw), c.req.header('accept-encoding') ?? null),
    );
    methodsByPath.set(path, (methodsByPath.get(path) ?? new Set()).add(op.method));
  }
  // Another method on an operation's path: 405, not the 404 of a path the contract does not have.
  for (const [path, methods] of methodsByPath) app.all(path, () => methodNotAllowed(allowOf(methods)));
  // A path under an API that the contract does not have: the envelope, not the console page.
  const apiPrefixes = [APIS.system.prefix, APIS.gateway.prefix, ...pluginBases.map((b) => `/${b}`)];
  for (const prefix of apiPrefixes) {
    app.all(`${apiPrefix}${prefix}/*`, () => errorEnvelope(new ApiError(404, '接口不存在')));
  }
  app.get('/openapi/:name', async (c) => {
    return (await fileResponse(safeJoin(o.openapiDir, c.req.param('name')))) ?? c.notFound();
  });
  app.get(`${apiPrefix}/files/*`, fileRoute(o.db, storage, apiPrefix));
  app.all(`${apiPrefix}/files/*`, () => methodNotAllowed(allowOf(['GET'])));
  app.get('*', async (c) => {
    const path = c.req.path;
    const asset = path === '/' ? null : safeJoin(o.consoleDir, path);
    const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const found =
      (await fileResponse(asset, {
        cache,
        precompressed: { acceptEncoding: c.req.header('accept-encoding') ?? null },
      })) ?? (await consolePage(o.consoleDir, apiPrefix));
    return found ?? c.text('控制台尚未构建：请运行 npm start', 503);
  });
  // The console's pages and files are read-only: a write to them is no route the contract has.
  app.all('*', () => methodNotAllowed(allowOf(['GET'])));
  app.onError((e) => {
    console.error(e);
    return errorEnvelope(new ApiError(500, '服务器内部错误，请稍后重试'));
  });
  return app;
}
