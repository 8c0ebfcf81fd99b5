/**
 * Where the APIs are, as the server that served this page says (a deployment may put them behind a path
 * prefix, the server's API_PREFIX): a meta tag it writes into the page, '' (this origin's root) without one.
 * One build of the console then works behind any prefix.
 */
export const API_BASE_META = 'practice-api-base';

export function apiBaseOf(doc: Pick<Document, 'querySelector'> | undefined): string {
  const content = doc?.querySelector(`meta[name="${API_BASE_META}"]`)?.getAttribute('content') ?? '';
  // Only a path on this origin: a page must not be talked into sending its credentials elsewhere.
  return /^\/(?!\/)[\w/.-]*$/.test(content) ? content.replace(/\/+$/, '') : '';
}
