import { afterEach, describe, expect, it } from 'vitest';
import { findHotkeyTarget, hotkeyAllowed } from './hotkey-rules.ts';

const press = (key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hotkey guard', () => {
  it('allows a plain character on the page', () => {
    expect(hotkeyAllowed(press('a'))).toBe(true);
  });

  it.each([
    ['an input', '<input id="t">'],
    ['a textarea', '<textarea id="t"></textarea>'],
    ['an editable area', '<div id="t" contenteditable="true">x</div>'],
  ])('ignores keys typed into %s', (_, html) => {
    document.body.innerHTML = html;
    const target = document.getElementById('t')!;
    target.focus();
    expect(hotkeyAllowed(press('a', target))).toBe(false);
  });

  it.each([
    ['a modal', '<div role="dialog">x</div>'],
    ['an alert dialog', '<div role="alertdialog">x</div>'],
    ['an open menu', '<div role="menu">x</div>'],
    ['an editor or the rearrange mode', '<form data-blocks-hotkeys="true">x</form>'],
  ])('ignores keys while %s is open', (_, html) => {
    document.body.innerHTML = html;
    expect(hotkeyAllowed(press('a'))).toBe(false);
  });

  it('ignores modifier combinations, repeats and non-character keys', () => {
    expect(hotkeyAllowed(press('a', document.body, { ctrlKey: true }))).toBe(false);
    expect(hotkeyAllowed(press('a', document.body, { repeat: true }))).toBe(false);
    expect(hotkeyAllowed(press('Enter'))).toBe(false);
  });
});

describe('hotkey matching', () => {
  const buttons = [
    { id: 1, hotkey: 'A', hasSound: true },
    { id: 2, hotkey: 'B', hasSound: false },
    { id: 3, hotkey: '1', hasSound: true },
  ];

  it('matches case-insensitively', () => {
    expect(findHotkeyTarget(buttons, 'a')?.id).toBe(1);
    expect(findHotkeyTarget(buttons, 'A')?.id).toBe(1);
    expect(findHotkeyTarget(buttons, '1')?.id).toBe(3);
  });

  it('skips buttons without a sound', () => {
    expect(findHotkeyTarget(buttons, 'b')).toBeNull();
  });
});
