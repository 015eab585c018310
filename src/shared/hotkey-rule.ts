import { HOTKEY_LENGTH } from '#shared/limits.ts';

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
