import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { NEW_BOARD_GRID } from '#shared/limits.ts';
import {
  DEFAULT_PLAY_MODE,
  DEFAULT_STOP_ALL_KEY,
  MASTER_VOLUME,
  PLAY_MODES,
} from '#shared/sound-controls.ts';
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
    masterVolume: integer('master_volume').notNull().default(MASTER_VOLUME.default),
    playMode: text('play_mode', { enum: PLAY_MODES }).notNull().default(DEFAULT_PLAY_MODE),
    stopAllKey: text('stop_all_key').notNull().default(DEFAULT_STOP_ALL_KEY),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('soundboards_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The popular page's whole order (likes, then newest, then id): the first page is read off the index
    // without sorting every public board (decision 025).
    index('soundboards_popular_idx')
      .on(
        t.likesCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isPublic} and ${t.deletedAt} is null`),
    check('soundboards_likes_count_non_negative', sql`${t.likesCount} >= 0`),
    check('soundboards_grid_positive', sql`${t.gridRows} > 0 and ${t.gridColumns} > 0`),
    check('soundboards_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check(
      'soundboards_master_volume_range',
      sql.raw(`master_volume between ${MASTER_VOLUME.min} and ${MASTER_VOLUME.max}`),
    ),
    check(
      'soundboards_play_mode_known',
      sql.raw(`play_mode in (${PLAY_MODES.map((mode) => `'${mode}'`).join(', ')})`),
    ),
  ],
);
