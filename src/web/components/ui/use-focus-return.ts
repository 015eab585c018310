import { useRef } from 'react';

/**
 * Focus return for a dialog opened without a Radix trigger (from state): remembers the focused element as
 * the dialog takes focus and gives focus back to it on close (DESIGN §8). Spread the
 * handlers on the dialog's Content.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = openerOf(document.activeElement);
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}

/** The element to return to: the focused one, or for an item of a menu that is closing, the menu's trigger. */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  if (!menu?.id) return active;
  const trigger = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return trigger instanceof HTMLElement ? trigger : active;
}
