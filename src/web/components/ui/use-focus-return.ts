import { useCallback, useRef } from 'react';

/**
 * Focus for a dialog: on open, the first field of a form dialog takes focus (typing lands in it and Enter
 * submits the form) instead of the Close button; on close, focus goes back to the control that opened it
 * (DESIGN §8), also when the dialog was opened from state rather than a Radix trigger. Spread the handlers on
 * the dialog's Content.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = openerOf(document.activeElement);
      const field = firstField(event.target);
      if (!field) return;
      event.preventDefault();
      field.focus();
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

const FIELD =
  'input:not([type="hidden"]):not([type="file"]):not([type="checkbox"]):not([type="radio"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** The dialog's first text field, if it has one. */
function firstField(content: EventTarget | null): HTMLElement | null {
  if (!(content instanceof HTMLElement)) return null;
  const field = content.querySelector<HTMLElement>(FIELD);
  return field && !field.closest('[hidden]') ? field : null;
}

/** The element to return to: the focused one, or for an item of a menu that is closing, the menu's trigger. */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  if (!menu?.id) return active;
  const trigger = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return trigger instanceof HTMLElement ? trigger : active;
}

/**
 * Focus return for a control that an inline form replaces (e.g. "Change password…" → the form → Cancel): the
 * control mounts anew when the form closes, so the returned ref on it and `returnFocus()` before closing put focus back
 * on it instead of losing it to the top of the page.
 */
export function useFocusOnReturn<T extends HTMLElement>() {
  const wanted = useRef(false);
  const ref = useCallback((element: T | null) => {
    if (!element || !wanted.current) return;
    wanted.current = false;
    element.focus();
  }, []);
  const returnFocus = useCallback(() => {
    wanted.current = true;
  }, []);
  return [ref, returnFocus] as const;
}
