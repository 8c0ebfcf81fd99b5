/**
 * True for an error the server answered with status 500 (HTTP status, or the envelope's code when the
 * HTTP call itself succeeded). Read by shape rather than class, so any client's error qualifies.
 */
export function isServerError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return Number(status) === 500 || String(code) === '500';
}
