import { DEFAULT_BUTTON_COLOR } from '#shared/limits.ts';
import {
  BLACK,
  parseHex,
  readableTextColor,
  toHex,
  WHITE,
  type Rgb,
} from '#web/lib/color-contrast.ts';

/** An overlay colour painted at some opacity over the tile. */
export interface Layer {
  color: Rgb;
  alpha: number;
}

export interface TileColors {
  /** The tile's own colour. */
  background: string;
  /** The label's colour: black or white, whichever contrasts more with the tile (WCAG AA). */
  text: string;
  /** The playing fill: it pushes the tile away from the text colour, so the label only gains contrast. */
  fill: Layer;
  /** Behind the hotkey badge and the progress percent. */
  chip: Layer;
}

// Over a tile with white text the layers darken; with black text they lighten.
const DARKEN_FILL: Layer = { color: BLACK, alpha: 0.28 };
const DARKEN_CHIP: Layer = { color: BLACK, alpha: 0.45 };
const LIGHTEN_FILL: Layer = { color: WHITE, alpha: 0.45 };
const LIGHTEN_CHIP: Layer = { color: WHITE, alpha: 0.6 };

/** A cover image's tile: white text on the image under this veil (its colours are unknown). */
export const IMAGE_VEIL: Layer = { color: BLACK, alpha: 0.55 };

/** The colours a filled tile is painted with, from the button's colour (#rrggbb; anything else: default). */
export function tileColors(color: string, hasImage = false): TileColors {
  const rgb = parseHex(color) ?? parseHex(DEFAULT_BUTTON_COLOR)!;
  const text = hasImage ? WHITE : readableTextColor(rgb);
  const light = text === WHITE;
  return {
    background: toHex(rgb),
    text: toHex(text),
    fill: light ? DARKEN_FILL : LIGHTEN_FILL,
    chip: light ? DARKEN_CHIP : LIGHTEN_CHIP,
  };
}

/** CSS for a layer: `rgb(r g b / a)`. */
export function layerCss({ color, alpha }: Layer): string {
  return `rgb(${color.r} ${color.g} ${color.b} / ${alpha})`;
}
