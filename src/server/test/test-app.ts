import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, type AppDeps } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { Mailer, MailMessage } from '#server/lib/mailer.ts';
import type { PhoneCodeSender } from '#server/lib/phone-code-sender.ts';
import type { SessionCacheOptions } from '#server/lib/session-cache.ts';
import type { GifSettings } from '#server/features/gifs/gifs.routes.ts';
import type { LiveSessions } from '#server/features/live/live-sessions.ts';
import type { RealtimeHub } from '#server/realtime/realtime-hub.ts';
import type { Limits } from '#server/limits/tunable-limits.ts';
import { localDiskStorage } from '#server/storage/local-disk.ts';
import { quickPasswordHashing } from './quick-password-hashing.ts';
import type { Storage } from '#server/storage/storage.ts';

/** The origin test requests come from and the app believes it is served at. */
export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestAppOptions {
  webDistDir?: string;
  /** Defaults to memoryMailer() (no mail server: verification off). */
  mailer?: Mailer;
  publicUrl?: string;
  /** Defaults to a fresh folder under the system's temporary directory. */
  storage?: Storage;
  /** Defaults to logging the codes (silently). */
  phoneCodeSender?: PhoneCodeSender;
  /** The session cache's clock and lifetime (tests of its expiry move the clock). */
  sessionCache?: SessionCacheOptions;
  /** The realtime bus (tests of GET /api/realtime pass one with a short heartbeat and read its stats). */
  realtime?: RealtimeHub;
  /** Live sessions on the `realtime` bus (tests pass them with a short presence or their own clock). */
  live?: LiveSessions;
  /** GIF search settings (tests point apiBase at the fake GIPHY on loopback). */
  gifs?: GifSettings;
  /** Defaults to a silent logger (tests of the request log pass one writing to memory). */
  logger?: pino.Logger;
  /** Overrides of the instance limits (tests of a guard set it low). */
  limits?: Partial<Limits>;
  /** Prometheus metrics and their token (decision 058). */
  metrics?: AppDeps['metrics'];
  /** The remote's rate-bucket clock (a flood test freezes it). */
  clock?: () => number;
  /** Hash passwords as the product does (better-auth's scrypt) instead of the tests' quick hash. */
  productPasswordHash?: boolean;
}

/** The real app, wired to a test database, logging nothing unless given a logger. */
export function createTestApp(database: DatabaseHandle, options: TestAppOptions = {}) {
  return createApp({
    database,
    logger: options.logger ?? pino({ level: 'silent' }),
    webDistDir: options.webDistDir,
    publicUrl: options.publicUrl ?? TEST_ORIGIN,
    authSecret: TEST_AUTH_SECRET,
    mailer: options.mailer ?? memoryMailer(),
    storage: options.storage ?? testStorage(),
    phoneCodeSender: options.phoneCodeSender,
    sessionCache: options.sessionCache,
    realtime: options.realtime,
    live: options.live,
    gifs: options.gifs,
    metrics: options.metrics,
    clock: options.clock,
    passwordHashing: options.productPasswordHash ? undefined : quickPasswordHashing,
    // The machine's free disk is not the test's business unless it says so.
    limits: { STORAGE_MIN_FREE_MB: 0, ...options.limits },
  });
}

/** Stands in for the outbox (no mail server) without writing files; keeps the mails it was given. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

export type TestApp = ReturnType<typeof createTestApp>;

/** A real local-disk store in a fresh temporary folder. */
export function testStorage(): Storage {
  return localDiskStorage(mkdtempSync(path.join(tmpdir(), 'soundboard-files-')));
}
