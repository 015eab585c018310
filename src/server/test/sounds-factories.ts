import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { Limits } from '#server/limits/tunable-limits.ts';
import { localDiskStorage } from '#server/storage/local-disk.ts';
import type { Storage } from '#server/storage/storage.ts';
import { randomIp } from './auth-client.ts';
import { memoryMailer, TEST_AUTH_SECRET, TEST_ORIGIN } from './test-app.ts';

export { makeMp3, makeWav, PNG_1X1 } from '../../../e2e/fixtures/audio.ts';

/** A local-disk store whose folder the test can look into. */
export function inspectableStorage(): { storage: Storage; root: string; files(): string[] } {
  const root = mkdtempSync(path.join(tmpdir(), 'soundboard-sounds-'));
  return {
    storage: localDiskStorage(root),
    root,
    files: () =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
  };
}

/** The real app like createTestApp, with the storage given and URL ingest allowed on loopback if asked. */
export function createSoundsTestApp(
  database: DatabaseHandle,
  options: {
    storage: Storage;
    ingestAllowLoopback?: boolean;
    ingestDeadlineMs?: number;
    /** Overrides of the instance limits, as createTestApp takes them. */
    limits?: Partial<Limits>;
  },
) {
  return createApp({
    database,
    logger: pino({ level: 'silent' }),
    publicUrl: TEST_ORIGIN,
    authSecret: TEST_AUTH_SECRET,
    mailer: memoryMailer(),
    storage: options.storage,
    ingestAllowLoopback: options.ingestAllowLoopback ?? false,
    ingestDeadlineMs: options.ingestDeadlineMs,
    // Like createTestApp: the machine's free disk is not the test's business unless it says so.
    limits: { STORAGE_MIN_FREE_MB: 0, ...options.limits },
  });
}

type AnyApp = ReturnType<typeof createSoundsTestApp>;

/** A multipart upload the way the browser sends it. */
export function sendForm(
  app: AnyApp,
  url: string,
  fields: Record<string, string | Blob | { bytes: Uint8Array; name: string; type?: string }>,
  options: { cookie?: string; method?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' || value instanceof Blob) form.append(key, value);
    else
      form.append(
        key,
        new File([value.bytes as Uint8Array<ArrayBuffer>], value.name, { type: value.type ?? '' }),
      );
  }
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (options.cookie) headers.set('cookie', options.cookie);
  return app.request(
    url,
    { method: options.method ?? 'POST', headers, body: form },
    { incoming: { socket: { remoteAddress: randomIp() } } },
  );
}
