import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import type { Logger } from './logger.ts';

/** The NOTIFY channel on which an instance tells every instance (itself too) that sessions changed. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/**
 * Sign-outs, revocations and password changes reach every instance sharing the database (decision 025):
 * the instance that served one NOTIFYs, every instance LISTENs and runs its listeners (forget cached
 * sessions, end the streams of sessions that are gone). A lost LISTEN connection counts as a change, since
 * announcements may have been missed meanwhile.
 */
export function createSessionBroadcast(options: {
  database: Pick<DatabaseHandle, 'listen'> & { db: Database };
  logger?: Logger;
}) {
  const { database, logger } = options;
  const listeners = new Set<() => void>();
  let listening: Promise<unknown> | null = null;
  const changed = () => {
    for (const listener of listeners) listener();
  };

  return {
    /** LISTENs once; resolves when other instances' announcements reach this one. */
    listen(): Promise<void> {
      listening ??= database
        .listen(SESSION_CHANGES_CHANNEL, changed, { onReconnect: changed })
        .catch((error: unknown) => {
          listening = null;
          throw error;
        });
      return listening.then(() => undefined);
    },
    onChange(listener: () => void): void {
      listeners.add(listener);
    },
    /** Tells every instance; a failure is logged (the sessions' cache lifetime still bounds the delay). */
    async announce(): Promise<void> {
      try {
        await database.db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, '')`);
      } catch (error) {
        logger?.warn({ err: error }, 'could not announce a session change to the other instances');
      }
    },
  };
}

export type SessionBroadcast = ReturnType<typeof createSessionBroadcast>;
