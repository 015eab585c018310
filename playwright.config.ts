import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './e2e/support/chromium-flags.ts';
import { findChromium } from './e2e/support/find-chromium.ts';

/** E2E_PORT lets several checkouts run their browser tests side by side. */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.output/results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Budgets for a busy two-core machine (CI shares it): a test that needs more says so with test.slow().
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // API calls made by the tests (request fixture) come from the site, like the browser's own (DESIGN §6).
    extraHTTPHeaders: { origin: baseURL },
    // Traces of actions, network and console only: with DOM snapshots or screencast frames, Debian's Chromium
    // 156.0.8078.108 stops answering page.evaluate on some pages mid-test (axe's first evaluate never returned,
    // on the last landed code too); the same tests pass with both off.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    // The service worker is tested by e2e/pwa.spec.ts, which allows it. Elsewhere it would precache the app
    // in every test's fresh context and hide requests from page.route().
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx e2e/support/serve-for-tests.ts',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  },
});
