/** Playwright's web server: the production build on a fresh data folder, so every run starts empty. */
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '../.output/data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

await import('../../scripts/start.ts');
