import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSdk } from '@practice/sdk';
import { consoleDist, DEMO_PASSWORD, startTestServer, type TestServer } from '@practice/server/test-harness';
import {
  type Browser,
  type BrowserContext,
  type Cookie,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

/*
 * The browser tests' harness. It builds nothing: it expects dist/ from `vite build` (the `test` script
 * builds first). Per file: one real server in-process on an in-memory PGlite with the demo data, serving
 * dist/, and one Debian Chromium. Per test: a fresh browser context (no storage carried over), a page that
 * records every page error and console.error, and a screenshot of its end state in test-results/console/.
 * A demo user signed in once through the form is signed in again by their token in later tests of the file
 * (signIn), as a returning user would be: the form's own behaviour keeps its tests (session, guard).
 */

const consoleRoot = join(import.meta.dirname, '..');
export const SCREENSHOT_DIR = join(consoleRoot, '..', '..', 'test-results', 'console');

/**
 * A file's pictures of the steps the end-of-test screenshot does not show, for a human to look at:
 * test-results/console/<file>--<name>.png, the whole page unless `fullPage: false` (the window), after the
 * page's requests have ended when `settle` is set.
 */
export const snapper =
  (file: string, { fullPage = true, settle = false } = {}) =>
  async (page: Page, name: string): Promise<void> => {
    if (settle) await networkSettled(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${file}--${name}.png`), fullPage });
  };

export interface Session {
  /** The server's origin: http://127.0.0.1:<port>. */
  readonly url: string;
  readonly page: Page;
  readonly context: BrowserContext;
  /** Page errors and console errors seen so far; the test fails on any not allowed. */
  readonly errors: string[];
  /** Lets errors matching `pattern` pass for this test (a test that provokes a refused call). */
  allowErrors(pattern: RegExp): void;
  /** The file's sign-ins by user name, shared by its sessions (signIn). */
  readonly signIns: Map<string, RememberedSignIn>;
}

/** What a browser keeps of a sign-in: the token in local storage and the file-access cookie. */
interface RememberedSignIn {
  readonly token: string;
  readonly cookies: Cookie[];
}

/** A window's size; `phone` makes it a touch phone (mobile, device scale 2). */
export interface WindowOptions {
  width?: number;
  height?: number;
  phone?: boolean;
}

/** The phone every phone journey uses: an iPhone 12-14's CSS size, by touch. */
export const PHONE: WindowOptions = { width: 390, height: 844, phone: true };

export interface Harness {
  /** The current test's session; valid inside a test. */
  readonly session: Session;
  readonly server: TestServer;
  /** Another fresh page in a fresh context, e.g. a narrow window; closed with the test. */
  openPage(options?: WindowOptions): Promise<Session>;
}

/** Requests under way per page, counted from the browser's own events (a page's long-lived streams aside). */
const inFlight = new WeakMap<Page, { count: number; changed: number }>();

function trackRequests(page: Page): void {
  const state = { count: 0, changed: performance.now() };
  inFlight.set(page, state);
  const counted = (r: Request) => r.resourceType() !== 'eventsource' && r.resourceType() !== 'websocket';
  const change = (by: number) => (r: Request) => {
    if (!counted(r)) return;
    state.count += by;
    state.changed = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/**
 * Resolves once the page has had no request under way for `quietMs` (a call's answer may start the next
 * one: a list after its tree, a chunk after its route), or after `timeoutMs` whatever it is doing. Unlike
 * playwright's 'networkidle', which always waits out 500 ms of silence and only once per load, it returns
 * at once for a screen that is done and works for in-app navigations too.
 */
export async function networkSettled(page: Page, { quietMs = 150, timeoutMs = 3_000 } = {}): Promise<void> {
  const state = inFlight.get(page);
  if (!state) return;
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (state.count <= 0 && performance.now() - state.changed >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Registers the hooks of one test file and returns the harness its tests use. */
export function browserHarness(options: WindowOptions = {}): Harness {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let sessions: Session[] = [];
  let allowed: RegExp[] = [];
  const signIns = new Map<string, RememberedSignIn>();

  const open = async (size: WindowOptions = {}): Promise<Session> => {
    if (!browser || !server) throw new Error('the harness has not started');
    const context = await browser.newContext({
      viewport: { width: size.width ?? 1440, height: size.height ?? 900 },
      locale: 'zh-CN',
      // A school's browser is on China time, as the server's days are (typedDay): on the machine's UTC, from
      // 16:00 to midnight the calendar's today was a day behind the server's.
      timezoneId: 'Asia/Shanghai',
      ...(size.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    });
    // Shorter than the test's own timeout, so that a missing element fails with playwright's call log.
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    trackRequests(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    const session: Session = {
      url: server.url,
      page,
      context,
      errors,
      allowErrors: (pattern) => allowed.push(pattern),
      signIns,
    };
    sessions.push(session);
    return session;
  };

  beforeAll(async () => {
    if (!existsSync(join(consoleDist(), 'index.html'))) {
      throw new Error(`${consoleDist()} is missing: run \`vite build\` first (the test script does)`);
    }
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startTestServer();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      headless: true,
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  beforeEach(async () => {
    sessions = [];
    allowed = [];
    await open(options);
  });

  afterEach(async ({ task }) => {
    const name = `${task.file?.name.replace(/^.*\//, '').replace(/\.e2e\.ts$/, '')}--${task.name}`;
    const safe = name.replace(/[^\p{L}\p{N}-]+/gu, '-');
    for (const [i, s] of sessions.entries()) {
      if (task.result?.state === 'fail') console.error(`${name} failed: ${await pageState(s.page)}`);
      // Let a lazily loaded view arrive, so the picture shows the end state rather than a blank frame.
      await networkSettled(s.page);
      await s.page
        .screenshot({ path: join(SCREENSHOT_DIR, `${safe}${i ? `-${i + 1}` : ''}.png`) })
        .catch(() => undefined);
    }
    const unexpected = sessions.flatMap((s) => s.errors).filter((e) => !allowed.some((p) => p.test(e)));
    for (const s of sessions) await s.context.close();
    expect(unexpected, 'errors on the page').toEqual([]);
  });

  return {
    get session() {
      const first = sessions[0];
      if (!first) throw new Error('no session: use the harness inside a test');
      return first;
    },
    get server() {
      if (!server) throw new Error('the harness has not started');
      return server;
    },
    openPage: open,
  };
}

