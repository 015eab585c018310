/** WCAG 2 colour maths on #rrggbb colours: relative luminance, contrast ratio, alpha blending. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** #rrggbb → channels 0–255; anything else → null. */
export function parseHex(hex: string): Rgb | null {
  const match = HEX.exec(hex);
  if (!match) return null;
  return { r: parseInt(match[1]!, 16), g: parseInt(match[2]!, 16), b: parseInt(match[3]!, 16) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, 1 to 21 (AA for normal text needs 4.5). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `overlay` at `alpha` painted over `base` (what the browser shows for an rgba layer). */
export function blend(base: Rgb, overlay: Rgb, alpha: number): Rgb {
  const mix = (under: number, over: number) => under * (1 - alpha) + over * alpha;
  return { r: mix(base.r, overlay.r), g: mix(base.g, overlay.g), b: mix(base.b, overlay.b) };
}

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * Black or white text, whichever contrasts more with the background. One of the two always reaches at least
 * √21 ≈ 4.58 : 1, so the label of any tile colour passes WCAG AA.
 */
export function readableTextColor(background: Rgb): Rgb {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}
