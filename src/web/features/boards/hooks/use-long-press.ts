import { useCallback, useEffect, useRef } from 'react';
import { LONG_PRESS_MS } from '#shared/limits.ts';

const MOVE_TOLERANCE_PX = 10;

/**
 * Calls `onLongPress` after a 500 ms hold or on a right-click (spec §2). The click that ends a long press is
 * swallowed, so the tile does not also play or open. Spread the returned handlers on the element.
 */
export function useLongPress(onLongPress: () => void, { vibrateMs }: { vibrateMs?: number } = {}) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const fire = useCallback(() => {
    fired.current = true;
    if (vibrateMs && typeof navigator.vibrate === 'function') navigator.vibrate(vibrateMs);
    onLongPress();
  }, [onLongPress, vibrateMs]);

  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button !== 0) return;
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        fire();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: React.PointerEvent) => {
      if (!start.current) return;
      const moved = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
      if (moved > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: React.MouseEvent) => {
      event.preventDefault();
      cancel();
      fire();
    },
    onClickCapture: (event: React.MouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
