/**
 * What reading a private stored file costs: 20 thumbnails as the console's list of pictures asks for them,
 * by a demo account's session cookie, on in-memory PGlite with the demo data (the stand-in pictures the server
 * writes at start). The page is 20 pictures the account may see (it answered 200 the first time); printed:
 * the median of those first requests (the /files check finds the rows holding each file), of one request
 * afterwards, and of the page of 20 fetched 6 at a time as a browser does. The platform admin's check stops at
 * its role, so `FILES_USER=admin` is the cost of the request without the per-file check.
 *
 *   tsx --conditions=@practice/source files-access.ts        (from bench/)
 *   FILES_USER=student FILES_ROUNDS=10                      another account, more rounds
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APIS, operationByName } from '@practice/sdk/contract';
import { startServer } from '../packages/server/src/boot/start.js';
import { tables } from '../packages/server/src/db/tables.js';
import { median } from './stats.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const ROUNDS = Number(process.env.FILES_ROUNDS ?? 5);
const PAGE = 20;
const PARALLEL = 6;

const filesDir = mkdtempSync(join(tmpdir(), 'bench-files-'));
const server = await startServer({
  demo: true,
  config: { filesDir, uploadMaxMb: 5 },
  consoleDir: join(root, 'packages/console/dist'),
  openapiDir: join(root, 'openapi'),
});
try {
  const signIn = await fetch(`${server.url}${APIS.system.prefix}${operationByName.get('LoginCheck')?.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cUserName: process.env.FILES_USER ?? 'teacher', cPassword: 'Demo@2026' }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // Pictures the demo rows point at (avatars, covers, logos, diary photos) that have a stand-in on disk.
  const paths = new Set<string>();
  for (const t of tables) {
    for (const c of t.columns) {
      if (c.field.display !== 'image' && c.wire !== 'cContent') continue;
      const rows = await server.db.query<{ v: string }>(
        `select distinct "${c.wire}" as v from "${t.name}" where "${c.wire}" like 'demo/%.jpg' or "${c.wire}" like 'demo/%.png'`,
      );
      for (const r of rows) if (existsSync(join(filesDir, r.v)) && !r.v.includes('/news/')) paths.add(r.v);
    }
  }
  const candidates = [...paths].filter((p) => !/\/banners\//.test(p));
  const url = (p: string) => `${server.url}/files/${p.split('/').map(encodeURIComponent).join('/')}`;
  const statuses = new Map<number, number>();
  const one = async (p: string) => {
    const started = performance.now();
    const r = await fetch(url(p), { headers: { cookie } });
    await r.arrayBuffer();
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    return performance.now() - started;
  };
  const page: string[] = [];
  const firsts: number[] = [];
  for (const p of candidates) {
    if (page.length === PAGE) break;
    const before = statuses.get(200) ?? 0;
    const ms = await one(p);
    if ((statuses.get(200) ?? 0) > before) {
      page.push(p);
      firsts.push(ms);
    }
  }
  const refused = (statuses.get(403) ?? 0) + (statuses.get(401) ?? 0);
  statuses.clear();
  const singles: number[] = [];
  const pages: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const p of page) singles.push(await one(p));
    const started = performance.now();
    const queue = [...page];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let p = queue.shift(); p; p = queue.shift()) await one(p);
      }),
    );
    pages.push(performance.now() - started);
  }
  console.log(
    JSON.stringify({
      user: process.env.FILES_USER ?? 'teacher',
      files: page.length,
      refusedWhilePicking: refused,
      rounds: ROUNDS,
      firstRequestMedianMs: Number(median(firsts).toFixed(2)),
      oneRequestMedianMs: Number(median(singles).toFixed(2)),
      pageOf20MedianMs: Number(median(pages).toFixed(1)),
      statuses: Object.fromEntries(statuses),
    }),
  );
} finally {
  await server.close();
  rmSync(filesDir, { recursive: true, force: true });
}
