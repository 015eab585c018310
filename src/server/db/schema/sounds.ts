import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('sounds_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('sounds_has_audio', sql`${t.filePath} is not null or ${t.sourceUrl} is not null`),
    check('sounds_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
  ],
);
