#!/bin/sh
# The server's suites a second time on PostgreSQL when DATABASE_URL names one (.ci/run sets it when
# PostgreSQL answers locally). Each test server works in a schema of its own, dropped afterwards.
set -eu
if [ -z "${DATABASE_URL:-}" ]; then
  echo "DATABASE_URL is not set: the PostgreSQL run of the server suites is skipped"
  exit 0
fi
TEST_DATABASE_URL="$DATABASE_URL" exec vitest run test src/http src/db src/ops src/auth src/rich-text.test.ts \
  src/files/upload-rules.test.ts src/files/file-refs.test.ts
