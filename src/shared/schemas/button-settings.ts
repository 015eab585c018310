import { z } from 'zod';
import { PRESS_MODES } from '#shared/press-modes.ts';
import { BUTTON_VOLUME, FADE_MAX_MS, TRIM_MAX_MS } from '#shared/sound-controls.ts';

/**
 * The per-button settings, defined once (decision 048): the button in the API, the PATCH allow-list, the
 * export archive and its import all take their fields from this object, and the server derives its row
 * mapper and the fast board document (decision 018) from it. A new setting is one line here, its column in
 * the database schema and the column map (server/domain/boards/button-setting-columns.ts), and a migration.
 * Declare a field that must be greater than another after it (trim_end_ms after trim_start_ms).
 */
export const buttonSettingsSchema = z.object({
  // Sound controls (decision 036): applied at play time, the stored audio is never re-encoded.
  volume: z.number().int().min(BUTTON_VOLUME.min).max(BUTTON_VOLUME.max),
  trim_start_ms: z.number().int().min(0).max(TRIM_MAX_MS),
  trim_end_ms: z.number().int().min(1).max(TRIM_MAX_MS).nullable(),
  fade_in_ms: z.number().int().min(0).max(FADE_MAX_MS),
  fade_out_ms: z.number().int().min(0).max(FADE_MAX_MS),
  loop: z.boolean(),
  // What a second press does, and whether releasing stops it (decision 056).
  press_mode: z.enum(PRESS_MODES),
});
export type ButtonSettings = z.infer<typeof buttonSettingsSchema>;
export type ButtonSettingKey = keyof ButtonSettings;

/** The settings' names in declaration order (the order they take in a button's JSON). */
export const BUTTON_SETTING_KEYS = Object.keys(buttonSettingsSchema.shape) as ButtonSettingKey[];

/** Only the settings of a button (or of an archive's button), in declaration order. */
export function pickButtonSettings(source: ButtonSettings): ButtonSettings {
  const settings = {} as Record<ButtonSettingKey, unknown>;
  for (const key of BUTTON_SETTING_KEYS) settings[key] = source[key];
  return settings as ButtonSettings;
}
