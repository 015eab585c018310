/**
 * Clicks on the like button of the server's first content (decision 021), made before the app took over: the
 * page's <head> script keeps those made before this module ran, this module those made after, until the app's
 * LikeButton takes them (takeEarlyLikeClicks). Only the server's own buttons count: once React replaced them,
 * its button answers clicks itself.
 */
export const LIKE_BOARD_ATTRIBUTE = 'data-like-board';
const LIKE_SELECTOR = `[${LIKE_BOARD_ATTRIBUTE}]`;

declare global {
  interface Window {
    __earlyLikeClicks?: () => string[];
  }
}

let clicks: string[] = [];
let stopCapturing = () => {};

function takeHeadClicks(): string[] {
  const take = window.__earlyLikeClicks;
  window.__earlyLikeClicks = undefined;
  return take?.() ?? [];
}

/** Keeps the clicks on the server's like buttons in `root` (and those the <head> script kept). */
export function captureEarlyLikes(root: HTMLElement) {
  clicks = takeHeadClicks();
  const serverButtons = new Set(root.querySelectorAll(LIKE_SELECTOR));
  if (serverButtons.size === 0) return;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(LIKE_SELECTOR) : null;
    if (button && serverButtons.has(button))
      clicks.push(button.getAttribute(LIKE_BOARD_ATTRIBUTE) ?? '');
  };
  addEventListener('click', onClick, true);
  stopCapturing = () => removeEventListener('click', onClick, true);
}

/**
 * How many times the server's like button of `boardId` was clicked before the app took over; ends the
 * capture (the app's button is on the page now) and forgets every kept click.
 */
export function takeEarlyLikeClicks(boardId: string): number {
  stopCapturing();
  stopCapturing = () => {};
  const taken = [...clicks, ...takeHeadClicks()].filter((id) => id === boardId).length;
  clicks = [];
  return taken;
}
