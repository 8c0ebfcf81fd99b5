// Packaging smoke test: copies the packed SDK into a folder outside the workspace, installs it there with
// npm, and runs one ESM and one CJS consumer against a local HTTP server: typed data back, and the typed
// error with the spec's text.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const sdkDir = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'sdk-smoke-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.url.startsWith('/WDPracticeInternshipPlugin/api/v1/School/GetSchoolPageList')) {
    const row = {
      fSchoolId: 'b3d8addf72194399b08aaaf17685ef93',
      cSchoolName: '华东理工大学',
      cSchoolCode: 'ECUST',
    };
    res.end(
      JSON.stringify({
        Code: 200,
        Content: { List: [row], PageIndex: 1, PageCount: 1, PageSize: 10, TotalCount: 1 },
      }),
    );
  } else {
    res.end(JSON.stringify({ Code: 500, Message: '学校不存在' }));
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;

const consumer = (load) => `${load}
const sdk = createSdk({ baseUrl: '${origin}' });
(async () => {
  const page = await sdk.GetSchoolPageList({ cSchoolName: '华东' });
  if (page.List[0].cSchoolName !== '华东理工大学') throw new Error('wrong data');
  const error = await sdk.GetSchoolModel({ fSchoolId: '6529309f21d4408f87043a5656cc822e' }).catch((e) => e);
  if (!(error instanceof SdkError) || error.message !== '服务错误! 错误内容: 学校不存在') throw new Error('wrong error: ' + error);
  if (typeof formatFileSize(1536) !== 'string') throw new Error('helpers missing');
  console.log('ok', page.List[0].cSchoolName, error.kind);
})().catch((e) => { console.error(e); process.exit(1); });
`;

try {
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', work], sdkDir)
    .trim()
    .split('\n')
    .pop();
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  run('npm', ['install', '--silent', '--no-audit', '--no-fund', join(work, tarball)], work);
  writeFileSync(
    join(work, 'esm.mjs'),
    consumer("import { createSdk, SdkError, formatFileSize } from '@practice/sdk';"),
  );
  writeFileSync(
    join(work, 'cjs.cjs'),
    consumer("const { createSdk, SdkError, formatFileSize } = require('@practice/sdk');"),
  );
  writeFileSync(
    join(work, 'contract.mjs'),
    "import { operations } from '@practice/sdk/contract'; console.log('ok', operations.length, 'operations');",
  );
  // The consumers run asynchronously: a synchronous child would block this process's server.
  for (const file of ['esm.mjs', 'cjs.cjs', 'contract.mjs']) {
    const { stdout } = await promisify(execFile)('node', [file], { cwd: work, encoding: 'utf8' });
    process.stdout.write(`${file}: ${stdout}`);
  }
} finally {
  server.close();
  rmSync(work, { recursive: true, force: true });
}
