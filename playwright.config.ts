import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './e2e/support/chromium-flags.ts';
import { findChromium } from './e2e/support/find-chromium.ts';
import { testTimeScale } from './src/server/test/time-scale.ts';

/** E2E_PORT lets several checkouts run their browser tests side by side. */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Time-outs stretched on a busy machine, as vitest's (decision 072): the scale is taken once, when the run
 * starts, and handed to the workers (each loads this file again, a little later, at another load).
 */
process.env.TEST_TIME_SCALE = String(testTimeScale());
const timeScale = Number(process.env.TEST_TIME_SCALE);

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.output/results',
  fullyParallel: true,
  // One more than the 2 cores the suite is measured on (decision 072): the tests mostly wait on the browser and
  // the server. A full run at load 17–21: 16.2 min with 2 workers, 12.2 min with 3 (bench/RESULTS.md).
  workers: 3,
  forbidOnly: true,
  retries: 0,
  // Budgets for a two-core machine (CI shares it), times the load's scale: a test that needs more says so with
  // test.slow(). Time-outs written in a spec file are not scaled.
  timeout: 60_000 * timeScale,
  expect: { timeout: 10_000 * timeScale },
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
