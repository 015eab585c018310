import { and, gt, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { StreamRegistry } from './stream-registry.ts';

/** Session ids per query (a bound parameter list of this size is cheap on both databases). */
const CHUNK = 500;

/**
 * Ends the open streams whose session no longer exists or has expired (signed out, revoked, a password
 * change): run on every announced session change (lib/session-broadcast.ts). Changes that arrive while a
 * check runs are folded into one more check after it.
 */
export function revokedStreamsCloser(deps: {
  db: Database;
  streams: StreamRegistry;
  logger?: Logger;
}): () => void {
  let running: Promise<void> | null = null;
  let again = false;

  const check = async () => {
    const ids = deps.streams.sessionIds();
    const alive = new Set<string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(inArray(sessions.id, ids.slice(i, i + CHUNK)), gt(sessions.expiresAt, new Date())),
        );
      for (const row of rows) alive.add(row.id);
    }
    const closed = deps.streams.closeSessions(new Set(ids.filter((id) => !alive.has(id))));
    if (closed > 0) deps.logger?.info({ closed }, 'ended the event streams of revoked sessions');
  };

  const run = (): Promise<void> =>
    check()
      .catch((error: unknown) => {
        deps.logger?.warn({ err: error }, 'could not check the sessions of open streams');
      })
      .then(() => {
        if (!again) {
          running = null;
          return;
        }
        again = false;
        return run();
      });

  return () => {
    if (running) again = true;
    else running = run();
  };
}
