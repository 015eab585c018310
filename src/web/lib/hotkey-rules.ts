// The rules of hotkeys, without React: the page's entry script uses them before the app runs (decision 039).
import {
  isHotkeyCharacter,
  parseHotkey,
  type KeyPressLike,
  type ParsedHotkey,
} from '#shared/hotkey-rule.ts';

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
 * editable area; a held key's repeats are not presses.
 */
export function hotkeyContextAllowed(event: KeyboardEvent, root: Document = document): boolean {
  if (event.defaultPrevented || event.repeat) return false;
  if (isEditable(event.target) || isEditable(root.activeElement)) return false;
  return root.querySelector(BLOCKING_SELECTOR) === null;
}

/**
 * A one-character key press (spec §5's hotkeys, the stop-all key, presses before the app took over):
 * combinations with Ctrl, Alt or Meta belong to the browser unless a button's hotkey names them (decision 056).
 */
export function hotkeyAllowed(event: KeyboardEvent, root: Document = document): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return isHotkeyCharacter(event.key) && hotkeyContextAllowed(event, root);
}

export interface HotkeyTarget {
  hotkey: string | null;
  /** Only buttons with a sound answer to their hotkey. */
  hasSound: boolean;
}

/** What a key press says (a KeyboardEvent fits). */
export type KeyPress = KeyPressLike;

const parsed = new Map<string, ParsedHotkey | null>();
function parsedHotkey(hotkey: string): ParsedHotkey | null {
  let value = parsed.get(hotkey);
  if (value === undefined) {
    value = parseHotkey(hotkey);
    parsed.set(hotkey, value);
  }
  return value;
}

/**
 * Whether a press is the hotkey. Without modifiers (every hotkey of spec §5) Ctrl, Alt and Meta must be up and
 * Shift does not count, so matching stays case-insensitive; with modifiers, exactly those are down. A physical
 * key matches by `code`, whatever the layout; a character by `key` (decision 056).
 */
export function hotkeyMatches(hotkey: ParsedHotkey, press: KeyPress): boolean {
  const down = {
    Ctrl: press.ctrlKey,
    Alt: press.altKey,
    Shift: press.shiftKey,
    Meta: press.metaKey,
  };
  if (hotkey.modifiers.size === 0) {
    if (down.Ctrl || down.Alt || down.Meta) return false;
  } else {
    for (const [modifier, isDown] of Object.entries(down)) {
      if (hotkey.modifiers.has(modifier as keyof typeof down) !== isDown) return false;
    }
  }
  return hotkey.physical ? press.code === hotkey.key : press.key.toUpperCase() === hotkey.key;
}

const plainKey = (key: string): KeyPress => ({
  key,
  code: '',
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
});

/**
 * The target whose hotkey the press is (a string: a one-character key without modifiers). Where a plain key
 * and a combination both match (K and Shift+K on Shift+K), the combination wins.
 */
export function findHotkeyTarget<T extends HotkeyTarget>(
  targets: readonly T[],
  press: KeyPress | string,
): T | null {
  const event = typeof press === 'string' ? plainKey(press) : press;
  let found: T | null = null;
  let foundModifiers = -1;
  for (const target of targets) {
    if (!target.hasSound || !target.hotkey) continue;
    const hotkey = parsedHotkey(target.hotkey);
    if (!hotkey || hotkey.modifiers.size <= foundModifiers || !hotkeyMatches(hotkey, event))
      continue;
    found = target;
    foundModifiers = hotkey.modifiers.size;
  }
  return found;
}
