import { z } from 'zod';
import { BOARD_INPUT_MESSAGES, BOARD_MESSAGES } from '#shared/board-messages.ts';
import { isHotkeyCharacter, normaliseHotkey } from '#shared/hotkey-rule.ts';
import {
  BACKGROUND_SIZES,
  BOARD_DESCRIPTION_MAX,
  BOARD_NAME_MAX,
  BUTTON_LABEL_MAX,
  HOTKEY_LENGTH,
} from '#shared/limits.ts';
import { buttonSettingsSchema } from '#shared/schemas/button-settings.ts';
import { backgroundSettingsSchema } from '#shared/schemas/profile.ts';
import {
  DEFAULT_STOP_ALL_KEY,
  MASTER_VOLUME,
  PLAY_MODES,
  SOUND_CONTROL_MESSAGES,
} from '#shared/sound-controls.ts';

/** A sound as joined to a button; `url` is derived (stored file or source_url). */
export const boardSoundSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  file_path: z.string().nullable(),
  source_url: z.string().nullable(),
  image_url: z.string().nullable(),
  url: z.string().nullable(),
  created_at: z.string(),
  loudness_gain_db: z.number().nullable(),
  normalize: z.boolean(),
  play_count: z.number().int(),
});
export type BoardSound = z.infer<typeof boardSoundSchema>;

export const boardButtonSchema = z.object({
  id: z.uuid(),
  soundboard_id: z.uuid(),
  sound_id: z.uuid().nullable(),
  label: z.string().nullable(),
  color: z.string(),
  hotkey: z.string().nullable(),
  position_row: z.number().int(),
  position_col: z.number().int(),
  background_image_url: z.string().nullable(),
  background_settings: backgroundSettingsSchema,
  created_at: z.string(),
  ...buttonSettingsSchema.shape,
  sound: boardSoundSchema.nullable(),
});
export type BoardButton = z.infer<typeof boardButtonSchema>;

/** A board with its buttons ordered by row, then column (spec §3). */
export const boardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  user_id: z.uuid(),
  grid_rows: z.number().int(),
  grid_columns: z.number().int(),
  background_image_url: z.string().nullable(),
  background_settings: backgroundSettingsSchema,
  is_public: z.boolean(),
  likes_count: z.number().int(),
  master_volume: z.number().int(),
  play_mode: z.enum(PLAY_MODES),
  stop_all_key: z.string(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  soundboard_buttons: z.array(boardButtonSchema),
});
export type Board = z.infer<typeof boardSchema>;

const boardName = z
  .string()
  .trim()
  .min(1, BOARD_MESSAGES.nameRequired)
  .max(BOARD_NAME_MAX, BOARD_INPUT_MESSAGES.nameTooLong(BOARD_NAME_MAX));
/** Trimmed; blank becomes null. */
const optionalText = z
  .string()
  .trim()
  .max(BOARD_DESCRIPTION_MAX, BOARD_INPUT_MESSAGES.descriptionTooLong(BOARD_DESCRIPTION_MAX))
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value ? value : null));

/** POST /api/boards (spec §3 "New board" input, §5 trimming). */
export const boardCreateSchema = z.object({ name: boardName, description: optionalText });
export type BoardCreate = z.input<typeof boardCreateSchema>;

/** Escape, or one printable character stored uppercase (decision 036). */
export const stopAllKeySchema = z.string().transform((value, ctx) => {
  if (value === DEFAULT_STOP_ALL_KEY) return value;
  const upper = value.toUpperCase();
  if (Array.from(upper).length !== HOTKEY_LENGTH || !isHotkeyCharacter(value)) {
    ctx.addIssue({ code: 'custom', message: SOUND_CONTROL_MESSAGES.stopAllKeyInvalid });
    return z.NEVER;
  }
  return upper;
});

/** PATCH /api/boards/:id: only the fields sent are changed. */
export const boardUpdateSchema = z.object({
  name: boardName.optional(),
  description: optionalText,
  is_public: z.boolean().optional(),
  background_settings: z.object({ size: z.enum(BACKGROUND_SIZES) }).optional(),
  master_volume: z.number().int().min(MASTER_VOLUME.min).max(MASTER_VOLUME.max).optional(),
  play_mode: z.enum(PLAY_MODES).optional(),
  stop_all_key: stopAllKeySchema.optional(),
});
export type BoardUpdate = z.input<typeof boardUpdateSchema>;

/**
 * One printable, non-whitespace character, forced uppercase (spec §5), or a key combination stored in one
 * form, e.g. "Ctrl+Shift+K", "Numpad5", "Alt+KeyK" (decision 056); '' or null clears it.
 */
export const hotkeySchema = z
  .string()
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const hotkey = normaliseHotkey(value);
    if (hotkey) return hotkey;
    ctx.addIssue({
      code: 'custom',
      message:
        Array.from(value).length === HOTKEY_LENGTH && !isHotkeyCharacter(value)
          ? BOARD_INPUT_MESSAGES.hotkeyPrintable
          : BOARD_MESSAGES.hotkeyInvalid,
    });
    return z.NEVER;
  });

const label = z
  .string()
  .trim()
  .max(BUTTON_LABEL_MAX, BOARD_INPUT_MESSAGES.labelTooLong(BUTTON_LABEL_MAX))
  .nullable()
  .transform((value) => (value ? value : null));

/** A button's colour: #rrggbb, stored lower-case. */
const buttonColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, BOARD_MESSAGES.colorInvalid)
  .transform((value) => value.toLowerCase());

/** POST /api/boards/:id/buttons. Without a colour the button takes its cell's palette colour (decision 050). */
export const buttonCreateSchema = z.object({
  sound_id: z.uuid().nullable().optional(),
  label: label.optional(),
  color: buttonColor.optional(),
});
export type ButtonCreate = z.input<typeof buttonCreateSchema>;

/** PATCH /api/boards/:id/buttons/:buttonId. */
export const buttonUpdateSchema = z.object({
  label: label.optional(),
  color: buttonColor.optional(),
  hotkey: hotkeySchema.optional(),
  sound_id: z.uuid().nullable().optional(),
  background_settings: z.object({ size: z.enum(BACKGROUND_SIZES) }).optional(),
  ...buttonSettingsSchema.partial().shape,
});
export type ButtonUpdate = z.input<typeof buttonUpdateSchema>;

/** PUT /api/boards/:id/buttons/order. */
export const buttonOrderSchema = z.object({
  button_ids: z.array(z.uuid(BOARD_MESSAGES.orderInvalid)).max(10_000),
});
export type ButtonOrder = z.infer<typeof buttonOrderSchema>;