/**
 * Where a failed test left its page: the address, the active tab and the screens drawn in the main area,
 * each with whether it is shown. CI keeps no pictures, and a step that timed out under load says only what
 * it waited for.
 */
async function pageState(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => {
      const main = document.querySelector('[data-testid="main"]');
      const screens = [...(main?.querySelectorAll('[data-entity]') ?? [])].map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.getAttribute('data-entity')}${box.width * box.height > 0 ? '' : ' (hidden)'}`;
      });
      const tab =
        document.querySelector('[data-testid="tab"][data-active]')?.getAttribute('data-path') ?? 'none';
      return `active tab ${tab}; screens: ${screens.join(', ') || 'none'}`;
    })
    .catch((error: Error) => `unreadable (${error.message})`);
  return `${page.url()}; ${state}`;
}

/**
 * Signs in and waits for the screen it leads to (the home screen by default): through the login form the
 * first time, and on a fresh page later by the token that sign-in left (resumeSignIn).
 */
export async function signIn(
  session: Session,
  userName: string,
  landing = '/index',
  password = DEMO_PASSWORD,
): Promise<void> {
  const { page, url } = session;
  if (password === DEMO_PASSWORD && (await resumeSignIn(session, userName, landing))) return;
  if (!page.url().includes('/login')) await page.goto(`${url}/login`);
  await page.getByLabel('用户名', { exact: true }).fill(userName);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => u.pathname === landing);
  await page.getByTestId('main').waitFor();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (token) session.signIns.set(userName, { token, cookies: await session.context.cookies(url) });
}

/** The page the token is written from: the server's origin with nothing of the console loaded. */
const SEED_PATH = '/__e2e-sign-in';

/**
 * Opens `landing` as `userName` by the token of an earlier sign-in of this file, when the page is still
 * blank (a page a test took to /login itself tests the form) and the server still honours the token (a test
 * may have signed out or changed the password since). False when it cannot.
 */
async function resumeSignIn(session: Session, userName: string, landing: string): Promise<boolean> {
  const { page, url, context } = session;
  const remembered = session.signIns.get(userName);
  if (!remembered || page.url() !== 'about:blank') return false;
  const sdk = createSdk({ baseUrl: url, token: () => remembered.token });
  const stillSignedIn = await sdk.GetUserInfoModel({}).then(
    () => true,
    () => false,
  );
  if (!stillSignedIn) {
    session.signIns.delete(userName);
    return false;
  }
  await page.route(`${url}${SEED_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' }),
  );
  await page.goto(`${url}${SEED_PATH}`);
  await page.evaluate((token) => localStorage.setItem('token', token), remembered.token);
  await page.unroute(`${url}${SEED_PATH}`);
  await context.addCookies(remembered.cookies);
  await page.goto(`${url}${landing}`);
  await page.getByTestId('main').waitFor();
  return true;
}

/** The path and query of the page's current address. */
export function where(page: Page): string {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
}
