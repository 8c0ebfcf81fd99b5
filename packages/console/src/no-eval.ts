import { config } from 'zod';

/*
 * The server's Content-Security-Policy allows no eval (packages/server/src/http/headers.ts). zod would still
 * try `new Function` to see whether it may generate faster validators, and so would the SDK's row checks
 * (sdk client/validate.ts); each try is refused and reported as a CSP violation, though both fall back to
 * the ordinary parser. `jitless` tells them not to try. Imported first by main.tsx: before any schema runs.
 */
config({ jitless: true });
