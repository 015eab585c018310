import { hasPlayableSound } from '#shared/playable-sound.ts';
import { isHotkeyCharacter } from '#shared/hotkey-rule.ts';
import { findHotkeyTarget, hotkeyAllowed } from '#web/lib/hotkey-rules.ts';

/**
 * A press made on the board the server rendered into the HTML, before the app took over (decision 039): a
 * tile pressed (pointer, Enter or Space) or a key that may be a button's hotkey.
 */
export type EarlyPress = { kind: 'tile'; tileId: string } | { kind: 'key'; key: string };

/**
 * Presses older than this when the app's player gets them are dropped: a sound that late would surprise
 * (decision 075; 5 s in decision 039, before early presses played without the app).
 */
export const EARLY_PRESS_MAX_AGE_MS = 2000;

const TILE_SELECTOR = '[data-tile-id]';

let pending: { press: EarlyPress; at: number }[] = [];
let stopCapturing = () => {};
/** The app's player once it has taken the early presses (answerLateEarlyPresses), for those handed over later. */
let lateTaker: ((press: EarlyPress) => void) | null = null;

/**
 * Keeps the presses made on the server's tiles in `root` until the app takes them with takeEarlyPresses.
 * Only the server's own tile elements count, and only while they are on screen: once React replaced them,
 * its tiles answer presses themselves.
 */
export function captureEarlyPresses(
  root: HTMLElement,
  now: () => number = () => performance.now(),
  /** Plays a press at once, before the app (issue 32 point 8); false: it waits for the app. */
  playNow: (press: EarlyPress) => boolean = () => false,
) {
  const serverTiles = new Set(root.querySelectorAll(TILE_SELECTOR));
  const [firstTile] = serverTiles;
  // Taps made before this module ran, kept by the page's <head> script (decision 074).
  const headPresses = takeHeadPresses();
  if (!firstTile) return;
  const keep = (press: EarlyPress) => {
    if (!playNow(press)) pending.push({ press, at: now() });
  };
  const serverTileOf = (target: EventTarget | null) => {
    const tile = target instanceof Element ? target.closest(TILE_SELECTOR) : null;
    return tile && serverTiles.has(tile) ? tile : null;
  };
  // The press shows at once, as on the app's tiles (the tile's own data-pressed style).
  const pressDown = (tile: Element, pointer = false) => {
    if (pointer) ignoreTheTapsClick(serverTiles);
    tile.setAttribute('data-pressed', '');
    keep({ kind: 'tile', tileId: tile.getAttribute('data-tile-id') ?? '' });
  };
  const release = () => {
    for (const tile of serverTiles) tile.removeAttribute('data-pressed');
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!firstTile.isConnected) return stop();
    const tile = event.button === 0 ? serverTileOf(event.target) : null;
    if (tile) pressDown(tile, true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!firstTile.isConnected) return stop();
    const tile = serverTileOf(event.target);
    if (tile && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      if (!event.repeat) pressDown(tile);
    } else if (hotkeyAllowed(event)) {
      keep({ kind: 'key', key: event.key });
    }
  };
  const listeners = [
    ['pointerdown', onPointerDown],
    ['keydown', onKeyDown],
    ['pointerup', release],
    ['pointercancel', release],
    ['keyup', release],
  ] as const;
  const stop = () => {
    release();
    for (const [type, listener] of listeners) {
      document.removeEventListener(type, listener as EventListener, true);
    }
  };
  stopCapturing();
  stopCapturing = stop;
  // A pointer the <head> script saw go down on a tile and still held (the tile keeps its pressed look).
  if (root.querySelector(`${TILE_SELECTOR}[data-pressed]`)) ignoreTheTapsClick(serverTiles);
  for (const { tileId, key, at } of headPresses) {
    const press: EarlyPress | null =
      tileId !== undefined
        ? { kind: 'tile', tileId }
        : key !== undefined && isHotkeyCharacter(key)
          ? { kind: 'key', key }
          : null;
    if (press && !playNow(press)) pending.push({ press, at });
  }
  for (const [type, listener] of listeners) {
    document.addEventListener(type, listener as EventListener, true);
  }
}

