import { DEMO } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn } from './harness.js';

// The console under the server's Content-Security-Policy (server http/headers.ts): no inline script, no
// eval, frames only for the map picker. A refused script or a probe for eval (zod's, the SDK's compiled row
// checks) would be reported as a securitypolicyviolation, which Chromium does not always print as an error.
const h = browserHarness();

describe('the Content-Security-Policy', () => {
  it('is sent with the page, and signing in and opening screens violates none of it', async () => {
    const { page, url } = h.session;
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation(v: string): void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    const response = await page.goto(`${url}/login`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");

    await signIn(h.session, DEMO.platformAdmin);
    for (const path of ['/basic-info/school-manage', '/basic-info/user-manage', '/system/role-manage']) {
      await page.goto(`${url}${path}`);
      await page.getByTestId('main').waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
