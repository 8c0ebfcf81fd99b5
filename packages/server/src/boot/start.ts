import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { nowText } from '../db/dates.js';
import { type Db, openDb } from '../db/driver.js';
import { migrate } from '../db/migrate.js';
import { fileStorage } from '../files/store-config.js';
import { createApp } from '../http/app.js';
import { withNodeBodies } from '../http/node-body.js';
import type { Probes } from '../http/probes.js';
import { answerClientErrors, PARSER_MAX_HEADER_BYTES } from '../http/request-limits.js';
import type { RequestLine } from '../http/request-log.js';
import '../jobs/builtin.js';
import { registeredJobs } from '../jobs/registry.js';
import { type JobResult, startJobs } from '../jobs/runner.js';
import type { ServerConfig } from '../ops/context.js';
import { demoFiles } from '../seed/demo.js';
import { writeStandIns } from '../seed/stand-ins.js';
import { seedDemo } from './demo.js';
import { grantNewOperations, seedRoles } from './grants.js';
import { seedMenus } from './menus.js';
import { SHUTDOWN_GRACE_MS, stopAccepting } from './shutdown.js';

export interface StartOptions {
  readonly port?: number;
  readonly host?: string;
  /** postgres://... for PostgreSQL; otherwise embedded PGlite. */
  readonly databaseUrl?: string | undefined;
  /** PGlite's data folder; absent means in memory. */
  readonly dataDir?: string | undefined;
  /** PGlite's data to start from (DbOptions.initialData). */
  readonly initialData?: Blob | undefined;
  /** Seed the demo schools and accounts into an empty database (default true). */
  readonly demo?: boolean;
  readonly config: ServerConfig;
  readonly consoleDir: string;
  readonly openapiDir: string;
  readonly pluginBases?: readonly string[];
  readonly apiPrefix?: string;
  /** How long a shutdown waits for requests in flight before cutting them off (default 10 s). */
  readonly shutdownGraceMs?: number;
  /** The request log (http/app.ts AppOptions.requestLog); default: the REQUEST_LOG setting. */
  readonly requestLog?: boolean | ((line: RequestLine) => void);
}

export interface RunningServer {
  readonly url: string;
  readonly db: Db;
  readonly server: ServerType;
  /** Claims and runs a scheduled job's period now (jobs/runner.ts), as the minute's tick would. */
  runJob(name: string, now?: number): Promise<JobResult>;
  /**
   * Stops accepting, lets the requests in flight finish (until the grace time is up, then cuts them off),
   * stops the jobs (waiting as long for a run under way) and closes the database. Calling it again waits for
   * the same shutdown.
   */
  close(): Promise<void>;
}

/**
 * Brings the database up to the catalogue and fills a new one: roles, permissions, menus and (unless told
 * not to) the demo data. Runs under the migration lock, so that two processes starting together on one
 * PostgreSQL seed it once. The demo's dates follow `seedDay` (default today: boot/demo.ts).
 */
export async function prepareDatabase(db: Db, demo: boolean, seedDay?: string): Promise<void> {
  await migrate(db);
  await db.exclusive(async (q) => {
    const seeded = await q.query(`select 1 from app_meta where key = 'seeded'`);
    await grantNewOperations(q);
    await seedMenus(q);
    if (seeded.length) return;
    await seedRoles(q, nowText());
    if (demo) await seedDemo(q, seedDay);
    await q.query(`insert into app_meta (key, value) values ('seeded', $1)`, [nowText()]);
  });
}

export async function startServer(o: StartOptions): Promise<RunningServer> {
  const db = await openDb({ url: o.databaseUrl, dataDir: o.dataDir, initialData: o.initialData });
  await prepareDatabase(db, o.demo ?? true);
  const storage = fileStorage(o.config);
  // Not fatal: a store still coming up (or set wrong) shows at /readyz, which keeps traffic away meanwhile.
  const storeProblem = await storage.check().then(
    () => null,
    (error: unknown) => error,
  );
  if (storeProblem) console.warn(`文件存储无法访问 (${storage.kind}):`, String(storeProblem));
  else if (o.demo ?? true) await writeStandIns(storage, demoFiles);
  const probes: Probes = { draining: false };
  const app = createApp({
    probes,
    ...(o.requestLog !== undefined ? { requestLog: o.requestLog } : {}),
    db,
    config: o.config,
    consoleDir: o.consoleDir,
    openapiDir: o.openapiDir,
    ...(o.pluginBases ? { pluginBases: o.pluginBases } : {}),
    ...(o.apiPrefix ? { apiPrefix: o.apiPrefix } : {}),
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        // A /files download goes from the store's Node stream to the socket (http/node-body.ts).
        fetch: withNodeBodies(app.fetch),
        port: o.port ?? 0,
        hostname: o.host ?? '127.0.0.1',
        serverOptions: { maxHeaderSize: PARSER_MAX_HEADER_BYTES },
      },
      () => resolve(s),
    );
  });
  answerClientErrors(server as Server);
  const { port } = server.address() as AddressInfo;
  // The sweep, the audit purge and any other declared job, each once per period across all processes.
  const jobs = startJobs({ db, storage, filesDir: o.config.filesDir, jobs: registeredJobs() });
  const graceMs = o.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${o.host ?? '127.0.0.1'}:${port}`,
    db,
    server,
    runJob: (name, now) => jobs.run(name, now),
    close: () => {
      closing ??= (async () => {
        probes.draining = true;
        const jobsStopped = jobs.stop(graceMs);
        await stopAccepting(server as Server, graceMs);
        // A run cut off here stays 'running' in the job table; another process takes it over after the lease.
        await jobsStopped;
        await db.close();
      })();
      return closing;
    },
  };
}
