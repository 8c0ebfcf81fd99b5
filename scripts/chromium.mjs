// Debian's Chromium, as every browser check of the repository starts it (story tests, the static Storybook
// check, bench/table, the console's end-to-end tests). The machines have no outside network: without the
// background-networking flags Chromium keeps trying to reach its services and its connections are refused.

/** The browser binary; CHROMIUM_PATH overrides Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features playwright-core 1.65 turns off (its chromiumSwitches.ts). Chromium keeps only the last
 * `--disable-features` of a command line, and ours comes after Playwright's: it has to name them again.
 * packages/console/e2e/browser-flags.e2e.ts fails when Playwright's list holds a name this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 builds the address bar's two pop-ups (the suggestions and the AI mode's) as web pages of
 * their own for every window, headless too, where nobody opens them: a renderer and the browser process
 * spend about two seconds of CPU on them per page a test or Lighthouse opens, beside the page measured
 * (bench/README.md, "The address bar's pop-ups").
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Launch flags for a headless run as root in a sandboxless container, with nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
];
