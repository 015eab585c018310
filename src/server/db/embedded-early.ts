import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openPgliteProxy, type PgliteProxy } from './pglite-proxy.ts';

/** Where the embedded database lives inside DATA_DIR. */
export const embeddedDataDir = (dataDir: string) => path.join(dataDir, 'db');

let early: { dataDir: string | undefined; client: Promise<PgliteProxy> } | undefined;

/**
 * Makes the folder and opens PGlite in its worker (PGlite creates the folder's last level itself). A new
 * folder is first initialised by a worker of its own that then exits: initdb grows the WebAssembly memory to
 * ~700 MB, which a WebAssembly instance never gives back, so the serving worker starts on the made folder.
 */
export async function openEmbedded(dataDir: string | undefined): Promise<PgliteProxy> {
  if (dataDir) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION')))
      await (await openPgliteProxy(dataDir)).close();
  }
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
