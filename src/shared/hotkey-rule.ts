import { HOTKEY_LENGTH, HOTKEY_MAX_LENGTH } from '#shared/limits.ts';

/** Whitespace, separators and control/format/unassigned code points: nothing one can see on a key cap. */
const INVISIBLE = /[\s\p{Z}\p{C}]/u;

/**
 * Spec §5 and DESIGN §6: a hotkey is one printable, non-whitespace character (one code point).
 * The server's schema and the web's key handling both use this rule.
 */
export function isHotkeyCharacter(value: string): boolean {
  const characters = Array.from(value);
  return characters.length === HOTKEY_LENGTH && !INVISIBLE.test(value);
}

/** In the order a combination is written and stored: "Ctrl+Alt+Shift+Meta+K" (decision 056). */
export const HOTKEY_MODIFIERS = ['Ctrl', 'Alt', 'Shift', 'Meta'] as const;
export type HotkeyModifier = (typeof HOTKEY_MODIFIERS)[number];

const MODIFIER_NAMES: Record<string, HotkeyModifier> = {
  ctrl: 'Ctrl',
  control: 'Ctrl',
  alt: 'Alt',
  option: 'Alt',
  shift: 'Shift',
  meta: 'Meta',
  cmd: 'Meta',
  command: 'Meta',
};

const NUMPAD_KEYS: Record<string, string> = {
  Add: '+',
  Subtract: '-',
  Multiply: '*',
  Divide: '/',
  Decimal: '.',
  Enter: 'Enter',
};
const PUNCTUATION_KEYS: Record<string, string> = {
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Backquote: '`',
  Comma: ',',
  Period: '.',
  Slash: '/',
  IntlBackslash: '\\',
};

/**
 * Physical keys a hotkey may name by their `KeyboardEvent.code`, with what their cap shows on a US layout:
 * letters, digits, the numpad, F1–F24 and punctuation. Not Space, Enter, Tab, Escape or the arrows: those
 * move focus and press the focused tile (decision 056).
 */
const CODE_CAPS: ReadonlyMap<string, string> = new Map([
  ...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ', (letter) => [`Key${letter}`, letter] as const),
  ...Array.from('0123456789', (digit) => [`Digit${digit}`, digit] as const),
  ...Array.from('0123456789', (digit) => [`Numpad${digit}`, digit] as const),
  ...Object.entries(NUMPAD_KEYS).map(([name, cap]) => [`Numpad${name}`, cap] as const),
  ...Array.from({ length: 24 }, (_, i) => [`F${i + 1}`, `F${i + 1}`] as const),
  ...Object.entries(PUNCTUATION_KEYS),
]);
const CODES_BY_LOWER = new Map([...CODE_CAPS.keys()].map((code) => [code.toLowerCase(), code]));

/** A stored hotkey read apart: its modifiers and its key, a character (by layout) or a physical key's code. */
export interface ParsedHotkey {
  modifiers: ReadonlySet<HotkeyModifier>;
  /** An uppercase character, or a `KeyboardEvent.code` when `physical`. */
  key: string;
  /** Matched by the key's place on the keyboard (`KeyboardEvent.code`), whatever the layout. */
  physical: boolean;
}

/**
 * Reads a hotkey: one character (spec §5, as before), or modifiers and a key, e.g. "Ctrl+Shift+K",
 * "Numpad5", "Alt+KeyK". Modifier names are read in any order and case (Control, Cmd, Option too); null when
 * it is none of these.
 */
export function parseHotkey(value: string): ParsedHotkey | null {
  if (value.length > HOTKEY_MAX_LENGTH) return null;
  const modifiers = new Set<HotkeyModifier>();
  let rest = value;
  for (;;) {
    const plus = rest.indexOf('+');
    // "Ctrl++" names the + key: a modifier is only a name before a "+" with a key after it.
    if (plus <= 0 || plus === rest.length - 1) break;
    const modifier = MODIFIER_NAMES[rest.slice(0, plus).toLowerCase()];
    if (!modifier || modifiers.has(modifier)) break;
    modifiers.add(modifier);
    rest = rest.slice(plus + 1);
  }
  if (isHotkeyCharacter(rest)) {
    const upper = rest.toUpperCase();
    // A character whose uppercase is two (ß → SS) cannot be stored uppercase as one key.
    if (!isHotkeyCharacter(upper)) return null;
    return { modifiers, key: upper, physical: false };
  }
  const code = CODES_BY_LOWER.get(rest.toLowerCase());
  return code ? { modifiers, key: code, physical: true } : null;
}

