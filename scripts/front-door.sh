#!/bin/sh
# The README's two commands land here: `npm start` and `npm test`.
# Needs only Node 20 and npm: pnpm is installed into .tools/ (no global install, no corepack,
# whose signature check fails against some registries), then the workspace is installed.
set -eu
cd "$(dirname "$0")/.."

INSTALL_STARTED=$(date +%s)
PNPM_VERSION=10.34.8
PNPM=".tools/node_modules/.bin/pnpm"
# Scripts run by pnpm call pnpm again: make this one the pnpm they find.
PATH="$(pwd)/.tools/node_modules/.bin:$PATH"
export PATH
if [ ! -x "$PNPM" ] || [ "$("$PNPM" --version)" != "$PNPM_VERSION" ]; then
  echo "> installing pnpm $PNPM_VERSION into .tools/"
  npm install --silent --no-save --prefix .tools "pnpm@$PNPM_VERSION"
fi

if [ "${CI:-}" = "true" ]; then
  "$PNPM" install --frozen-lockfile
else
  "$PNPM" install
fi

# The stage table at the end of `npm test` (scripts/check.mjs) starts with this install.
CHECK_INSTALL_SECONDS=$(($(date +%s) - INSTALL_STARTED))
export CHECK_INSTALL_SECONDS

case "${1:-}" in
  start) exec "$PNPM" --filter @practice/server run start ;;
  test) exec "$PNPM" run check ;;
  *) echo "usage: front-door.sh start|test" >&2; exit 2 ;;
esac
