/**
 * Runs the browser tests when a Chromium can be found. Without one, says loudly that they were skipped and
 * how to get a browser — and fails instead when E2E_REQUIRED=1 (CI), so they are never skipped silently.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from '../e2e/support/find-chromium.ts';

const browser = findChromium();
if (!browser) {
  const banner = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '!!  BROWSER TESTS SKIPPED: no Chromium found.',
    '!!  Install one with `sudo apt-get install chromium` (Debian/Ubuntu), or point',
    '!!  CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n');
  process.stderr.write(banner);
  if (process.env.E2E_REQUIRED === '1') {
    process.stderr.write(
      'E2E_REQUIRED=1: browser tests are required here, so this is a failure.\n',
    );
    process.exit(1);
  }
  process.exit(0);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser },
});
process.exit(result.status ?? 1);
