import pino from 'pino';
import { createApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';

/** The real app, wired to a test database, logging nothing. */
export function createTestApp(database: DatabaseHandle, options: { webDistDir?: string } = {}) {
  return createApp({ database, logger: pino({ level: 'silent' }), ...options });
}
