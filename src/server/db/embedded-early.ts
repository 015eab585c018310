import { existsSync } from 'node:fs';
import path from 'node:path';
import { createEmbeddedFolder } from './embedded-template.ts';
import { openPgliteProxy, type PgliteProxy } from './pglite-proxy.ts';

/** Where the embedded database lives inside DATA_DIR. */
export const embeddedDataDir = (dataDir: string) => path.join(dataDir, 'db');

let early: { dataDir: string | undefined; client: Promise<PgliteProxy> } | undefined;

/** Makes the folder when it is new (from the prepared template, decision 067), then opens PGlite in its worker. */
export async function openEmbedded(dataDir: string | undefined): Promise<PgliteProxy> {
  if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createEmbeddedFolder(dataDir);
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
