#!/bin/sh
# The server's suite a second time on PostgreSQL when DATABASE_URL names one (.ci/run sets it when
# PostgreSQL answers locally): every test file whose imports reach a database (the test servers and test
# databases of test/, or the driver itself), found by vitest from the import graph; tests of pure code
# (parsers, paths, rules) ran once already and would only repeat. Each test server works in a database or
# schema of its own, dropped afterwards.
set -eu
if [ -z "${DATABASE_URL:-}" ]; then
  echo "DATABASE_URL is not set: the PostgreSQL run of the server suites is skipped"
  exit 0
fi
# One worker more than the cores: PostgreSQL does its share of the work in its own processes, and the
# workers wait on it (3:35 with one worker, 2:07 with three, on a quiet 2-core machine).
workers=$(($(node -p 'require("node:os").availableParallelism()') + 1))
TEST_DATABASE_URL="$DATABASE_URL" exec vitest related --run --maxWorkers="$workers" \
  test/harness.ts test/database.ts src/db/driver.ts
