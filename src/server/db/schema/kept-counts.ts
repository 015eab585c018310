import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';
import { soundboards } from './soundboards.ts';

/**
 * Counts kept on write (decision 071), so a list read does not visit every row it counts. Triggers in
 * migration 0012 keep them in the writing transaction, whichever feature writes (buttons, sounds, trash,
 * imports, guest claims, backup restores): no service updates them by hand.
 */

/** A board's buttons, and those whose sound exists outside the trash (the My Boards card's two counts). */
export const soundboardCounts = pgTable('soundboard_counts', {
  soundboardId: uuid('soundboard_id')
    .primaryKey()
    .references(() => soundboards.id, { onDelete: 'cascade' }),
  buttonCount: integer('button_count').notNull().default(0),
  soundCount: integer('sound_count').notNull().default(0),
});

/** A user's sounds outside the trash (My Sounds' library total). */
export const soundLibraryCounts = pgTable('sound_library_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  soundCount: integer('sound_count').notNull().default(0),
});

/** Each tag of a user's sounds outside the trash, with how many carry it; a tag no sound carries has no row. */
export const soundTagCounts = pgTable(
  'sound_tag_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    soundCount: integer('sound_count').notNull(),
  },
  (t) => [primaryKey({ name: 'sound_tag_counts_pkey', columns: [t.userId, t.tag] })],
);
