/**
 * Every class name of a board and its tiles, in one place: the React tiles use them, and so may a server
 * that paints a board's first content into the HTML shell, so that both draw the same thing. Pure strings, no
 * React. The colours that depend on the button (tile, label, fill, chips) come from tile-colors.ts as inline
 * styles.
 */

/** A filled tile plays its sound; an empty one (no sound, or its sound went to the trash) asks for one. */
export type TileLook = 'filled' | 'empty';

/** The page around a board: on a desktop 4 columns of ~195 px tiles, not 4 giant ones (decision 019). */
export const BOARD_PAGE_CLASS = 'mx-auto w-full max-w-4xl px-4 py-6 sm:py-8';

/** The player's page: less room above the board bar on a phone, where pads come first (decision 049). */
export const BOARD_PLAYER_PAGE_CLASS = 'mx-auto w-full max-w-4xl px-4 pt-3 pb-6 sm:py-8';

export const BOARD_SURFACE_CLASS = 'rounded-2xl border border-line bg-surface-sunken/60 p-3 sm:p-4';

/**
 * The player's surface on a phone (2 columns, under 768 px): as wide as lets four rows of pads fit between
 * the board bar and the floating action button, so a 2×4 board is seen whole without scrolling (decision
 * 049). 21rem: the navigation and board bar above the pads, the floating button and the bottom navigation
 * below them, and the three gaps between four rows; 2.4rem: the surface's padding and the column gap. Never
 * narrower than 16rem.
 */
export const BOARD_SURFACE_FIT_CLASS =
  'max-md:mx-auto max-md:max-w-[max(16rem,calc((100dvh-21rem)/2+2.4rem))]';

/** The board's list of tiles, in blocks; its columns and gaps are set in styles.css (`.tile-list`). */
export const BUTTON_GRID_CLASS = 'tile-list';

export const TILE_ITEM_CLASS = 'min-w-0';

// Only `scale` is animated on a press: the compositor runs it. A box-shadow transition runs on the main thread
// and asks for a frame every 16 ms for 100 ms after each press and release; on a 500-button board each frame
// costs ~4 ms, and the next tap waits behind it (decision 024). The shadow flattens at once.
const TILE_BASE =
  'relative aspect-square min-h-12 rounded-2xl transition-[scale] duration-100 ease-out select-none data-pressed:scale-[0.96]';

const TILE_LOOK: Record<TileLook, string> = {
  // A key cap: the colour, a drop shadow and a darker lip along the bottom that flattens when pressed.
  filled:
    'shadow-md shadow-black/25 inset-shadow-[0_-5px_0_rgb(0_0_0/0.22)] data-pressed:shadow-sm data-pressed:inset-shadow-[0_-2px_0_rgb(0_0_0/0.22)] dark:shadow-black/60',
  // Nothing to play: a dashed outline and a tint in the button's colour (tile-colors.ts emptyTileStyle), muted
  // label. The page's raised surface under the tint keeps the label's contrast in both themes.
  empty: 'border-2 border-dashed bg-surface-raised text-ink-muted hover:border-brand-500',
};

/** The tile's outer box (it carries the colour and the press feedback). */
export function tileRootClass(look: TileLook): string {
  // No per-tile pulse while arranging: the grid pulses once (button-grid.tsx), 500 layers cost every frame.
  return `${TILE_BASE} ${TILE_LOOK[look]}`;
}

/** The tile's own <button>, covering the whole tile. */
export function tileFaceClass(
  look: TileLook,
  { arranging = false, ownerMenu = false } = {},
): string {
  return [
    // The focus ring sits outside the tile in the page's ink, unlike the brand-coloured playing ring.
    'absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-[inherit] p-3 text-center font-semibold focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-ink',
    // The owner's "⋯" sits in the bottom corner: the label stays above it, on a phone's small pads too.
    ownerMenu && 'pb-12 [[data-play-mode]_&]:pb-3',
    look === 'empty' && 'hover:text-ink',
    arranging ? 'cursor-grab' : 'cursor-pointer [[data-arranging]_&]:cursor-grab',
  ]
    .filter(Boolean)
    .join(' ');
}

