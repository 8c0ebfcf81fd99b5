import { Readable } from 'node:stream';
import { APIS, DEFAULT_PLUGIN_BASE, operations } from '@practice/sdk/contract';
import { Hono } from 'hono';
import type { Db } from '../db/driver.js';
import { createLocalStorage, fileResponseHeaders, isFileError, storagePathFromUrl } from '../files/index.js';
import type { ServerConfig } from '../ops/context.js';
import { handlerOf } from '../ops/registry.js';
import { fileResponse, safeJoin } from '../static.js';
import { ApiError, LOGIN_REQUIRED } from './errors.js';
import { isPublicFile, signedInForFiles } from './file-access.js';
import { errorEnvelope, pipeline } from './pipeline.js';

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
}

/** Where an operation answers: its API's prefix (the plugin base for the internship API) plus its path. */
export function routesOf(pluginBases: readonly string[]) {
  return operations.flatMap((op) => {
    const prefixes = op.api === 'internship' ? pluginBases.map((b) => `/${b}`) : [APIS[op.api].prefix];
    return prefixes.map((prefix) => ({ op, path: `${prefix}${op.path}` }));
  });
}

export function createApp(o: AppOptions): Hono {
  const app = new Hono();
  const pluginBases = o.pluginBases ?? [DEFAULT_PLUGIN_BASE];
  app.get('/health', async (c) => {
    await o.db.query('select 1');
    return c.json({ status: 'ok', database: o.db.kind, operations: operations.length });
  });
  for (const { op, path } of routesOf(pluginBases)) {
    const handler = handlerOf(op) ?? notImplemented;
    const run = pipeline(o.db, o.config, op, handler);
    app.on(op.method, path, (c) => run(c.req.raw));
  }
  // A path under an API that the contract does not have: the envelope, not the console page.
  const apiPrefixes = [APIS.system.prefix, APIS.gateway.prefix, ...pluginBases.map((b) => `/${b}`)];
  for (const prefix of apiPrefixes) {
    app.all(`${prefix}/*`, () => errorEnvelope(new ApiError(404, '接口不存在')));
  }
  app.get('/openapi/:name', async (c) => {
    return (await fileResponse(safeJoin(o.openapiDir, c.req.param('name')))) ?? c.notFound();
  });
  const storage = createLocalStorage({ root: o.config.filesDir });
  app.get('/files/*', async (c) => {
    try {
      const path = storagePathFromUrl(c.req.path);
      const open = isPublicFile(path);
      if (!open && !(await signedInForFiles(o.db, c.req.raw))) {
        return errorEnvelope(new ApiError(401, LOGIN_REQUIRED));
      }
      const f = await storage.open(path);
      const headers = {
        ...fileResponseHeaders(
          { path, size: f.size, contentType: f.contentType },
          { inline: c.req.query('inline') === '1' },
        ),
        // A stored name never changes content; a private file stays out of shared caches.
        'Cache-Control': open ? 'public, max-age=86400' : 'private, no-cache',
      };
      return new Response(Readable.toWeb(f.stream) as ReadableStream<Uint8Array>, { headers });
    } catch (e) {
      if (isFileError(e)) return errorEnvelope(new ApiError(404, '文件不存在或已被删除'));
      throw e;
    }
  });
  app.get('*', async (c) => {
    const path = c.req.path;
    const asset = path === '/' ? null : safeJoin(o.consoleDir, path);
    const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const found =
      (await fileResponse(asset, cache)) ?? (await fileResponse(safeJoin(o.consoleDir, 'index.html')));
    return found ?? c.text('控制台尚未构建：请运行 npm start', 503);
  });
  app.onError((e) => {
    console.error(e);
    return errorEnvelope(new ApiError(500, '服务器内部错误，请稍后重试'));
  });
  return app;
}
