import type { MiddlewareHandler } from 'hono';

/*
 * The security headers of every response, in one place (README "Security"). The console's page may run only
 * its own script files (no inline script, no eval), frame only the map picker and be framed by nobody; an API
 * envelope may load nothing at all. A stored file keeps the stricter policy it brings (files/disposition.ts)
 * and a PDF none, so that the browser's viewer can show it.
 */

/**
 * The origin the map picker frames (ui-kit map-picker/picker-message.ts MAP_PICKER_BASE_URL, framed once the
 * platform admin sets the map.key system setting). The server does not import the ui-kit, so the origin is repeated here.
 */
export const MAP_PICKER_ORIGIN = 'https://apis.map.qq.com';

const CONSOLE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Chakra UI (emotion) writes <style> elements and style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  // Pictures are stored files or blob:/data: previews; news pasted from elsewhere may show https pictures.
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  `frame-src ${MAP_PICKER_ORIGIN}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const ENVELOPE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** One year: what browsers' preload lists ask for; subdomains are left to whoever runs the domain. */
const HSTS = 'max-age=31536000';

/** Behind a proxy that ends TLS the request arrives as http; the proxy says what the browser used. */
const overHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

function policyFor(contentType: string): string | null {
  if (contentType.startsWith('text/html')) return CONSOLE_POLICY;
  if (contentType.startsWith('application/json')) return ENVELOPE_POLICY;
  return null;
}

export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  if (overHttps(c.req.raw)) headers.set('Strict-Transport-Security', HSTS);
  const policy = policyFor((headers.get('content-type') ?? '').toLowerCase());
  if (policy && !headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', policy);
};
