import { describe, expect, it } from 'vitest';
import { BUTTON_PALETTE } from '#shared/button-palette.ts';
import { contrastRatio, parseHex } from '#web/lib/color-contrast.ts';
import { tileColors } from './tile-colors.ts';

// A tile paints its colour and its label inline, the same in the light and the dark theme (tile-colors.ts),
// so one check per colour covers both themes.
describe('the new-button palette', () => {
  it.each(BUTTON_PALETTE)('$name carries its tile label at WCAG AA (4.5:1)', ({ color }) => {
    const { background, text } = tileColors(color);
    expect(background).toBe(color);
    expect(contrastRatio(parseHex(background)!, parseHex(text)!)).toBeGreaterThanOrEqual(4.5);
  });

  it('holds lower-case #rrggbb colours, each with a distinct name', () => {
    for (const { color } of BUTTON_PALETTE) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(BUTTON_PALETTE.map((c) => c.name)).size).toBe(BUTTON_PALETTE.length);
    expect(new Set(BUTTON_PALETTE.map((c) => c.color)).size).toBe(BUTTON_PALETTE.length);
  });
});
