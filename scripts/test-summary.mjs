// Reads the JSON reports every vitest run of `npm test` wrote into test-results/ (vitest.shared.ts names
// them): the one closing line for the whole workspace, and the slowest test files across all of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Each report with the name of its run ('server', 'server-postgres', 'console-e2e', ...). */
const reports = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ run: f.slice(0, -'.json'.length), ...JSON.parse(readFileSync(join(dir, f), 'utf8')) }));

/** Prints '<N> passed, <N> failed' for the workspace; true when nothing failed and something ran. */
export function summarize(dir) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const report of reports(dir)) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed === 0 && passed > 0;
}

/** The `count` test files that took longest (their own tests and hooks), over every report. */
export function slowestFiles(dir, count) {
  const root = join(dir, '..');
  return reports(dir)
    .flatMap((report) =>
      report.testResults.map((file) => ({
        file: `${relative(root, file.name)} (${report.run})`,
        seconds: (file.endTime - file.startTime) / 1000,
      })),
    )
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}
