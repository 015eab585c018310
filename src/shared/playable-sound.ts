/**
 * A button plays only when it carries a sound with an address. The server sends `sound: null` for a button
 * whose sound is in the trash (DESIGN §7: it leaves its buttons), so "no sound" and "trashed" read the same:
 * the tile looks empty whatever its label, and its hotkey does nothing.
 */
export function hasPlayableSound(button: { sound: { url: string | null } | null }): boolean {
  return Boolean(button.sound?.url);
}
