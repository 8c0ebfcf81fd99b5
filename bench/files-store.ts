/**
 * Files on the object store (issue 31's benchmark): the reference server in a child process on s3rver (another
 * child), the clients here, so that the server's resident memory (read from /proc) is its own.
 *
 * - download of a 200 MB file through the server (/files, signed in) against reading it from the store
 *   directly with the same S3 client the server uses, rounds in alternating order, medians: goal >= 80 %;
 *   beside it, the CPU time per GB of each process (the store, the server, this client) on each path;
 * - the server's RSS growth while 20 clients download it at once: goal < 64 MB;
 * - the same while 20 clients upload 50 MB each at once through the server (BatchUpload), and, for
 *   comparison, as one part each of a chunked upload (MultipartUpload) and as direct uploads (presigned PUT
 *   to the store, then CompleteDirectUpload).
 *
 * Timings never fail the run; a wrong answer (a short body, a refused upload) does (exit 1).
 *
 *   tsx --conditions=@practice/source files-store.ts        (from bench/: about two minutes)
 *   BENCH_QUICK=1 …                                         small sizes, a smoke run
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { APIS, DEFAULT_PLUGIN_BASE, operationByName } from '@practice/sdk/contract';
import { createS3Client, createS3Storage } from '../packages/server/src/files/s3-storage.js';
import type { StoreSettings } from '../packages/server/src/files/store-config.js';
import { median } from './stats.js';

const QUICK = process.env.BENCH_QUICK === '1';
const MB = 1024 * 1024;
const FILE_MB = QUICK ? 20 : 200;
const CLIENTS = QUICK ? 4 : 20;
const UPLOAD_MB = QUICK ? 5 : 50;
const ROUNDS = QUICK ? 1 : 7;
const GROWTH_GOAL_MB = 64;
const RATE_GOAL = 0.8;
const KEY = 'default/Internship/cFilePath/bench---大文件.mp4';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const children: ChildProcess[] = [];
const failures: string[] = [];

/** A child of files-store-child.ts, and the JSON line it prints when ready. */
async function startChild<T>(role: string, env: Record<string, string> = {}): Promise<T> {
  const child = spawn(
    process.execPath,
    ['--conditions=@practice/source', '--import', 'tsx', 'files-store-child.ts', role],
    { cwd: benchDir, stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  children.push(child);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    if (line.startsWith('{')) return JSON.parse(line) as T;
  }
  throw new Error(`the ${role} child ended before it was ready`);
}

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

/** The server's RSS before (after a quiet second) and at its highest while `work` runs. */
async function memoryDuring(pid: number, work: () => Promise<void>) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, rssMb(pid));
  return { before, peak, growth: peak - before, seconds: (performance.now() - started) / 1000 };
}

/** The CPU time a process has used so far, user and system, in seconds (/proc/{pid}/stat, in clock ticks). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const cpuTimes = (pid: number) => {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  // utime and stime are the 14th and 15th fields; the split starts at the 3rd.
  return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
};
const cpuSeconds = (pid: number): number => {
  const { user, system } = cpuTimes(pid);
  return user + system;
};

/**
 * Waits until the server has been idle for two seconds running (under 5 % of a core), at most a minute: a
 * server just started runs its jobs' first periods (the sweep, the day's warnings over the demo data), which
 * would otherwise be measured as the cost of the downloads. Answers the seconds waited.
 */
async function untilQuiet(pid: number): Promise<number> {
  const started = performance.now();
  let quietSeconds = 0;
  while (quietSeconds < 2 && performance.now() - started < 60_000) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quietSeconds = cpuSeconds(pid) - before < 0.05 ? quietSeconds + 1 : 0;
  }
  return (performance.now() - started) / 1000;
}

/** The bytes of a stream, counted and dropped. */
async function drain(body: AsyncIterable<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.byteLength;
  return bytes;
}

/** A file the upload rules take as .mp4 (an 'ftyp' box first), the rest zeros. */
function mp4Head(): Uint8Array<ArrayBuffer> {
  const head = new Uint8Array(MB);
  head.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
  return head;
}

async function* mp4Chunks(megabytes: number): AsyncGenerator<Uint8Array> {
  yield mp4Head();
  const zeros = new Uint8Array(MB);
  for (let i = 1; i < megabytes; i += 1) yield zeros;
}

const mp4Blob = (megabytes: number) =>
  new Blob([mp4Head(), ...Array.from({ length: megabytes - 1 }, () => new Uint8Array(MB))]);

function callUrl(base: string, name: string): string {
  const op = operationByName.get(name);
  if (!op) throw new Error(`no operation ${name}`);
  const prefix = op.api === 'internship' ? `/${DEFAULT_PLUGIN_BASE}` : APIS[op.api].prefix;
  return `${base}${prefix}${op.path}`;
}

