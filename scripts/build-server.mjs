/**
 * Compiles the server once to dist/server (decision 017): one ES module bundle of src/server/main.ts, the
 * embedded database's and the board import's workers beside it, and the SQL migrations copied next to
 * them (dependencies included, decision 067). Production runs `node dist/server/main.js` instead of transpiling TypeScript at every start. Rebuilds only when a source
 * is newer than the build (or the build is missing). Run directly to build: `node scripts/build-server.mjs`.
 * Plain JavaScript so that `npm start` needs no TypeScript loader.
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(root, 'dist/server/main.js');
export const MIGRATE_ENTRY = path.join(root, 'dist/server/migrate.js');
// src/web: the server renders pages' first content with the web's components (decision 021).
const SOURCES = ['src/server', 'src/shared', 'src/web', 'package.json', 'package-lock.json'];

/**
 * Newest modification time under a path (files and folders), 0 when it does not exist.
 * @param {string} target relative to the project root
 * @returns {number}
 */
export function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(full)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

export function serverBuildIsStale() {
  const builtAt = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  return SOURCES.some((source) => newestChange(source) > builtAt);
}

/** The packages the server bundle imports from node_modules at run time; everything else is inside it. */
export const BUNDLE_EXTERNAL = ['@electric-sql/pglite', 'pg-native'];

/**
 * The esbuild options of the server build, in one place: the build below and the test that lists the web
 * modules in the bundle (src/server/static/server-bundle-modules.test.ts) use the same.
 * @param {string} outdir
 */
export function serverBuildOptions(outdir) {
  return /** @type {const} */ ({
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      migrate: path.join(root, 'src/server/migrate-command.ts'),
      'pglite-worker': path.join(root, 'src/server/db/pglite-worker.ts'),
      // Board imports unpack archives in a thread of their own (decision 038).
      'board-unpack-worker': path.join(
        root,
        'src/server/features/board-transfer/board-unpack-worker.ts',
      ),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The dependencies are bundled too (decision 067): Node resolving, reading and linking ~2,000 package
    // files one by one was half of a restart's CPU. Kept outside: PGlite (its WebAssembly and data files sit
    // beside its code) and pg's optional native binding.
    external: BUNDLE_EXTERNAL,
    // A module imported with import() (the S3 SDK, decision 030) stays in a chunk of its own, loaded when used.
    splitting: true,
    chunkNames: '[name]-[hash]',
    // Bundled CommonJS packages require Node's built-in modules; an ES module has no require of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: 'warning',
  });
}

export async function buildServer() {
  const { build } = await import('esbuild');
  const outdir = path.join(root, 'dist/server');
  rmSync(outdir, { recursive: true, force: true });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
  await build(serverBuildOptions(outdir));
}

/** Builds when the build is missing or older than its sources; true when it built. */
export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return false;
  await buildServer();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
