import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (req: Received, res: ServerResponse) => void | Promise<void>;

/** A real HTTP server on loopback for the SDK's tests: handlers by path, every request recorded. */
export async function startServer(handlers: Record<string, Handler>) {
  const requests: Received[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const received: Received = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(received);
    const handler = handlers[received.path];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    await handler(received, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

export const ok = (res: ServerResponse, Content: unknown) => json(res, { Code: 200, Message: '', Content });

export const page = <R>(List: R[], PageIndex = 1, PageSize = 10) => ({
  List,
  PageIndex,
  PageSize,
  TotalCount: List.length,
  PageCount: Math.max(1, Math.ceil(List.length / PageSize)),
});
