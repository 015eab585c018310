import { describe, expect, it } from 'vitest';
import { BUTTON_EMOJI, leadingEmoji, withLeadingEmoji } from './button-emoji.ts';

describe('a label’s leading emoji', () => {
  it('is found, replaced and removed', () => {
    expect(leadingEmoji('Horn')).toBeNull();
    expect(leadingEmoji('📣 Horn')).toBe('📣');
    expect(leadingEmoji('❤️ Love')).toBe('❤️');
    expect(withLeadingEmoji('Horn', '📣')).toBe('📣 Horn');
    expect(withLeadingEmoji('📣 Horn', '🎉')).toBe('🎉 Horn');
    expect(withLeadingEmoji('❤️ Love', null)).toBe('Love');
    expect(withLeadingEmoji('', '⭐')).toBe('⭐');
  });

  it('recognises every offered emoji', () => {
    for (const { emoji } of BUTTON_EMOJI) expect(leadingEmoji(`${emoji} x`)).toBe(emoji);
  });
});
