import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { remotePlayerStreams } from '#server/db/schema.ts';
import type { SseConnection } from '#server/realtime/sse-connection.ts';
import { PLAYER_PRESENCE_EXPIRY_MS, PLAYER_PRESENCE_REFRESH_MS } from '#shared/remote.ts';

/**
 * The owner's player streams open on every instance (decision 080), so a remote's press can say how many
 * players it reached. One row per open stream, made before the stream's first byte and deleted when it
 * closes; each instance refreshes its own rows while any is open. A presence that cannot be written (the
 * database away) leaves the stream as it is: the count is a hint for the phone, the press reaches the bus.
 */
export function playerPresence(
  db: Database,
  {
    refreshMs = PLAYER_PRESENCE_REFRESH_MS,
    expiryMs = PLAYER_PRESENCE_EXPIRY_MS,
  }: { refreshMs?: number; expiryMs?: number } = {},
) {
  const instanceId = randomUUID();
  let open = 0;
  let timer: NodeJS.Timeout | null = null;
  const expired = () => sql`now() - make_interval(secs => ${expiryMs / 1000})`;

  const refresh = async () => {
    await db
      .update(remotePlayerStreams)
      .set({ seenAt: sql`now()` })
      .where(eq(remotePlayerStreams.instanceId, instanceId));
    await db.delete(remotePlayerStreams).where(lt(remotePlayerStreams.seenAt, expired()));
  };
  const opened = () => {
    open += 1;
    timer ??= setInterval(() => void refresh().catch(() => undefined), refreshMs);
    timer.unref();
  };
  const closed = () => {
    open -= 1;
    if (open > 0 || !timer) return;
    clearInterval(timer);
    timer = null;
  };

  return {
    instanceId,
    /** Counts the stream as a player of the board until it closes. */
    async hold(boardId: string, connection: SseConnection): Promise<void> {
      const [row] = await db
        .insert(remotePlayerStreams)
        .values({ boardId, instanceId })
        .returning({ id: remotePlayerStreams.id })
        .catch(() => []);
      if (!row) return;
      opened();
      connection.onClose(() => {
        closed();
        void db
          .delete(remotePlayerStreams)
          .where(eq(remotePlayerStreams.id, row.id))
          .catch(() => undefined);
      });
    },
    /** The board's player streams open on every instance (0 when the count cannot be read). */
    async count(boardId: string): Promise<number> {
      const [row] = await db
        .select({ players: count() })
        .from(remotePlayerStreams)
        .where(
          and(eq(remotePlayerStreams.boardId, boardId), gt(remotePlayerStreams.seenAt, expired())),
        )
        .catch(() => []);
      return row?.players ?? 0;
    },
    /** Marks this instance's rows now (what the timer does every refreshMs). */
    refresh,
  };
}

export type PlayerPresence = ReturnType<typeof playerPresence>;
