import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { operations } from '@practice/sdk/contract';
import { safeJoin, sendFile } from './static.js';

export interface AppOptions {
  /** The built console (packages/console/dist). */
  consoleDir: string;
  /** The committed OpenAPI documents (openapi/). */
  openapiDir: string;
}

/**
 * The reference server as it stands: health, the OpenAPI documents and the built console (with the
 * single-page fallback). The contract's operations answer 501 with the envelope until they are implemented,
 * so a client sees a clear Chinese message rather than the console's HTML.
 */
export function createApp(options: AppOptions): Server {
  const routes = new Set(operations.map((o) => o.path));
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path === '/health') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'ok', operations: operations.length }));
      return;
    }
    if (path.startsWith('/openapi/')) {
      if (await sendFile(res, safeJoin(options.openapiDir, path.slice('/openapi/'.length)))) return;
      res.writeHead(404).end();
      return;
    }
    const apiPath =
      /^\/[^/]+(\/api(?:\/v1)?\/.+)$/.exec(path)?.[1] ??
      (path.startsWith('/table/') || path === '/file/upload' ? path : null);
    if (apiPath && (routes.has(apiPath) || path.includes('/api/'))) {
      const known = routes.has(apiPath);
      res.writeHead(known ? 501 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          Code: known ? 501 : 404,
          Message: known ? '该接口尚未实现' : '接口不存在',
          Content: null,
        }),
      );
      return;
    }
    const asset = path === '/' ? null : safeJoin(options.consoleDir, path);
    if (
      await sendFile(
        res,
        asset,
        path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    )
      return;
    if (await sendFile(res, join(options.consoleDir, 'index.html'))) return;
    res
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      .end('控制台尚未构建：请运行 npm start');
  });
}
