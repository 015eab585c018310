import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { soundboards } from './soundboards.ts';

/**
 * The owner's player streams open now, one row each, on every instance (decision 080): a remote's press
 * counts them in its answer. An instance refreshes `seen_at` of its own rows while they are open; a row of
 * an instance that died is not counted once `seen_at` is older than the expiry, and any instance deletes it.
 */
export const remotePlayerStreams = pgTable(
  'remote_player_streams',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => soundboards.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remote_player_streams_board_idx').on(t.boardId),
    index('remote_player_streams_instance_idx').on(t.instanceId),
  ],
);
