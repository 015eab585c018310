import { useEffect } from 'react';

/** The attribute the app shell reads to keep the page's end clear of the floating action button. */
export const FAB_SPACE_ATTRIBUTE = 'data-floating-action';

/**
 * While a floating action button is on screen, marks the document so that the app shell reserves room for
 * it at the end of the page: the last tile row and the footer's links scroll clear of it.
 */
export function useReserveFabSpace() {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(FAB_SPACE_ATTRIBUTE, '');
    return () => root.removeAttribute(FAB_SPACE_ATTRIBUTE);
  }, []);
}
