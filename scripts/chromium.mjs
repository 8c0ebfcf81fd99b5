// Debian's Chromium, as every browser check of the repository starts it (story tests, the static Storybook
// check, bench/table, the console's end-to-end tests). The machines have no outside network: without the
// background-networking flags Chromium keeps trying to reach its services and its connections are refused.

/** The browser binary; CHROMIUM_PATH overrides Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags for a headless run as root in a sandboxless container, with nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
