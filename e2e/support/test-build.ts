import path from 'node:path';

/**
 * The build the browser tests run: a copy of dist/web and dist/server taken when the suite's server starts
 * (e2e/support/serve-for-tests.ts). Other work in the same checkout may rebuild dist/ mid-run (`npm start`, a
 * bench, a second suite); the copy keeps every page, chunk and worker of this run from one build.
 */
const BUILD = path.resolve(import.meta.dirname, '../.output/build');
export const TEST_WEB_DIST = path.join(BUILD, 'web');
export const TEST_SERVER_DIR = path.join(BUILD, 'server');
export const TEST_SERVER_ENTRY = path.join(TEST_SERVER_DIR, 'main.js');
