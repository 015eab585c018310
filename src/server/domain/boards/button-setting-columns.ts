import { soundboardButtons } from '#server/db/schema.ts';
import {
  BUTTON_SETTING_KEYS,
  type ButtonSettingKey,
  type ButtonSettings,
} from '#shared/schemas/button-settings.ts';

// Shared: the boards feature (PATCH, the mapper, the board document) and board-transfer (import) write and
// read the per-button settings through this one map (decision 048).

type ButtonRow = typeof soundboardButtons.$inferSelect;
type ButtonInsert = typeof soundboardButtons.$inferInsert;

/** The row properties whose type can hold a setting's value. */
type ColumnFor<K extends ButtonSettingKey> = {
  [C in keyof ButtonRow]: ButtonRow[C] extends ButtonSettings[K]
    ? ButtonSettings[K] extends ButtonRow[C]
      ? C
      : never
    : never;
}[keyof ButtonRow];

/**
 * Each per-button setting's column in `soundboard_buttons` (its Drizzle property; the SQL name is read from
 * the table). The only place a setting's name in the API meets its column: a setting without a column, or
 * with a column of another type, does not compile.
 */
export const BUTTON_SETTING_COLUMNS = {
  volume: 'volume',
  trim_start_ms: 'trimStartMs',
  trim_end_ms: 'trimEndMs',
  fade_in_ms: 'fadeInMs',
  fade_out_ms: 'fadeOutMs',
  loop: 'loop',
  press_mode: 'pressMode',
} as const satisfies { [K in ButtonSettingKey]: ColumnFor<K> };

/** [API name, row property] in the settings' declaration order, fixed at module load. */
const COLUMN_PAIRS = BUTTON_SETTING_KEYS.map((key) => [key, BUTTON_SETTING_COLUMNS[key]] as const);

/**
 * The settings of a button row, in declaration order (the order of a button's JSON). Written out as one
 * literal, not looped over the map: this runs for every button of every board a list returns, and a fixed
 * shape costs a third of the looped object's time to build and serialise. The return type requires every
 * setting and the columns' test checks each against BUTTON_SETTING_COLUMNS, so the map stays the truth.
 */
export function settingsOfRow(row: ButtonRow): ButtonSettings {
  return {
    volume: row.volume,
    trim_start_ms: row.trimStartMs,
    trim_end_ms: row.trimEndMs,
    fade_in_ms: row.fadeInMs,
    fade_out_ms: row.fadeOutMs,
    loop: row.loop,
    press_mode: row.pressMode,
  };
}

/** The row values for the settings given (absent ones are left out: PATCH changes only what was sent). */
export function settingColumns(settings: Partial<ButtonSettings>): Partial<ButtonInsert> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of COLUMN_PAIRS) {
    if (settings[key] !== undefined) values[column] = settings[key];
  }
  return values;
}

/**
 * The settings as `json_build_object` arguments over the buttons' alias `sb` ("'volume', sb.volume, …"),
 * for the board document built by the database (decision 018). Built once, at module load.
 */
export const BUTTON_SETTINGS_JSON_SQL = COLUMN_PAIRS.map(
  ([key, column]) => `'${key}', sb.${soundboardButtons[column].name}`,
).join(', ');