export const TILE_LABEL_CLASS =
  'line-clamp-3 max-w-full text-base leading-tight break-words sm:text-lg';

/** The label on a cover image sits on its own veil (tile-colors.ts IMAGE_VEIL). */
export const TILE_IMAGE_LABEL_CLASS = 'rounded-lg px-2 py-0.5';

export const EMPTY_ICON_CLASS = 'size-7 opacity-90';

export const EMPTY_LABEL_CLASS = 'line-clamp-2 max-w-full text-sm leading-tight break-words';

/** 'No sound' under the label of a button whose sound is gone. */
export const EMPTY_CAPTION_CLASS = 'text-xs font-medium tracking-wide uppercase';

/**
 * What only edit mode shows on a tile (decision 049): the play count, the hotkey chip and the owner's "⋯".
 * The player's grid carries `data-play-mode` in play mode; other grids (the shared view, the server's first
 * content) do not, so they keep showing the chips.
 */
export const EDIT_CHROME_CLASS = '[[data-play-mode]_&]:hidden';

/** A filled tile's play count (decision 037), in the corner the hotkey leaves free. */
export const PLAYS_BADGE_CLASS = `pointer-events-none absolute top-2 left-2 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs leading-none font-semibold tabular-nums ${EDIT_CHROME_CLASS}`;

/** The hotkey, top right, as a small key cap on a chip of the tile's colour. */
const HOTKEY_BADGE_BASE = `pointer-events-none absolute top-2 right-2 max-w-[calc(100%-1rem)] min-w-7 truncate rounded-md px-1.5 py-1 text-center font-mono leading-none font-bold ${EDIT_CHROME_CLASS}`;
/** The hotkey chip: one key reads large; a combination ("Ctrl+Shift+K", decision 056) smaller, to fit. */
export const hotkeyBadgeClass = (label: string) =>
  `${HOTKEY_BADGE_BASE} ${label.length > 2 ? 'text-xs' : 'text-sm'}`;

/** Clips the playing fill to the tile's rounded corners. */
export const PROGRESS_CLIP_CLASS =
  'pointer-events-none absolute inset-0 overflow-hidden rounded-[inherit]';

/**
 * The playing fill, swept from the left with a transform (on the compositor, no layout: decision 010). Progress
 * arrives every 0.1 s (playback-engine.ts PROGRESS_STEP_SECONDS); the transition glides between the steps.
 */
export const PROGRESS_FILL_CLASS =
  'absolute inset-0 origin-left transition-transform duration-100 ease-linear';

/** The progress percent, bottom right, while the sound plays. */
export const PROGRESS_PERCENT_CLASS =
  'pointer-events-none absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold tabular-nums';

/** A pulsing ring around the playing tile, clear of the label so its contrast never dips. */
export const PLAYING_HALO_CLASS =
  'pointer-events-none absolute -inset-1.5 animate-tile-halo rounded-[1.375rem] border-4 border-brand-600 shadow-[0_0_20px_2px] shadow-brand-500/70 motion-reduce:animate-none dark:border-brand-300 dark:shadow-brand-400/60';

/** The owner's "⋯" on a tile: dark on a colour, quiet on an empty tile. */
export function tileMenuTriggerClass(look: TileLook): string {
  return [
    'inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1',
    look === 'filled'
      ? 'bg-black/45 text-white hover:bg-black/60 focus-visible:outline-white'
      : 'bg-surface-sunken text-ink-muted ring-1 ring-line hover:text-ink focus-visible:outline-brand-600',
  ].join(' ');
}

/** The owner's 'Add Button' tile at the end of the grid: brand-tinted, unlike the grey empty buttons. */
export const ADD_BUTTON_TILE_CLASS =
  'flex aspect-square min-h-12 w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-brand-400 bg-brand-50/70 text-sm font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-ink disabled:opacity-50 dark:border-brand-500/70 dark:bg-brand-900/30 dark:text-brand-200 dark:hover:bg-brand-900/50';

/** The Edit / Delete bar revealed by a long press or right-click. */
export const OVERLAY_BAR_CLASS =
  'absolute inset-x-0 bottom-0 flex gap-1 rounded-b-2xl bg-black/60 p-1.5';
