import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_BUTTON_COLOR, HOTKEY_LENGTH } from '#shared/limits.ts';
import { createdAt, id, settings } from './columns.ts';
import { soundboards } from './soundboards.ts';
import { sounds } from './sounds.ts';

export const soundboardButtons = pgTable(
  'soundboard_buttons',
  {
    id: id(),
    soundboardId: uuid('soundboard_id')
      .notNull()
      .references(() => soundboards.id, { onDelete: 'cascade' }),
    soundId: uuid('sound_id').references(() => sounds.id, { onDelete: 'set null' }),
    label: text('label'),
    color: text('color').notNull().default(DEFAULT_BUTTON_COLOR),
    hotkey: varchar('hotkey', { length: HOTKEY_LENGTH }),
    positionRow: integer('position_row').notNull(),
    positionCol: integer('position_col').notNull(),
    backgroundImageUrl: text('background_image_url'),
    backgroundSettings: settings('background_settings'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('soundboard_buttons_cell_key').on(t.soundboardId, t.positionRow, t.positionCol),
    unique('unique_hotkey_per_board').on(t.soundboardId, t.hotkey),
    index('soundboard_buttons_sound_idx').on(t.soundId),
    check(
      'soundboard_buttons_hotkey_uppercase',
      sql`${t.hotkey} is null or ${t.hotkey} = upper(${t.hotkey})`,
    ),
    check('soundboard_buttons_col_non_negative', sql`${t.positionCol} >= 0`),
  ],
);
