import { useRef, type RefObject } from 'react';
import type { BoardButton } from '#shared/schemas/board.ts';
import { useLongPress } from './use-long-press.ts';

interface TilePressOptions {
  button: BoardButton;
  isOwner: boolean;
  arranging: boolean;
  /** The tile has a sound to play. */
  playable: boolean;
  /** The tile's outer box: it gets `data-pressed` while a pointer or key holds the tile down. */
  root: RefObject<HTMLElement | null>;
  /** Pressed down (the button's press mode decides what that does, decision 056). */
  onPlay?: (button: BoardButton) => void;
  /** Let go after onPlay: a hold button stops. */
  onRelease?: (button: BoardButton) => void;
  /** A click with no press before it (a screen reader's activation): a press with no release to wait for. */
  onTap?: (button: BoardButton) => void;
  onCancelPlay?: (button: BoardButton) => void;
  onAddSound?: (button: BoardButton) => void;
  onRevealOverlays?: (button: BoardButton) => void;
}

/**
 * A tile's press: the sound starts in the pointerdown / keydown handler itself, before anything re-renders
 * (decision 024), and the click that follows does not toggle it again. The press feedback is a DOM attribute set
 * after that, not React state, so a press re-renders nothing by itself. A long press or right-click reveals the
 * owner's Edit and Delete; a click on an empty tile asks the owner for a sound. The release (pointerup,
 * pointercancel, the pointer leaving the tile, Enter or Space let go, focus leaving) tells onRelease, which
 * stops a hold button (decision 056).
 */
export function useTilePress({
  button,
  isOwner,
  arranging,
  playable,
  root,
  onPlay,
  onRelease,
  onTap,
  onCancelPlay,
  onAddSound,
  onRevealOverlays,
}: TilePressOptions) {
  // Set when pointerdown or a key started the sound: the click that follows must not toggle it again.
  const pressPlayed = useRef(false);
  // Set from the press that played until its release: the release is told once, whichever event ends it.
  const held = useRef(false);
  const holdsToPlay = button.press_mode === 'hold';
  // Rearranging is the grid's state (its data-arranging attribute, decision 029), read at the press: entering
  // it does not render the 500 tiles again.
  const isArranging = () => arranging || Boolean(root.current?.closest('[data-arranging]'));
  const longPress = useLongPress(() => {
    if (!isOwner || isArranging()) return;
    // A hold button is held to play: a long hold is playing, not asking for Edit (right-click still is).
    if (holdsToPlay && held.current) return;
    if (pressPlayed.current) onCancelPlay?.(button);
    onRevealOverlays?.(button);
  });
  const canPlay = () => playable && Boolean(onPlay) && !isArranging();
  const pressed = (on: boolean) =>
    root.current?.toggleAttribute('data-pressed', on && !isArranging());
  const release = () => {
    pressed(false);
    if (!held.current) return;
    held.current = false;
    onRelease?.(button);
  };
  const press = () => {
    pressPlayed.current = true;
    held.current = true;
    onPlay?.(button);
  };

  const handlers = {
    ...(isOwner ? longPress : {}),
    onPointerDown: (event: React.PointerEvent) => {
      if (isOwner) longPress.onPointerDown(event);
      pressPlayed.current = false;
      if (event.button !== 0) return;
      if (canPlay()) press();
      pressed(true);
    },
    onPointerUp: () => {
      if (isOwner) longPress.onPointerUp();
      release();
    },
    onPointerLeave: () => {
      if (isOwner) longPress.onPointerLeave();
      release();
    },
    onPointerCancel: () => {
      if (isOwner) longPress.onPointerCancel();
      release();
      if (pressPlayed.current) onCancelPlay?.(button);
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if ((event.key !== 'Enter' && event.key !== ' ') || event.repeat || !canPlay()) return;
      event.preventDefault();
      press();
      pressed(true);
    },
    onKeyUp: (event: React.KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') release();
    },
    onBlur: release,
    // A phone's long touch opens the context menu: not while a hold button is held to play.
    ...(!isOwner && holdsToPlay
      ? {
          onContextMenu: (event: React.MouseEvent) => {
            if (held.current) event.preventDefault();
          },
        }
      : {}),
  };

  const onClick = () => {
    if (pressPlayed.current) {
      pressPlayed.current = false;
      return;
    }
    if (isArranging()) return;
    if (!playable) {
      if (isOwner) onAddSound?.(button);
      return;
    }
    (onTap ?? onPlay)?.(button);
  };

  return { ...handlers, onClick };
}