function expectThat(ok: boolean, what: string) {
  if (!ok) failures.push(what);
}

const goal = (met: boolean) => (met ? 'met' : 'not met');
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const processCpu = () => ({
  store: { user: 0, system: 0 },
  server: { user: 0, system: 0 },
  client: { user: 0, system: 0 },
});

try {
  const started = performance.now();
  const { settings } = await startChild<{ settings: StoreSettings }>('s3rver');
  const storePid = children[0]?.pid ?? 0;
  const server = await startChild<{ url: string; pid: number }>('server', {
    BENCH_STORE: JSON.stringify(settings),
  });
  const store = createS3Storage(settings);
  const signIn = await fetch(callUrl(server.url, 'LoginCheck'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cUserName: 'admin', cPassword: 'Demo@2026' }),
  });
  const token = ((await signIn.json()) as { Content: { token: string } }).Content.token;
  const auth = { authorization: `Bearer ${token}` };
  const fileSize = FILE_MB * MB;
  expectThat((await store.write(KEY, mp4Chunks(FILE_MB))) === fileSize, 'the file was stored whole');

  const fileUrl = `${server.url}/files/${KEY.split('/').map(encodeURIComponent).join('/')}`;
  // node:http, as the S3 client reads the store with: fetch's web streams would cost the client, not the server.
  const agent = new Agent({ keepAlive: true });
  const throughServer = async () => {
    const { status, bytes } = await new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      get(fileUrl, { headers: auth, agent }, (response) => {
        drain(response).then((bytes) => resolve({ status: response.statusCode ?? 0, bytes }), reject);
      }).on('error', reject);
    });
    expectThat(status === 200 && bytes === fileSize, `/files answered ${status} with ${bytes} bytes`);
  };
  // The store read directly as any client of it reads it, with the S3 client's GetObject stream: apart from
  // the server's code, whose `open` reads over a socket of its own (object-get.ts).
  const client = createS3Client(settings);
  const objectKey = `${settings.keyPrefix}${KEY}`;
  const fromStore = async () => {
    const got = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey }));
    const bytes = await drain(got.Body as Readable);
    expectThat(bytes === fileSize, `the store answered ${bytes} bytes`);
  };
  const timed = async (read: () => Promise<void>) => {
    const t = performance.now();
    await read();
    return FILE_MB / ((performance.now() - t) / 1000);
  };

  const quietAfter = await untilQuiet(server.pid);
  // Rates: one warm-up each, then rounds in alternating order.
  await fromStore();
  await throughServer();
  const rates = { store: [] as number[], server: [] as number[] };
  // Each process's CPU time (user, system) over each side's rounds: the store, the server, this client.
  const spent = { store: processCpu(), server: processCpu() };
  const processes = () => ({
    store: cpuTimes(storePid),
    server: cpuTimes(server.pid),
    client: ((usage) => ({ user: usage.user / 1e6, system: usage.system / 1e6 }))(process.cpuUsage()),
  });
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['store', 'server'] as const) : (['server', 'store'] as const);
    for (const side of order) {
      const before = processes();
      rates[side].push(await timed(side === 'store' ? fromStore : throughServer));
      const after = processes();
      for (const name of ['store', 'server', 'client'] as const) {
        spent[side][name].user += after[name].user - before[name].user;
        spent[side][name].system += after[name].system - before[name].system;
      }
    }
  }
  const gigabytesPerSide = (ROUNDS * FILE_MB) / 1024;
  const cpuLine = (side: 'store' | 'server') =>
    (['store', 'server', 'client'] as const)
      .map((name) => {
        const { user, system } = spent[side][name];
        return `${name} ${f2((user + system) / gigabytesPerSide)} (${f2(user / gigabytesPerSide)} + ${f2(system / gigabytesPerSide)})`;
      })
      .join(', ');
  const cpuPerGb = (spent.server.server.user + spent.server.server.system) / gigabytesPerSide;
  const storeRate = median(rates.store);
  const serverRate = median(rates.server);
  const ratio = serverRate / storeRate;

  const downloads = await memoryDuring(server.pid, async () => {
    await Promise.all(Array.from({ length: CLIENTS }, throughServer));
  });

  const upload = mp4Blob(UPLOAD_MB);
  const serverUploads = await memoryDuring(server.pid, async () => {
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const form = new FormData();
        form.append('file', upload, `上传${i}.mp4`);
        const url = new URL(callUrl(server.url, 'BatchUpload'));
        url.searchParams.set('folder', 'Internship/cFilePath');
        const r = await fetch(url, { method: 'POST', headers: auth, body: form });
        const answer = (await r.json()) as { Code?: unknown; Message?: string };
        expectThat(answer.Code === 10000, `BatchUpload answered ${r.status} ${answer.Message ?? ''}`);
      }),
    );
  });

  // A chunked upload's part (MultipartUpload): the file sent as one part, which waits on the server's disk.
  const partUploads = await memoryDuring(server.pid, async () => {
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const verifyUrl = new URL(callUrl(server.url, 'MultipartVerify'));
        verifyUrl.searchParams.set('cFileHash', createHash('md5').update(`bench part ${i}`).digest('hex'));
        verifyUrl.searchParams.set('cFileName', `分片${i}.mp4`);
        const verify = await fetch(verifyUrl, { headers: auth });
        const { Content } = (await verify.json()) as { Content?: { uploadId: string } };
        if (!Content) return expectThat(false, `MultipartVerify answered ${verify.status}`);
        const form = new FormData();
        form.append('file', upload, 'blob');
        const url = new URL(callUrl(server.url, 'MultipartUpload'));
        url.searchParams.set('uploadId', Content.uploadId);
        url.searchParams.set('partNumber', '1');
        const r = await fetch(url, { method: 'POST', headers: auth, body: form });
        const answer = (await r.json()) as { Content?: { size: number }; Message?: string };
        expectThat(
          answer.Content?.size === upload.size,
          `MultipartUpload answered ${r.status} ${answer.Message ?? ''}`,
        );
      }),
    );
  });

  const directUploads = await memoryDuring(server.pid, async () => {
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const post = (name: string, body: unknown) =>
          fetch(callUrl(server.url, name), {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((r) => r.json() as Promise<Record<string, unknown>>);
        const ticket = (await post('GetDirectUploadUrl', {
          cFileName: `直传${i}.mp4`,
          fSize: upload.size,
          folder: 'Internship/cFilePath',
        })) as { Content?: { url: string; headers: Record<string, string>; cFilePath: string } };
        if (!ticket.Content)
          return expectThat(false, `GetDirectUploadUrl answered ${JSON.stringify(ticket)}`);
        const put = await fetch(ticket.Content.url, {
          method: 'PUT',
          headers: ticket.Content.headers,
          body: upload,
        });
        expectThat(put.ok, `the store answered the PUT with ${put.status}`);
        const done = await post('CompleteDirectUpload', { cFilePath: ticket.Content.cFilePath });
        expectThat(done.Code === 10000, `CompleteDirectUpload answered ${JSON.stringify(done)}`);
      }),
    );
  });

  const growthLine = (label: string, m: typeof downloads, megabytes: number) =>
    `  ${label.padEnd(44)} ${f1(m.before).padStart(7)} ${f1(m.peak).padStart(7)} ${f1(m.growth).padStart(7)}` +
    `  ${f1(megabytes / m.seconds).padStart(7)}   ${goal(m.growth < GROWTH_GOAL_MB)}`;
  console.log(
    [
      `files-store bench: ${FILE_MB} MB file on s3rver, server and store in child processes, ${ROUNDS} round(s), ` +
        `${f1((performance.now() - started) / 1000)} s${QUICK ? ' (quick)' : ''}; the server was quiet after ${f1(quietAfter)} s`,
      '',
      `download of ${FILE_MB} MB                          median MB/s   rounds`,
      `  from the store directly (S3 GetObject)     ${f1(storeRate).padStart(10)}   ${rates.store.map(f1).join(', ')}`,
      `  through the server (/files)                ${f1(serverRate).padStart(10)}   ${rates.server.map(f1).join(', ')}`,
      `  ratio server/store ${ratio.toFixed(2)}: goal >= ${RATE_GOAL}: ${goal(ratio >= RATE_GOAL)}`,
      `  the server's CPU time (user + system) per GB it sent: ${f2(cpuPerGb)} s`,
      `  CPU s per GB (user + system), from the store: ${cpuLine('store')}`,
      `  CPU s per GB (user + system), through the server: ${cpuLine('server')}`,
      '',
      `server RSS, MB (${CLIENTS} clients at once)                 before    peak  growth  MB/s all   goal growth < ${GROWTH_GOAL_MB} MB`,
      growthLine(`download of the ${FILE_MB} MB file`, downloads, CLIENTS * FILE_MB),
      growthLine(`upload of ${UPLOAD_MB} MB each through the server`, serverUploads, CLIENTS * UPLOAD_MB),
      growthLine(`upload of ${UPLOAD_MB} MB each as a chunked-upload part`, partUploads, CLIENTS * UPLOAD_MB),
      growthLine(`upload of ${UPLOAD_MB} MB each, direct to the store`, directUploads, CLIENTS * UPLOAD_MB),
    ].join('\n'),
  );
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  for (const child of children) child.stdin?.end();
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))),
    ),
  );
}
if (failures.length) {
  console.error(`wrong answers:\n  ${[...new Set(failures)].join('\n  ')}`);
  process.exit(1);
}
