import { afterEach, describe, expect, it } from 'vitest';
import { findHotkeyTarget, hotkeyAllowed, type KeyPress } from './hotkey-rules.ts';

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

describe('key combinations (decision 056)', () => {
  const key = (key: string, code: string, init: Partial<KeyPress> = {}): KeyPress => ({
    key,
    code,
    ctrlKey: false,
    altKey: false,
    shiftKey: false,
    metaKey: false,
    ...init,
  });
  const buttons = [
    { id: 'k', hotkey: 'K', hasSound: true },
    { id: 'ctrl-shift-k', hotkey: 'Ctrl+Shift+K', hasSound: true },
    { id: 'num5', hotkey: 'Numpad5', hasSound: true },
    { id: 'alt-q', hotkey: 'Alt+KeyQ', hasSound: true },
    { id: 'meta-1', hotkey: 'Meta+1', hasSound: true },
  ];
  const found = (press: KeyPress) => findHotkeyTarget(buttons, press)?.id ?? null;

  it('matches exactly the modifiers named', () => {
    expect(found(key('K', 'KeyK', { ctrlKey: true, shiftKey: true }))).toBe('ctrl-shift-k');
    expect(found(key('k', 'KeyK', { ctrlKey: true }))).toBeNull();
    expect(found(key('K', 'KeyK', { ctrlKey: true, shiftKey: true, altKey: true }))).toBeNull();
    expect(found(key('1', 'Digit1', { metaKey: true }))).toBe('meta-1');
  });

  it('keeps a one-character hotkey as spec §5 has it: Shift does not count, Ctrl, Alt and Meta do', () => {
    expect(found(key('k', 'KeyK'))).toBe('k');
    expect(found(key('K', 'KeyK', { shiftKey: true }))).toBe('k');
    expect(found(key('k', 'KeyK', { altKey: true }))).toBeNull();
  });

  it('matches the numpad and physical keys by code, whatever the layout prints', () => {
    expect(found(key('5', 'Numpad5'))).toBe('num5');
    expect(found(key('5', 'Digit5'))).toBeNull();
    // Alt+Q on a French AZERTY layout is the key printed A: the place counts, not the letter.
    expect(found(key('a', 'KeyQ', { altKey: true }))).toBe('alt-q');
    expect(found(key('œ', 'KeyQ', { altKey: true }))).toBe('alt-q');
    expect(found(key('q', 'KeyA', { altKey: true }))).toBeNull();
  });
});
