import { useLayoutEffect, useRef } from 'react';

interface Pending {
  /** The index of the first item the press is to bring in. */
  index: number;
  /** The button pressed: focus moves only while it, or nothing, has focus. */
  from: Element | null;
}

/**
 * Focus for a "Load more" button (decisions 065, 071): once the next page is in the list, focus goes to the
 * first item it brought, so a keyboard or screen-reader user carries on there, and is not dropped to the
 * page's body when the last page takes the button away. The item is looked for after each render of the
 * caller, when React has put it in the DOM; a frame after the fetch, as before, can come first on a busy
 * machine, and then there was nothing yet to focus. A user who has moved focus elsewhere keeps it there.
 *
 * `items` gives the list's items; `focusable` picks what in an item takes focus. The returned function is
 * called as the press starts, with the number of items shown then; `cancel` forgets it (the load failed).
 */
export function useFocusFirstAdded(
  items: () => HTMLCollection | undefined,
  focusable: string,
): { expect: (shownBefore: number) => void; cancel: () => void } {
  const pending = useRef<Pending | null>(null);
  useLayoutEffect(() => {
    const wanted = pending.current;
    const item = wanted && items()?.[wanted.index];
    if (!wanted || !item) return;
    pending.current = null;
    const active = document.activeElement;
    const focusIsFree = !active || active === document.body || active === wanted.from;
    if (focusIsFree) item.querySelector<HTMLElement>(focusable)?.focus();
  });
  return {
    expect: (shownBefore) => {
      pending.current = { index: shownBefore, from: document.activeElement };
    },
    cancel: () => {
      pending.current = null;
    },
  };
}
