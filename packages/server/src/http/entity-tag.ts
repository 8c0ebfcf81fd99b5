/**
 * The ETag of a stored file and the If-None-Match check against it, so that a browser revalidating a file
 * it holds (every private file says `no-cache`; a public one after a day) gets 304 and no body. A key is
 * server-made and its content is never rewritten in place, so the whole file's size and last-written time
 * name the content: both stores answer them on stat() and on open() alike, so any process of a deployment
 * gives the same tag (for the object store, the store's own LastModified).
 */

/** A strong tag: the size and the time in milliseconds, each in base 36. */
export function entityTagOf(file: { size: number; modifiedAt: Date }): string {
  return `"${file.size.toString(36)}-${file.modifiedAt.getTime().toString(36)}"`;
}

/**
 * Whether If-None-Match names `tag`: '*', or a comma-separated list of tags compared weakly (a 'W/' prefix
 * is ignored, as RFC 9110 asks of If-None-Match).
 */
export function isNotModified(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = ifNoneMatch.trim();
  if (wanted === '*') return true;
  return wanted.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}
