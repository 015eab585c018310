import { describe, expect, it } from 'vitest';
import { BUTTON_SETTING_KEYS } from '#shared/schemas/button-settings.ts';
import { BUTTON_SETTING_COLUMNS, settingsOfRow } from './button-setting-columns.ts';

type Row = Parameters<typeof settingsOfRow>[0];

describe('settingsOfRow', () => {
  it('reads every setting from its own column, in declaration order', () => {
    // A distinct value per column: a setting read from a neighbour's column shows up as a wrong value.
    const row: Record<string, unknown> = {};
    BUTTON_SETTING_KEYS.forEach((key, index) => {
      row[BUTTON_SETTING_COLUMNS[key]] = key === 'loop' ? index % 2 === 1 : 1000 + index;
    });
    const settings = settingsOfRow(row as Row);
    expect(Object.keys(settings)).toEqual([...BUTTON_SETTING_KEYS]);
    for (const key of BUTTON_SETTING_KEYS) {
      expect(settings[key], key).toBe(row[BUTTON_SETTING_COLUMNS[key]]);
    }
  });
});
