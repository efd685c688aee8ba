import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** How the browser tests start Chromium (the global setup's shared one, or a script's own). */
export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};