/** How a hotkey is stored: the modifiers in HOTKEY_MODIFIERS order, then the key. */
export function formatHotkey(hotkey: ParsedHotkey): string {
  const modifiers = HOTKEY_MODIFIERS.filter((modifier) => hotkey.modifiers.has(modifier));
  return [...modifiers, hotkey.key].join('+');
}

/** The stored form of a hotkey as typed or sent, or null when it is not a hotkey. */
export function normaliseHotkey(value: string): string | null {
  const parsed = parseHotkey(value);
  return parsed ? formatHotkey(parsed) : null;
}

/** What a physical key's cap shows: "Num 5", "K", "F2", "-". */
function keyCap(hotkey: ParsedHotkey): string {
  if (!hotkey.physical) return hotkey.key;
  const cap = CODE_CAPS.get(hotkey.key) ?? hotkey.key;
  return hotkey.key.startsWith('Numpad') ? `Num ${cap}` : cap;
}

/** How a hotkey reads on a tile and in the editor: "Ctrl+Shift+K", "Num 5", "A". */
export function hotkeyLabel(value: string): string {
  const parsed = parseHotkey(value);
  if (!parsed) return value;
  const modifiers = HOTKEY_MODIFIERS.filter((modifier) => parsed.modifiers.has(modifier));
  return [...modifiers, keyCap(parsed)].join('+');
}

/** The `aria-keyshortcuts` value (WAI-ARIA key names): "Control+Shift+K", "5". */
export function hotkeyAriaShortcut(value: string): string {
  const parsed = parseHotkey(value);
  if (!parsed) return value;
  const aria = { Ctrl: 'Control', Alt: 'Alt', Shift: 'Shift', Meta: 'Meta' } as const;
  const modifiers = HOTKEY_MODIFIERS.filter((modifier) => parsed.modifiers.has(modifier));
  const key = parsed.physical ? (CODE_CAPS.get(parsed.key) ?? parsed.key) : parsed.key;
  return [...modifiers.map((modifier) => aria[modifier]), key].join('+');
}

/** What a key press says (a KeyboardEvent fits). */
export interface KeyPressLike {
  key: string;
  code: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

/**
 * The hotkey a press in the editor names, or null for a key that cannot be one (a lone modifier, Tab, the
 * arrows). The numpad is always its physical key; with `physical` every key is. A character with only Shift
 * is that character alone, as spec §5's hotkeys always were (Shift does not count for them).
 */
export function hotkeyOfPress(press: KeyPressLike, physical: boolean): string | null {
  const modifiers = new Set<HotkeyModifier>();
  if (press.ctrlKey) modifiers.add('Ctrl');
  if (press.altKey) modifiers.add('Alt');
  if (press.metaKey) modifiers.add('Meta');
  const byCode = CODE_CAPS.has(press.code) && (physical || press.code.startsWith('Numpad'));
  if (press.shiftKey && (byCode || modifiers.size > 0)) modifiers.add('Shift');
  if (byCode) return formatHotkey({ modifiers, key: press.code, physical: true });
  if (isHotkeyCharacter(press.key) && isHotkeyCharacter(press.key.toUpperCase())) {
    return formatHotkey({ modifiers, key: press.key.toUpperCase(), physical: false });
  }
  // F2 and the like have no character: they are named by their key.
  if (CODE_CAPS.has(press.code) && press.code.startsWith('F')) {
    return formatHotkey({ modifiers, key: press.code, physical: true });
  }
  return null;
}

/**
 * The same hotkey matched by the key's place (`physical`) or by its character, as a US layout places them
 * ("K" ↔ "KeyK", "5" ↔ "Digit5", "-" ↔ "Minus"); the numpad and F keys stay as they are.
 */
export function withPhysicalKey(value: string, physical: boolean): string {
  const parsed = parseHotkey(value);
  if (!parsed || parsed.physical === physical) return value;
  if (physical) {
    const code = [...CODE_CAPS].find(
      ([name, cap]) => cap === parsed.key && !name.startsWith('Numpad') && name !== 'IntlBackslash',
    )?.[0];
    return code ? formatHotkey({ ...parsed, key: code, physical: true }) : value;
  }
  if (parsed.key.startsWith('Numpad') || /^F\d/.test(parsed.key)) return value;
  const cap = CODE_CAPS.get(parsed.key);
  return cap ? formatHotkey({ ...parsed, key: cap, physical: false }) : value;
}
