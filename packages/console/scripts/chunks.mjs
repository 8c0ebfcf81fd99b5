// The chunk walk behind the bundle budget (scripts/budget.mjs), kept apart so it can be tested on a small
// fake manifest. Vite's manifest (dist/.vite/manifest.json) maps each chunk's key to its output file, the
// keys it imports statically (loaded with it, through modulepreload) and those it imports dynamically
// (loaded later, on demand).

/**
 * The login page's own modules: the router loads them lazily, but /login shows nothing without them, so
 * they count as its initial JavaScript.
 */
export const LOGIN_SOURCES = ['src/app.tsx', 'src/pages/login'];

/**
 * Modules whose chunks load once a user has signed in and lands on the home screen: the SDK, the shell,
 * the routes and guard, the home page. e2e/budget.e2e.ts checks both lists against what Chromium loads. Matched against a chunk's source path (`src`), so that a refactor moving code
 * between these files keeps counting it.
 */
export const SIGNED_IN_SOURCES = [
  'src/sdk',
  'src/layouts/',
  'src/routes/',
  'src/guard/',
  'src/stores/routes',
  'src/stores/tabs',
  // The shell asks for a page's buttons as soon as its address is known, the home page's too.
  'src/permission/fetch-buttons',
  'src/screens/registry',
  'src/pages/home',
  'src/pages/index',
];

/** The key of the page's entry chunk (index.html's script). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${keys.length}`);
  return keys[0];
}

/** The given chunks and everything they import statically, each once (cycles are fine). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The JavaScript chunks whose source path starts with one of `sources`. */
export function chunksFrom(manifest, sources) {
  const matches = (key) => {
    const src = manifest[key].src ?? '';
    return sources.some((s) => src.startsWith(s));
  };
  return Object.keys(manifest).filter((k) => manifest[k].file.endsWith('.js') && matches(k));
}

/** Classic scripts of index.html (public/), fetched by every page before the modules; not in the manifest. */
export const PAGE_SCRIPTS = ['zod-jitless.js'];

/** What /login loads: the entry, the login page's chunks, and their static imports. */
export function loginFiles(manifest, sources = LOGIN_SOURCES) {
  return filesOf(manifest, staticClosure(manifest, [entryKey(manifest), ...chunksFrom(manifest, sources)]));
}

/** What the first screen after sign-in has loaded: /login's files plus the signed-in chunks' closure. */
export function signedInFiles(manifest, sources = SIGNED_IN_SOURCES, login = LOGIN_SOURCES) {
  const keys = [entryKey(manifest), ...chunksFrom(manifest, [...login, ...sources])];
  return filesOf(manifest, staticClosure(manifest, keys));
}

function filesOf(manifest, keys) {
  return [...keys]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .sort();
}
