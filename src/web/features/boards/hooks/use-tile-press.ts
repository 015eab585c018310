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
  onPlay?: (button: BoardButton) => void;
  onCancelPlay?: (button: BoardButton) => void;
  onAddSound?: (button: BoardButton) => void;
  onRevealOverlays?: (button: BoardButton) => void;
}

/**
 * A tile's press: the sound starts in the pointerdown / keydown handler itself, before anything re-renders
 * (decision 024), and the click that follows does not toggle it again. The press feedback is a DOM attribute set
 * after that, not React state, so a press re-renders nothing by itself. A long press or right-click reveals the
 * owner's Edit and Delete; a click on an empty tile asks the owner for a sound.
 */
export function useTilePress({
  button,
  isOwner,
  arranging,
  playable,
  root,
  onPlay,
  onCancelPlay,
  onAddSound,
  onRevealOverlays,
}: TilePressOptions) {
  // Set when pointerdown or a key started the sound: the click that follows must not toggle it again.
  const pressPlayed = useRef(false);
  // Rearranging is the grid's state (its data-arranging attribute, decision 029), read at the press: entering
  // it does not render the 500 tiles again.
  const isArranging = () => arranging || Boolean(root.current?.closest('[data-arranging]'));
  const longPress = useLongPress(() => {
    if (!isOwner || isArranging()) return;
    if (pressPlayed.current) onCancelPlay?.(button);
    onRevealOverlays?.(button);
  });
  const canPlay = () => playable && Boolean(onPlay) && !isArranging();
  const pressed = (on: boolean) =>
    root.current?.toggleAttribute('data-pressed', on && !isArranging());
  const release = () => pressed(false);

  const handlers = {
    ...(isOwner ? longPress : {}),
    onPointerDown: (event: React.PointerEvent) => {
      if (isOwner) longPress.onPointerDown(event);
      pressPlayed.current = false;
      if (event.button !== 0) return;
      if (canPlay()) {
        pressPlayed.current = true;
        onPlay?.(button);
      }
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
      pressPlayed.current = true;
      onPlay?.(button);
      pressed(true);
    },
    onKeyUp: release,
    onBlur: release,
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
    onPlay?.(button);
  };

  return { ...handlers, onClick };
}
