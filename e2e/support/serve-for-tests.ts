/** Playwright's web server: the production build on a fresh data folder, so every run starts empty. */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ensureServerBuilt,
  SERVER_ENTRY as SERVER_ENTRY_OF_DIST,
} from '../../scripts/build-server.mjs';
import { ensureWebBuilt, WEB_DIST } from '../../scripts/build-web.mjs';
import { startFakeGiphy } from '../../src/server/test/fake-giphy.ts';
import { TEST_SERVER_DIR, TEST_SERVER_ENTRY, TEST_WEB_DIST } from './test-build.ts';

const dataDir = path.resolve(import.meta.dirname, '../.output/data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// Every browser test signs up from 127.0.0.1; the production limit (10 a minute) would throttle the suite.
process.env.AUTH_RATE_LIMIT_MAX ??= '10000';
process.env.SIGNUPS_PER_ADDRESS_PER_HOUR ??= '10000';
// Every page of every parallel test holds its event streams from that one address too.
process.env.STREAMS_PER_ADDRESS ??= '1000';
// Parallel tests import boards and claim guest libraries at once on this one instance (the slot limit and
// its 429 are the server tests' business).
process.env.IMPORTS_PER_INSTANCE ??= '16';
// The machine's free disk is not the browser tests' business (the server tests cover the floor).
process.env.STORAGE_MIN_FREE_MB ??= '0';

// GIF search against a fake GIPHY on loopback (a third party, replaced by a real server; decision 027).
const giphy = await startFakeGiphy();
process.env.GIPHY_API_KEY = giphy.key;
process.env.GIPHY_API_BASE = giphy.base;
// Test-only: the media proxy refuses loopback unless told (decision 041).
process.env.GIF_MEDIA_ALLOW_LOOPBACK = 'true';

// What `npm start` does (build when a source is newer than the build), then the run's own copy of the build:
// a rebuild of dist/ by other work in the checkout mid-run would otherwise swap the pages, chunks and workers
// under the open pages (a full run failed 25 tests so: "Failed to fetch dynamically imported module").
ensureWebBuilt();
await ensureServerBuilt();
for (const [from, to] of [
  [WEB_DIST, TEST_WEB_DIST],
  [path.dirname(SERVER_ENTRY_OF_DIST), TEST_SERVER_DIR],
] as const) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
process.env.WEB_DIST_DIR = TEST_WEB_DIST;
await import(pathToFileURL(TEST_SERVER_ENTRY).href);
