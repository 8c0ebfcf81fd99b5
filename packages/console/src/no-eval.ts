/*
 * The server's Content-Security-Policy allows no eval (packages/server/src/http/headers.ts). zod would still
 * try `new Function` to see whether it may generate faster validators, and so would the SDK's row checks
 * (sdk client/validate.ts); each try is refused and reported as a CSP violation, though both fall back to
 * the ordinary parser. `jitless` tells them not to try. Imported first by main.tsx: before any schema runs.
 *
 * zod keeps its settings in globalThis.__zod_globalConfig and adopts an object already there; writing it
 * directly, as public/zod-jitless.js does, keeps zod itself out of the page's first chunk (/login needs no
 * schema).
 */
const host = globalThis as { __zod_globalConfig?: Record<string, unknown> };
host.__zod_globalConfig = Object.assign(host.__zod_globalConfig ?? {}, { jitless: true });

// A module (imported for its effect): its names stay its own.
export {};
