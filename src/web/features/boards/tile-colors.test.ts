import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, parseHex, type Rgb } from '#web/lib/color-contrast.ts';
import { IMAGE_VEIL, tileColors } from './tile-colors.ts';

const AA = 4.5;

/** Every colour on a 16-step grid of each channel (4913 colours, both ends included). */
function colourGrid(): string[] {
  const steps = Array.from({ length: 17 }, (_, i) => Math.min(255, i * 16));
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return steps.flatMap((r) =>
    steps.flatMap((g) => steps.map((b) => `#${hex(r)}${hex(g)}${hex(b)}`)),
  );
}

const rgb = (hex: string): Rgb => parseHex(hex)!;

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio(rgb('#000000'), rgb('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#ffffff'), rgb('#ffffff'))).toBe(1);
    // #767676 on white is the classic lightest grey that passes AA.
    expect(contrastRatio(rgb('#767676'), rgb('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#777777'), rgb('#ffffff'))).toBeLessThan(AA);
  });
});

describe('tileColors', () => {
  it('picks black on the default grey-blue and white on a dark red', () => {
    expect(tileColors('#a0aec0').text).toBe('#000000');
    expect(tileColors('#b91c1c').text).toBe('#ffffff');
    expect(tileColors('not a colour').background).toBe('#a0aec0');
  });

  it('keeps the label at AA or better on every tile colour, while playing too', () => {
    for (const colour of colourGrid()) {
      const { background, text, fill } = tileColors(colour);
      const tile = rgb(background);
      const label = rgb(text);
      const still = contrastRatio(label, tile);
      expect(still, colour).toBeGreaterThanOrEqual(AA);
      // The playing fill sweeps under the label: it may only raise the contrast.
      const swept = blend(tile, fill.color, fill.alpha);
      expect(contrastRatio(label, swept), colour).toBeGreaterThanOrEqual(still);
    }
  });

  it('keeps the hotkey badge and progress percent at AA, over the fill too', () => {
    for (const colour of colourGrid()) {
      const { background, text, fill, chip } = tileColors(colour);
      const tile = rgb(background);
      const label = rgb(text);
      for (const under of [tile, blend(tile, fill.color, fill.alpha)]) {
        expect(contrastRatio(label, blend(under, chip.color, chip.alpha)), colour).toBeGreaterThan(
          AA,
        );
      }
    }
  });

  it('writes white on a cover image under a veil dark enough for AA on a white image', () => {
    const { text } = tileColors('#ffffff', true);
    expect(text).toBe('#ffffff');
    const veiled = blend(rgb('#ffffff'), IMAGE_VEIL.color, IMAGE_VEIL.alpha);
    expect(contrastRatio(rgb(text), veiled)).toBeGreaterThanOrEqual(AA);
  });
});
