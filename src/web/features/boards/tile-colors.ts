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

/** How much of its colour an empty tile's background takes: a hint of it, the muted label still AA on top. */
export const EMPTY_TINT_ALPHA = 0.14;

/**
 * An empty tile (no sound yet) in its button's colour: the dashed outline in the colour, the background a light
 * tint of it, so a new board shows its palette before any sound is added (decision 050).
 */
export function emptyTileStyle(color: string): { borderColor: string; backgroundImage: string } {
  const rgb = parseHex(color) ?? parseHex(DEFAULT_BUTTON_COLOR)!;
  const tint = layerCss({ color: rgb, alpha: EMPTY_TINT_ALPHA });
  // A layer over the tile's opaque background colour (its class), not in place of it.
  return { borderColor: toHex(rgb), backgroundImage: `linear-gradient(${tint}, ${tint})` };
}
