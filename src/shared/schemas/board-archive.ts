import { z } from 'zod';
import { ARCHIVE_FILE_NAME, BOARD_ARCHIVE } from '#shared/board-transfer.ts';
import {
  BACKGROUND_SIZES,
  BUTTON_LABEL_MAX,
  HOTKEY_MAX_LENGTH,
  SOUND_NAME_MAX,
  URL_MAX,
} from '#shared/limits.ts';
import { DEFAULT_PRESS_MODE } from '#shared/press-modes.ts';
import { LOUDNESS_GAIN_DB, MASTER_VOLUME, PLAY_MODES } from '#shared/sound-controls.ts';
import { buttonSettingsSchema } from '#shared/schemas/button-settings.ts';
import { SOUND_TAGS } from '#shared/sound-library.ts';

const fileName = z.string().regex(ARCHIVE_FILE_NAME);
const backgroundSettings = z.object({ size: z.enum(BACKGROUND_SIZES).optional() }).strip();
/**
 * A background: a file in the archive. `url` stays in the format for archives of earlier versions; an import
 * refuses a background that is an address (the app's routes take backgrounds only as uploaded files).
 */
const background = z
  .object({ file: fileName.nullable(), url: z.string().max(URL_MAX).nullable() })
  .nullable();

export const archiveSoundSchema = z.object({
  key: z.string().min(1).max(40),
  name: z.string().trim().min(1).max(SOUND_NAME_MAX),
  audio: fileName.nullable(),
  /** Always null from an export; an import refuses a sound that is only an address. */
  source_url: z.string().max(URL_MAX).nullable(),
  image: fileName.nullable(),
  loudness_gain_db: z.number().min(LOUDNESS_GAIN_DB.min).max(LOUDNESS_GAIN_DB.max).nullable(),
  normalize: z.boolean(),
  tags: z.array(z.string().max(SOUND_TAGS.maxLength)).max(SOUND_TAGS.maxTags),
});

export const archiveButtonSchema = z.object({
  label: z.string().max(BUTTON_LABEL_MAX).nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  hotkey: z.string().max(HOTKEY_MAX_LENGTH).nullable(),
  position_row: z.number().int().min(0).max(BOARD_ARCHIVE.maxButtons),
  position_col: z.number().int().min(0).max(BOARD_ARCHIVE.maxGridSide),
  sound: z.string().max(40).nullable(),
  background,
  background_settings: backgroundSettings,
  ...buttonSettingsSchema.shape,
  // Archives exported before press modes (decision 056) have none: their buttons toggle, as they did.
  press_mode: buttonSettingsSchema.shape.press_mode.default(DEFAULT_PRESS_MODE),
});

/** `board.json` of an archive, version 1. */
export const boardArchiveSchema = z.object({
  format: z.literal(BOARD_ARCHIVE.format),
  version: z.literal(BOARD_ARCHIVE.version),
  exported_at: z.string(),
  board: z.object({
    name: z.string(),
    description: z.string().nullable(),
    grid_rows: z.number().int().min(1).max(BOARD_ARCHIVE.maxButtons),
    grid_columns: z.number().int().min(1).max(BOARD_ARCHIVE.maxGridSide),
    background,
    background_settings: backgroundSettings,
    master_volume: z.number().int().min(MASTER_VOLUME.min).max(MASTER_VOLUME.max),
    play_mode: z.enum(PLAY_MODES),
    stop_all_key: z.string().max(8),
  }),
  sounds: z.array(archiveSoundSchema).max(BOARD_ARCHIVE.maxSounds),
  buttons: z.array(archiveButtonSchema).max(BOARD_ARCHIVE.maxButtons),
});
export type BoardArchive = z.infer<typeof boardArchiveSchema>;
