import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import type { Logger } from './logger.ts';

/** The NOTIFY channel on which an instance tells every instance (itself too) that sessions changed. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/**
 * Sign-outs, revocations and password changes reach every instance sharing the database (decision 025):
 * the instance that served one NOTIFYs the user's id, every instance LISTENs and runs its listeners (forget
 * that user's cached sessions, end the streams of sessions that are gone). An empty payload, or a lost LISTEN
 * connection (announcements may have been missed meanwhile), means anyone's sessions may have changed.
 */
export function createSessionBroadcast(options: {
  database: Pick<DatabaseHandle, 'listen'> & { db: Database };
  logger?: Logger;
}) {
  const { database, logger } = options;
  const listeners = new Set<(userId: string | null) => void>();
  let listening: Promise<unknown> | null = null;
  const changed = (payload = '') => {
    for (const listener of listeners) listener(payload || null);
  };

  return {
    /** LISTENs once; resolves when other instances' announcements reach this one. */
    listen(): Promise<void> {
      listening ??= database
        .listen(SESSION_CHANGES_CHANNEL, changed, { onReconnect: () => changed() })
        .catch((error: unknown) => {
          listening = null;
          throw error;
        });
      return listening.then(() => undefined);
    },
    /** `listener` gets the user whose sessions changed, or null when anyone's may have. */
    onChange(listener: (userId: string | null) => void): void {
      listeners.add(listener);
    },
    /**
     * Tells every instance that this user's sessions changed (no user: anyone's may have); a failure is
     * logged (the sessions' cache lifetime still bounds the delay).
     */
    async announce(userId?: string): Promise<void> {
      try {
        await database.db.execute(
          sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${userId ?? ''})`,
        );
      } catch (error) {
        logger?.warn({ err: error }, 'could not announce a session change to the other instances');
      }
    },
  };
}

export type SessionBroadcast = ReturnType<typeof createSessionBroadcast>;
