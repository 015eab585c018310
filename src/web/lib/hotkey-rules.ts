// The rules of hotkeys, without React: the page's entry script uses them before the app runs (decision 039).
import { isHotkeyCharacter } from '#shared/hotkey-rule.ts';

/**
 * Any open modal, drawer, menu or editor blocks hotkeys (radix dialogs render role=dialog, open menus role=menu;
 * editors and modes such as rearranging opt in with data-blocks-hotkeys).
 */
const BLOCKING_SELECTOR =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [aria-modal="true"], [data-blocks-hotkeys]';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target.closest('[contenteditable=""], [contenteditable="true"]')
  ) {
    return true;
  }
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Spec §5: hotkeys fire only when no modal, drawer or editor is open and focus is not in an input, textarea or
 * editable area; modifier combinations belong to the browser.
 */
export function hotkeyAllowed(event: KeyboardEvent, root: Document = document): boolean {
  if (event.defaultPrevented || event.repeat) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (!isHotkeyCharacter(event.key)) return false;
  if (isEditable(event.target) || isEditable(root.activeElement)) return false;
  return root.querySelector(BLOCKING_SELECTOR) === null;
}

export interface HotkeyTarget {
  hotkey: string | null;
  /** Only buttons with a sound answer to their hotkey. */
  hasSound: boolean;
}

/** The target whose hotkey matches the key, case-insensitively. */
export function findHotkeyTarget<T extends HotkeyTarget>(
  targets: readonly T[],
  key: string,
): T | null {
  const wanted = key.toUpperCase();
  return targets.find((t) => t.hasSound && t.hotkey?.toUpperCase() === wanted) ?? null;
}
