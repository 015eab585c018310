import { describe, expect, it } from 'vitest';
import {
  hotkeyAriaShortcut,
  hotkeyLabel,
  hotkeyOfPress,
  normaliseHotkey,
  parseHotkey,
  withPhysicalKey,
  type KeyPressLike,
} from './hotkey-rule.ts';

// Decision 056: one-character hotkeys as spec §5 has them, and key combinations in one stored form.
describe('hotkeys and key combinations', () => {
  it('keeps one-character hotkeys as they were: uppercase, no modifiers', () => {
    expect(normaliseHotkey('a')).toBe('A');
    expect(normaliseHotkey('7')).toBe('7');
    expect(normaliseHotkey('ж')).toBe('Ж');
    expect(normaliseHotkey('+')).toBe('+');
    expect(parseHotkey('A')).toEqual({ modifiers: new Set(), key: 'A', physical: false });
  });

  it('stores modifiers in one order, whatever order and names they came in', () => {
    expect(normaliseHotkey('shift+ctrl+k')).toBe('Ctrl+Shift+K');
    expect(normaliseHotkey('Command+Option+Control+Shift+x')).toBe('Ctrl+Alt+Shift+Meta+X');
    expect(normaliseHotkey('Ctrl++')).toBe('Ctrl++');
  });

  it('names physical keys and the numpad by their code', () => {
    expect(normaliseHotkey('numpad5')).toBe('Numpad5');
    expect(normaliseHotkey('ctrl+numpadadd')).toBe('Ctrl+NumpadAdd');
    expect(normaliseHotkey('Alt+keyq')).toBe('Alt+KeyQ');
    expect(parseHotkey('Alt+KeyQ')).toMatchObject({ key: 'KeyQ', physical: true });
  });

  it('refuses what is not a hotkey', () => {
    for (const value of [
      '',
      'KK',
      'Ctrl+',
      'Ctrl+Ctrl+K',
      'Hyper+K',
      'Ctrl+Space',
      'Escape',
      'ß',
    ]) {
      expect(normaliseHotkey(value), value).toBeNull();
    }
    expect(normaliseHotkey(`Ctrl+${'x'.repeat(40)}`)).toBeNull();
  });

  it('reads as on a key cap, and as aria-keyshortcuts names it', () => {
    expect(hotkeyLabel('Ctrl+Shift+K')).toBe('Ctrl+Shift+K');
    expect(hotkeyLabel('Numpad5')).toBe('Num 5');
    expect(hotkeyLabel('Ctrl+NumpadAdd')).toBe('Ctrl+Num +');
    expect(hotkeyLabel('Alt+KeyQ')).toBe('Alt+Q');
    expect(hotkeyLabel('Minus')).toBe('-');
    expect(hotkeyLabel('A')).toBe('A');
    expect(hotkeyAriaShortcut('Ctrl+Shift+K')).toBe('Control+Shift+K');
    expect(hotkeyAriaShortcut('Numpad5')).toBe('5');
    expect(hotkeyAriaShortcut('A')).toBe('A');
  });
});

describe('a hotkey from a press in the editor (decision 056)', () => {
  const press = (key: string, code: string, init: Partial<KeyPressLike> = {}): KeyPressLike => ({
    key,
    code,
    ctrlKey: false,
    altKey: false,
    shiftKey: false,
    metaKey: false,
    ...init,
  });

  it('names characters, combinations, the numpad and F keys', () => {
    expect(hotkeyOfPress(press('a', 'KeyA'), false)).toBe('A');
    expect(hotkeyOfPress(press('!', 'Digit1', { shiftKey: true }), false)).toBe('!');
    expect(hotkeyOfPress(press('K', 'KeyK', { ctrlKey: true, shiftKey: true }), false)).toBe(
      'Ctrl+Shift+K',
    );
    expect(hotkeyOfPress(press('5', 'Numpad5'), false)).toBe('Numpad5');
    expect(hotkeyOfPress(press('F2', 'F2'), false)).toBe('F2');
    expect(hotkeyOfPress(press('a', 'KeyQ', { altKey: true }), true)).toBe('Alt+KeyQ');
  });

  it('refuses lone modifiers and keys that move focus', () => {
    for (const [key, code] of [
      ['Control', 'ControlLeft'],
      ['Shift', 'ShiftLeft'],
      ['Tab', 'Tab'],
      ['ArrowUp', 'ArrowUp'],
      [' ', 'Space'],
    ] as const) {
      expect(hotkeyOfPress(press(key, code), false), key).toBeNull();
    }
  });

  it('switches between a character and its key on a US layout', () => {
    expect(withPhysicalKey('Ctrl+K', true)).toBe('Ctrl+KeyK');
    expect(withPhysicalKey('5', true)).toBe('Digit5');
    expect(withPhysicalKey('-', true)).toBe('Minus');
    expect(withPhysicalKey('Ctrl+KeyK', false)).toBe('Ctrl+K');
    expect(withPhysicalKey('Numpad5', false)).toBe('Numpad5');
    expect(withPhysicalKey('Ж', true)).toBe('Ж');
  });
});
