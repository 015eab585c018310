/** The button editor's hotkey field (decision 056: one key, a combination, the numpad or a physical key). */
export const HOTKEY_MESSAGES = {
  label: 'Hotkey',
  none: 'None',
  hint: 'Focus the field and press a key or a combination, e.g. 1, A, Ctrl+Shift+K or Num 5. Backspace clears it.',
  physical: 'Match the key’s place, whatever the keyboard layout',
  clear: 'Clear hotkey',
} as const;
