import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEFAULT_BUTTON_COLOR, HOTKEY_MAX_LENGTH } from '#shared/limits.ts';
import { DEFAULT_PRESS_MODE, PRESS_MODES } from '#shared/press-modes.ts';
import { BUTTON_VOLUME, FADE_MAX_MS } from '#shared/sound-controls.ts';
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
    // One character (spec §5) or a key combination such as "Ctrl+Shift+K" or "Numpad5" (decision 056).
    hotkey: varchar('hotkey', { length: HOTKEY_MAX_LENGTH }),
    positionRow: integer('position_row').notNull(),
    positionCol: integer('position_col').notNull(),
    backgroundImageUrl: text('background_image_url'),
    backgroundSettings: settings('background_settings'),
    // Sound controls (decision 036): applied at play time, the stored audio is never re-encoded.
    volume: integer('volume').notNull().default(BUTTON_VOLUME.default),
    trimStartMs: integer('trim_start_ms').notNull().default(0),
    trimEndMs: integer('trim_end_ms'),
    fadeInMs: integer('fade_in_ms').notNull().default(0),
    fadeOutMs: integer('fade_out_ms').notNull().default(0),
    loop: boolean('loop').notNull().default(false),
    pressMode: text('press_mode', { enum: PRESS_MODES }).notNull().default(DEFAULT_PRESS_MODE),
    createdAt: createdAt(),
  },
  (t) => [
    unique('soundboard_buttons_cell_key').on(t.soundboardId, t.positionRow, t.positionCol),
    unique('unique_hotkey_per_board').on(t.soundboardId, t.hotkey),
    index('soundboard_buttons_sound_idx').on(t.soundId),
    check(
      'soundboard_buttons_hotkey_uppercase',
      // A one-character hotkey is stored uppercase; a combination's key names are mixed case ("KeyK").
      sql`${t.hotkey} is null or char_length(${t.hotkey}) > 1 or ${t.hotkey} = upper(${t.hotkey})`,
    ),
    check(
      'soundboard_buttons_press_mode_known',
      sql.raw(`press_mode in (${PRESS_MODES.map((mode) => `'${mode}'`).join(', ')})`),
    ),
    check('soundboard_buttons_col_non_negative', sql`${t.positionCol} >= 0`),
    check(
      'soundboard_buttons_volume_range',
      sql.raw(`volume between ${BUTTON_VOLUME.min} and ${BUTTON_VOLUME.max}`),
    ),
    check(
      'soundboard_buttons_trim_order',
      sql`${t.trimStartMs} >= 0 and (${t.trimEndMs} is null or ${t.trimEndMs} > ${t.trimStartMs})`,
    ),
    check(
      'soundboard_buttons_fade_range',
      sql.raw(
        `fade_in_ms between 0 and ${FADE_MAX_MS} and fade_out_ms between 0 and ${FADE_MAX_MS}`,
      ),
    ),
  ],
);
