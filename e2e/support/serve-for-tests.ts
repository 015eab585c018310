/** Playwright's web server: the production build on a fresh data folder, so every run starts empty. */
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '../.output/data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// Every browser test signs up from 127.0.0.1; the production limit (10 a minute) would throttle the suite.
process.env.AUTH_RATE_LIMIT_MAX ??= '10000';

await import('../../scripts/start.mjs');
