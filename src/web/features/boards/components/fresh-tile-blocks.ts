import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A tile block the app has just put on the page takes presses at once (decision 077). A `content-visibility:
 * auto` element new to the page is skipped — its tiles neither laid out nor hit — until the browser's next frame
 * decides whether it is on screen, so a press in between landed on the block and was lost: the app replacing the
 * server's tiles under a finger (issue 32 point 8). The new blocks on screen are drawn in full until that frame;
 * they go back to `auto` inside a frame callback, and the browser decides in that same frame, leaving no gap.
 * Returns the ref each block takes.
 */
export function useFreshBlocksTakePresses() {
  const fresh = useRef<HTMLElement[]>([]);
  useLayoutEffect(() => {
    if (fresh.current.length === 0) return;
    const onScreen = fresh.current.splice(0).filter(isOnScreen);
    if (onScreen.length === 0) return;
    for (const block of onScreen) block.style.contentVisibility = 'visible';
    requestAnimationFrame(() => {
      for (const block of onScreen) block.style.contentVisibility = '';
    });
  });
  return useCallback((block: HTMLElement | null) => {
    if (block) fresh.current.push(block);
  }, []);
}

function isOnScreen(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
}
