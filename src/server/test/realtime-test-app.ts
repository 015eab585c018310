import { afterAll, beforeAll } from 'vitest';
import {
  createRealtimeHub,
  type RealtimeHub,
  type RealtimeHubOptions,
} from '#server/realtime/realtime-hub.ts';
import { openRealtime, type SseReader } from './sse-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface RealtimeTestApp {
  /** Set before the file's tests run. */
  database: TestDatabase;
  hub: RealtimeHub;
  app: TestApp;
  /** Closes `reader` after the file's tests; returns it. */
  keep<T extends SseReader>(reader: T): T;
  /** GET /api/realtime as this cookie's user (a visitor without one), kept. */
  subscribe(cookie?: string): Promise<SseReader>;
}

/**
 * One test file's database, realtime hub and app on that hub, made before the file's tests and closed after
 * them together with every stream kept: the set-up the realtime, board-event and remote tests share.
 */
export function useRealtimeTestApp(
  hubOptions: Omit<RealtimeHubOptions, 'database'> = {},
): RealtimeTestApp {
  const open: SseReader[] = [];
  const keep = <T extends SseReader>(reader: T) => (open.push(reader), reader);
  const context = {
    keep,
    subscribe: async (cookie?: string) => keep(await openRealtime(context.app, cookie)),
  } as RealtimeTestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.hub = createRealtimeHub({ database: context.database, ...hubOptions });
    context.app = createTestApp(context.database, { realtime: context.hub });
  });
  afterAll(async () => {
    await Promise.all(open.map((reader) => reader.close()));
    await context.hub?.close();
    await context.database?.destroy();
  });
  return context;
}
