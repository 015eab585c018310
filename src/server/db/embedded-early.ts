import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPgliteProxy, type PgliteProxy } from './pglite-proxy.ts';

/** Where the embedded database lives inside DATA_DIR. */
export const embeddedDataDir = (dataDir: string) => path.join(dataDir, 'db');

let early: { dataDir: string | undefined; client: Promise<PgliteProxy> } | undefined;

const INITIALISE = `const { PGlite } = await import(process.argv[1]);
await (await PGlite.create(process.argv[2])).close();`;

/**
 * Runs initdb for a new folder in a child process (decision 022). initdb grows PGlite's WebAssembly memory
 * to ~700 MB and the C library keeps what a thread freed for reuse, so done in this process it would stay in
 * the server's memory for good (~60 MB more after a first start); a process gives all of it back on exit.
 */
export async function initialiseEmbeddedFolder(dataDir: string): Promise<void> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const pglite = import.meta.resolve('@electric-sql/pglite');
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', INITIALISE, pglite, dataDir],
    { maxBuffer: 1024 * 1024 },
  );
}

/** Makes the folder when it is new, then opens PGlite in its worker. */
export async function openEmbedded(dataDir: string | undefined): Promise<PgliteProxy> {
  if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION')))
    await initialiseEmbeddedFolder(dataDir);
  return openPgliteProxy(dataDir);
}

/**
 * Start-up (decision 017): begins opening the embedded database on its worker thread while the main thread
 * is still loading the rest of the server; openDatabase picks it up. Errors surface there.
 */
export function openEmbeddedEarly(dataDir: string): void {
  const client = openEmbedded(dataDir);
  client.catch(() => undefined);
  early = { dataDir, client };
}

/** The early-opened database for this folder, once. */
export function takeEarlyEmbedded(dataDir: string | undefined): Promise<PgliteProxy> | undefined {
  if (!early || early.dataDir !== dataDir) return undefined;
  const { client } = early;
  early = undefined;
  return client;
}
