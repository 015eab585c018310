/**
 * The emoji the button editor offers to start a label with (decision 050): an emoji is part of the label, so
 * the tile, the shared view, export and import carry it with no column of its own.
 */
export const BUTTON_EMOJI = [
  { emoji: '📣', name: 'Megaphone' },
  { emoji: '🎉', name: 'Party popper' },
  { emoji: '👏', name: 'Clapping hands' },
  { emoji: '😂', name: 'Tears of joy' },
  { emoji: '🥁', name: 'Drum' },
  { emoji: '🎺', name: 'Trumpet' },
  { emoji: '🔔', name: 'Bell' },
  { emoji: '💥', name: 'Boom' },
  { emoji: '🚨', name: 'Siren' },
  { emoji: '🐐', name: 'Goat' },
  { emoji: '❤️', name: 'Heart' },
  { emoji: '⭐', name: 'Star' },
] as const;

// One pictograph (with its optional variation selector) and the space after it, at the label's start.
const LEADING_EMOJI = /^\p{Extended_Pictographic}\uFE0F?\s*/u;

/** The emoji a label starts with, if any. */
export function leadingEmoji(label: string): string | null {
  const match = LEADING_EMOJI.exec(label.trimStart());
  return match ? match[0].trim() : null;
}

/** The label with its leading emoji replaced by `emoji` (or removed when null). */
export function withLeadingEmoji(label: string, emoji: string | null): string {
  const rest = label.trimStart().replace(LEADING_EMOJI, '');
  if (!emoji) return rest;
  return rest ? `${emoji} ${rest}` : emoji;
}
