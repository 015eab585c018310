import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHotkeys } from './hotkeys.ts';

// Decision 056: a hotkey's press and its release (a hold button plays while the key is down).
const targets = [
  { id: 'k', hotkey: 'K', hasSound: true },
  { id: 'combo', hotkey: 'Ctrl+Shift+L', hasSound: true },
  { id: 'meta', hotkey: 'Meta+J', hasSound: true },
];

function listen() {
  const heard: string[] = [];
  renderHook(() =>
    useHotkeys(
      targets,
      (target) => heard.push(`down ${target.id}`),
      (target) => heard.push(`up ${target.id}`),
    ),
  );
  return heard;
}

describe('useHotkeys press and release', () => {
  it('tells the release of the key that pressed, ignoring repeats and other keys', () => {
    const heard = listen();
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK' });
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', repeat: true });
    fireEvent.keyUp(document.body, { key: 'x', code: 'KeyX' });
    fireEvent.keyUp(document.body, { key: 'k', code: 'KeyK' });
    fireEvent.keyUp(document.body, { key: 'k', code: 'KeyK' });
    expect(heard).toEqual(['down k', 'up k']);
  });

  it('releases a combination when its key goes up, even after the modifiers', () => {
    const heard = listen();
    fireEvent.keyDown(document.body, { key: 'L', code: 'KeyL', ctrlKey: true, shiftKey: true });
    fireEvent.keyUp(document.body, { key: 'Control', code: 'ControlLeft', shiftKey: true });
    expect(heard).toEqual(['down combo']);
    fireEvent.keyUp(document.body, { key: 'l', code: 'KeyL' });
    expect(heard).toEqual(['down combo', 'up combo']);
  });

  it('releases what Meta held when Meta goes up (macOS sends no keyup for the key)', () => {
    const heard = listen();
    fireEvent.keyDown(document.body, { key: 'j', code: 'KeyJ', metaKey: true });
    fireEvent.keyUp(document.body, { key: 'Meta', code: 'MetaLeft' });
    expect(heard).toEqual(['down meta', 'up meta']);
  });

  it('releases every held key when the window loses focus', () => {
    const heard = listen();
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK' });
    fireEvent.blur(window);
    expect(heard).toEqual(['down k', 'up k']);
  });
});
