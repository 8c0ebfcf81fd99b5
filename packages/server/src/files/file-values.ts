/**
 * Which stored files a value names. One reader for the batch zips (which pack what a value names) and for
 * the write check (file-refs.ts: what a value names must be the writer's to name), so the two can never
 * disagree about what a row references. The /files check (file-readers.ts) matches only forms this module
 * reads a superset of: a whole value equal to the key, and in rich text a /files URL in its encoded form.
 */
import { FILES_URL_PREFIX, storagePathFromUrl, storagePathSegments } from './storage-path.js';

const isKey = (path: string) => {
  try {
    return storagePathSegments(path).length >= 2;
  } catch {
    return false;
  }
};

/**
 * The storage keys in a file value: one key, a JSON list (of keys or {cFilePath}), or an upload entry
 * 'name&&path&&folder&&size' (SPEC §3). Full URLs are elsewhere and cannot be packed.
 */
export function filePathsOf(value: unknown): string[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  const text = value.trim();
  let list: unknown[] = [text];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      list = Array.isArray(parsed) ? parsed : [];
    } catch {
      list = [];
    }
  }
  return list
    .map((v) => (typeof v === 'string' ? v : ((v as { cFilePath?: unknown })?.cFilePath ?? '')))
    .map((v) => String(v).trim())
    .map((v) => (v.includes('&&') ? (v.split('&&')[1] ?? '') : v))
    .filter((v) => v && !/^[a-z]+:/i.test(v));
}

/**
 * Every key a file field's value could be taken to name: what the zips read (filePathsOf), the value as it
 * stands (the /files check compares whole values), and a /files URL written into the field.
 */
export function pathsInFileValue(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const found = new Set([...filePathsOf(value), value, value.trim(), ...pathsInHtml(value)]);
  return [...found].filter(isKey);
}

// The characters encodeURIComponent leaves, plus '/' and '%': an encoded /files URL is a run of these.
const ENCODED_URL_RUN = /^[A-Za-z0-9\-_.!~*'()%/]+/;
const ATTRIBUTE_URL = /\b(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

const decodeEntities = (text: string) =>
  text.replace(/&(?:amp|#38|#x26);/gi, '&').replace(/&(?:quot|#34|#x22);/gi, '"');

function keyOfUrl(url: string): string | null {
  const at = url.indexOf(FILES_URL_PREFIX);
  if (at === -1) return null;
  try {
    return storagePathFromUrl(url.slice(at).replace(/[?#].*$/, ''));
  } catch {
    return null;
  }
}

/**
 * The keys of stored files a piece of rich text points at through /files URLs (under any API prefix or
 * host): in every src and href, and at every '/files/' followed by an encoded path, wherever it stands, since
 * that is the form the /files check looks for.
 */
export function pathsInHtml(html: string): string[] {
  const found = new Set<string>();
  const add = (key: string | null) => key && found.add(key);
  for (const match of html.matchAll(ATTRIBUTE_URL)) add(keyOfUrl(decodeEntities(match[1] ?? match[2] ?? '')));
  for (let at = html.indexOf(FILES_URL_PREFIX); at !== -1; at = html.indexOf(FILES_URL_PREFIX, at + 1)) {
    const run = ENCODED_URL_RUN.exec(html.slice(at + FILES_URL_PREFIX.length))?.[0] ?? '';
    add(keyOfUrl(FILES_URL_PREFIX + run));
  }
  return [...found];
}

/** The form of a key inside rich text that the /files check matches: its encoded URL, then a closing quote. */
export const htmlFormOf = (path: string): string =>
  `${FILES_URL_PREFIX}${path.split('/').map(encodeURIComponent).join('/')}"`;
