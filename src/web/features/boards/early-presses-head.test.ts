import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import headScript from '../../public/early-presses.js?raw';
import { captureEarlyPresses, takeEarlyPresses, type EarlyPress } from './early-presses.ts';

// Decision 074's <head> script (src/web/public/early-presses.js) runs before the page's module script; these
// presses are made in that window, then the module takes them over.
let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  root.innerHTML = `
    <button data-tile-id="a"><span>Airhorn</span></button>
    <button data-tile-id="b">Drum</button>`;
  document.body.replaceChildren(root);
  // Run as the page runs it, a classic script in the global scope (jsdom here runs no <script> element).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(headScript) as () => void)();
});

afterEach(() => {
  takeEarlyPresses();
  document.body.replaceChildren();
});

const tile = (id: string) => root.querySelector(`[data-tile-id="${id}"]`)!;
const keyDown = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

function moduleTakesOver() {
  const played: EarlyPress[] = [];
  captureEarlyPresses(root, undefined, (press) => {
    played.push(press);
    return true;
  });
  return played;
}

describe('the <head> script', () => {
  it('hands over taps, Enter and Space on a tile in order', () => {
    tile('b').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    keyDown('Enter', tile('a'));
    expect(moduleTakesOver()).toEqual([
      { kind: 'tile', tileId: 'b' },
      { kind: 'tile', tileId: 'a' },
    ]);
  });

  // Decision 075: hotkeys pressed before the module ran were not kept (decision 074 kept tile presses only).
  it('hands over a key a hotkey may be, not combinations, repeats or keys typed in a field', () => {
    keyDown('d');
    keyDown('c', document.body, { ctrlKey: true });
    keyDown('e', document.body, { repeat: true });
    keyDown('Shift');
    const field = document.body.appendChild(document.createElement('input'));
    keyDown('x', field);
    expect(moduleTakesOver()).toEqual([{ kind: 'key', key: 'd' }]);
  });

  // Decision 075: the pressed look showed only once the module ran.
  it('shows the press on the tile until the pointer or key is released, and the module keeps it so', () => {
    tile('a')
      .querySelector('span')!
      .dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    expect(tile('a').hasAttribute('data-pressed')).toBe(true);
    expect(tile('b').hasAttribute('data-pressed')).toBe(false);
    document.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    expect(tile('a').hasAttribute('data-pressed')).toBe(false);
    keyDown(' ', tile('b'));
    expect(tile('b').hasAttribute('data-pressed')).toBe(true);
    // Held across the hand-over: the module's own release lets it up.
    moduleTakesOver();
    expect(tile('b').hasAttribute('data-pressed')).toBe(true);
    tile('b').dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    expect(tile('b').hasAttribute('data-pressed')).toBe(false);
  });
});
