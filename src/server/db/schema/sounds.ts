import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id } from './columns.ts';
import { profiles } from './profiles.ts';

export const sounds = pgTable(
  'sounds',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filePath: text('file_path'),
    sourceUrl: text('source_url'),
    imageUrl: text('image_url'),
    // Loudness (decision 036): the gain that brings the sound near the target, measured in the browser.
    loudnessGainDb: real('loudness_gain_db'),
    normalize: boolean('normalize').notNull().default(true),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    playCount: integer('play_count').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('sounds_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('sounds_has_audio', sql`${t.filePath} is not null or ${t.sourceUrl} is not null`),
    check('sounds_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check('sounds_play_count_non_negative', sql`${t.playCount} >= 0`),
    index('sounds_tags_idx').using('gin', t.tags),
  ],
);
