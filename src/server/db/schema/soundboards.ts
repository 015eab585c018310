import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { NEW_BOARD_GRID } from '#shared/limits.ts';
import { createdAt, deletedAt, id, settings } from './columns.ts';
import { profiles } from './profiles.ts';

export const soundboards = pgTable(
  'soundboards',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    gridRows: integer('grid_rows').notNull().default(NEW_BOARD_GRID.rows),
    gridColumns: integer('grid_columns').notNull().default(NEW_BOARD_GRID.columns),
    backgroundImageUrl: text('background_image_url'),
    backgroundSettings: settings('background_settings'),
    isPublic: boolean('is_public').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('soundboards_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('soundboards_popular_idx')
      .on(t.likesCount.desc())
      .where(sql`${t.isPublic} and ${t.deletedAt} is null`),
    check('soundboards_likes_count_non_negative', sql`${t.likesCount} >= 0`),
    check('soundboards_grid_positive', sql`${t.gridRows} > 0 and ${t.gridColumns} > 0`),
    check('soundboards_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
  ],
);
