import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { profiles } from './profiles.ts';
import { soundboards } from './soundboards.ts';

export const soundboardLikes = pgTable(
  'soundboard_likes',
  {
    soundboardId: uuid('soundboard_id')
      .notNull()
      .references(() => soundboards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'soundboard_likes_pkey', columns: [t.soundboardId, t.userId] }),
    index('soundboard_likes_user_idx').on(t.userId),
  ],
);
