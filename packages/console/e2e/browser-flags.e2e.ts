import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.js';

// The flags every browser check starts Chromium with (scripts/chromium.mjs), read back from the running
// browser: Chromium keeps only the last `--disable-features`, so ours must still carry Playwright's, and the
// address bar's pop-ups, each a page of its own costing about two seconds of CPU per window, must not start.
const h = browserHarness();

const disabledFeatureLists = (args: string[]) =>
  args
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.split('=')[1]?.split(',') ?? []);

describe('the browser the checks start', () => {
  it("keeps Playwright's disabled features and opens no page of its own beside the test's", async () => {
    const { page, url, context } = h.session;
    await page.goto(`${url}/login`);
    const browser = context.browser();
    if (!browser) throw new Error('the session has no browser');
    const cdp = await browser.newBrowserCDPSession();

    // The browser process's own command line (Browser.getBrowserCommandLine answers only under automation).
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    const browserProcess = processInfo.find((p) => p.type === 'browser');
    if (!browserProcess) throw new Error('Chromium named no browser process');
    const args = readFileSync(`/proc/${browserProcess.id}/cmdline`, 'utf8').split('\0');
    const lists = disabledFeatureLists(args);
    const effective = lists.at(-1) ?? [];
    // Playwright's list comes first on the command line; any name of it missing from the last is switched on.
    expect(lists.flat().filter((name) => !effective.includes(name))).toEqual([]);
    expect(effective).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));

    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([]);
    expect(targetInfos.filter((t) => t.type === 'page').map((t) => t.url)).toEqual([`${url}/login`]);
    await cdp.detach();
  });
});
