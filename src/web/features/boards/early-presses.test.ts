import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buttonsPressedEarly,
  captureEarlyPresses,
  EARLY_PRESS_MAX_AGE_MS,
  takeEarlyPresses,
} from './early-presses.ts';

// The board as the server renders it into #root (decision 021): tiles marked with their button id.
let root: HTMLElement;
let clock: number;

function serverBoard() {
  root = document.createElement('div');
  root.innerHTML = `
    <button data-tile-id="a"><span>Airhorn</span></button>
    <button data-tile-id="b">Drum</button>
    <a href="/popular">Popular</a>`;
  document.body.replaceChildren(root);
  captureEarlyPresses(root, () => clock);
}

const tile = (id: string) => root.querySelector(`[data-tile-id="${id}"]`)!;
const pointerDown = (target: Element, button = 0) =>
  target.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button }));
const keyDown = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  clock = 1000;
  serverBoard();
});

afterEach(() => {
  takeEarlyPresses();
  document.body.replaceChildren();
});

describe('captureEarlyPresses', () => {
  it('keeps presses on the server tiles, including on their inner text, in order', () => {
    pointerDown(tile('b'));
    pointerDown(tile('a').querySelector('span')!);
    expect(takeEarlyPresses(clock)).toEqual([
      { kind: 'tile', tileId: 'b' },
      { kind: 'tile', tileId: 'a' },
    ]);
  });

  it('shows the press on the tile until the pointer or the key is released, as the app does', () => {
    pointerDown(tile('a').querySelector('span')!);
    expect(tile('a').hasAttribute('data-pressed')).toBe(true);
    expect(tile('b').hasAttribute('data-pressed')).toBe(false);
    document.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    expect(tile('a').hasAttribute('data-pressed')).toBe(false);
    keyDown('Enter', tile('b'));
    expect(tile('b').hasAttribute('data-pressed')).toBe(true);
    tile('b').dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));
    expect(tile('b').hasAttribute('data-pressed')).toBe(false);
  });

  it('ignores other elements and other mouse buttons', () => {
    pointerDown(root.querySelector('a')!);
    pointerDown(tile('a'), 2);
    expect(takeEarlyPresses(clock)).toEqual([]);
  });

  it('keeps Enter and Space on a focused tile as a press of it, without scrolling', () => {
    const space = keyDown(' ', tile('a'));
    keyDown('Enter', tile('b'));
    keyDown('Enter', tile('b'), { repeat: true });
    expect(space.defaultPrevented).toBe(true);
    expect(takeEarlyPresses(clock)).toEqual([
      { kind: 'tile', tileId: 'a' },
      { kind: 'tile', tileId: 'b' },
    ]);
  });

  it('keeps a key a hotkey may have, not modifier combinations or keys typed in a field', () => {
    keyDown('d');
    keyDown('c', document.body, { ctrlKey: true });
    keyDown('Shift');
    const field = document.body.appendChild(document.createElement('input'));
    keyDown('x', field);
    expect(takeEarlyPresses(clock)).toEqual([{ kind: 'key', key: 'd' }]);
  });

  it('stops once the app replaced the server tiles: their own handlers answer then', () => {
    const reactTile = document.createElement('button');
    reactTile.setAttribute('data-tile-id', 'a');
    root.replaceChildren(reactTile);
    pointerDown(reactTile);
    keyDown('d');
    expect(takeEarlyPresses(clock)).toEqual([]);
  });

  it('stops when the app takes the presses', () => {
    pointerDown(tile('a'));
    expect(takeEarlyPresses(clock)).toHaveLength(1);
    pointerDown(tile('b'));
    keyDown('d');
    expect(takeEarlyPresses(clock)).toEqual([]);
  });

  it('drops presses older than the limit when taken', () => {
    pointerDown(tile('a'));
    clock += 1000;
    pointerDown(tile('b'));
    expect(takeEarlyPresses(1000 + EARLY_PRESS_MAX_AGE_MS + 1)).toEqual([
      { kind: 'tile', tileId: 'b' },
    ]);
  });

  it('captures nothing on a page the server rendered no tile into', () => {
    root.replaceChildren();
    captureEarlyPresses(root, () => clock);
    keyDown('d');
    expect(takeEarlyPresses(clock)).toEqual([]);
  });
});

describe('buttonsPressedEarly', () => {
  const tone = { url: '/files/tone.wav' };
  const buttons = [
    { id: 'a', hotkey: 'A', sound: tone },
    { id: 'b', hotkey: 'D', sound: tone },
    { id: 'c', hotkey: 'X', sound: null },
  ];

  it('maps tiles and hotkeys (any case) to buttons, each once, in the order first pressed', () => {
    expect(
      buttonsPressedEarly(buttons, [
        { kind: 'key', key: 'd' },
        { kind: 'tile', tileId: 'a' },
        { kind: 'tile', tileId: 'b' },
        { kind: 'tile', tileId: 'a' },
      ]).map((button) => button.id),
    ).toEqual(['b', 'a']);
  });

  it('skips buttons without a sound, unknown tiles and keys no button has', () => {
    expect(
      buttonsPressedEarly(buttons, [
        { kind: 'tile', tileId: 'c' },
        { kind: 'key', key: 'x' },
        { kind: 'tile', tileId: 'gone' },
        { kind: 'key', key: 'q' },
      ]),
    ).toEqual([]);
  });
});