let disarmTapClick = () => {};

/**
 * The click that ends a tap begun on the server's tile, when it lands on the app's tile that replaced it
 * (a finger lifted after the takeover: the tap's click goes where the finger was lifted). The tap already
 * played from its pointerdown; the app's tile saw no pointerdown, so it would take the click for a screen
 * reader's activation and press again, and a second press stops the sound that plays or loads (issue 32
 * point 8). Only a pointer's click (`detail` > 0: a screen reader's or a key's has 0), only until the
 * next pointer or key press.
 */
function ignoreTheTapsClick(serverTiles: ReadonlySet<Element>) {
  disarmTapClick();
  const onClick = (event: MouseEvent) => {
    disarm();
    const tile = event.target instanceof Element ? event.target.closest(TILE_SELECTOR) : null;
    if (event.detail > 0 && tile && !serverTiles.has(tile)) event.stopImmediatePropagation();
  };
  // Added while this pointerdown is dispatched: not called for it (the DOM calls the listeners it had).
  const events = [
    ['click', onClick],
    ['pointerdown', () => disarm()],
    ['keydown', () => disarm()],
  ] as const;
  const disarm = () => {
    for (const [type, listener] of events) {
      document.removeEventListener(type, listener as EventListener, true);
    }
    disarmTapClick = () => {};
  };
  for (const [type, listener] of events) {
    document.addEventListener(type, listener as EventListener, true);
  }
  disarmTapClick = disarm;
}

declare global {
  interface Window {
    /** Set by src/web/public/early-presses.js: stops it and hands over the presses it kept (a tile or a key). */
    __earlyTilePresses?: () => { tileId?: string; key?: string; at: number }[];
  }
}

function takeHeadPresses() {
  const take = window.__earlyTilePresses;
  window.__earlyTilePresses = undefined;
  return take ? take() : [];
}

/**
 * A press that could not be played before the app after all (its player failed to load): the app plays it,
 * at once if it has already taken the early presses (decision 075), unless it is older than
 * EARLY_PRESS_MAX_AGE_MS by then.
 */
export function deferEarlyPress(press: EarlyPress, at: number = performance.now()) {
  if (!lateTaker) pending.push({ press, at });
  else if (performance.now() - at <= EARLY_PRESS_MAX_AGE_MS) lateTaker(press);
}

/**
 * Hands the presses deferred from now on to `play` (the board view that took the early presses) until the
 * returned function is called; then they are kept again for the next takeEarlyPresses.
 */
export function answerLateEarlyPresses(play: (press: EarlyPress) => void) {
  lateTaker = play;
  return () => {
    if (lateTaker === play) lateTaker = null;
  };
}

/**
 * The early presses in the order made, without those older than EARLY_PRESS_MAX_AGE_MS. Capturing stops: the
 * app answers from now on.
 */
export function takeEarlyPresses(now: number = performance.now()): EarlyPress[] {
  stopCapturing();
  stopCapturing = () => {};
  const fresh = pending.filter(({ at }) => now - at <= EARLY_PRESS_MAX_AGE_MS);
  pending = [];
  return fresh.map(({ press }) => press);
}

/** The parts of a board button an early press reads (a BoardButton fits). */
interface PressableButton {
  id: string;
  hotkey: string | null;
  sound: { url: string | null } | null;
}

/**
 * The buttons with a sound the early presses asked for, each once, in the order first pressed: a second tap
 * on a tile that did not answer asks for its sound again, it does not mean stop.
 */
export function buttonsPressedEarly<T extends PressableButton>(
  buttons: readonly T[],
  presses: readonly EarlyPress[],
): T[] {
  const targets = buttons.map((button) => ({
    button,
    hotkey: button.hotkey,
    hasSound: hasPlayableSound(button),
  }));
  const pressed = new Set<T>();
  for (const press of presses) {
    const target =
      press.kind === 'tile'
        ? targets.find(({ button, hasSound }) => hasSound && button.id === press.tileId)
        : findHotkeyTarget(targets, press.key);
    if (target) pressed.add(target.button);
  }
  return [...pressed];
}
