/*
 * zod reads its settings from globalThis.__zod_globalConfig. The console's Content-Security-Policy allows no
 * eval, and zod (and the SDK's compiled row checks, which follow zod's setting) would otherwise probe
 * `new Function` the first time they parse, each probe reported as a violation. A classic script runs before
 * every module script, so no chunk of the app can parse before this is set; src/no-eval.ts says the same for
 * tests and other hosts.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
