import type { LaunchOptions } from 'playwright-core';

import fs from 'node:fs';

/**
 * Debian's Chromium driven by playwright-core; never a downloaded browser. Its headless shell (package
 * chromium-headless-shell, the same Chromium without a browser window per context) when installed: a
 * browser test run takes about a quarter less CPU with it (README, Tests). E2E_CHROMIUM names another.
 */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ?? '/usr/bin/chromium';

/** How the browser tests start Chromium (the global setup's shared one, or a script's own). */
export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};
