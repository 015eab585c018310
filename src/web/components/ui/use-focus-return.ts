import { useRef } from 'react';

/**
 * Focus return for a dialog opened without a Radix trigger (from state): remembers the focused element as
 * the dialog takes focus and gives focus back to it on close (DESIGN §8; issue 12 item 6). Spread the
 * handlers on the dialog's Content.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
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
