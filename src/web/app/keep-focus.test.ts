import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFocusAcrossTakeover } from './keep-focus.ts';

// The HTML the server sends (decision 021), and the copy React puts in its place.
const PAGE = `
  <main id="main" tabindex="-1">
    <div data-tile-id="a"><button>Airhorn</button></div>
    <div data-tile-id="b"><button>Drum</button></div>
    <a href="/popular">Popular</a>
    <a href="/help">Help</a>
    <button aria-label="Like">♥</button>
    <button aria-label="Like">♥</button>
  </main>`;

let root: HTMLElement;
let outside: HTMLAnchorElement;

beforeEach(() => {
  outside = document.createElement('a');
  outside.href = '#main';
  outside.textContent = 'Skip to content';
  root = document.createElement('div');
  root.innerHTML = PAGE;
  document.body.replaceChildren(outside, root);
});

afterEach(() => {
  document.body.replaceChildren();
});

/** What React does when it starts: the same content, new elements. */
function takeOver() {
  const copy = document.createElement('div');
  copy.innerHTML = PAGE;
  root.replaceChildren(...copy.childNodes);
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('keepFocusAcrossTakeover', () => {
  it.each([
    ['a tile', (el: ParentNode) => el.querySelector<HTMLElement>('[data-tile-id="b"] button')!],
    ['a link', (el: ParentNode) => el.querySelector<HTMLElement>('a[href="/help"]')!],
    ['the content (skip link target)', () => document.getElementById('main')!],
    ['the second of two alike buttons', (el: ParentNode) => el.querySelectorAll('button')[3]!],
  ])('focuses the counterpart of %s after the takeover', (_, pick) => {
    const restore = keepFocusAcrossTakeover(root);
    pick(root).focus();
    takeOver();
    expect(document.activeElement).toBe(document.body);
    restore();
    expect(document.activeElement).toBe(pick(root));
    expect(document.activeElement!.isConnected).toBe(true);
  });

  it('remembers an element that had focus before it started', () => {
    root.querySelector<HTMLElement>('[data-tile-id="a"] button')!.focus();
    const restore = keepFocusAcrossTakeover(root);
    takeOver();
    restore();
    expect(document.activeElement!.textContent).toBe('Airhorn');
  });

  it('leaves focus alone when the user moved it out of the page content', () => {
    const restore = keepFocusAcrossTakeover(root);
    root.querySelector<HTMLElement>('a[href="/help"]')!.focus();
    outside.focus();
    takeOver();
    restore();
    expect(document.activeElement).toBe(outside);
  });

  it('restores nothing when the user let go of focus before the takeover', async () => {
    const restore = keepFocusAcrossTakeover(root);
    const help = root.querySelector<HTMLElement>('a[href="/help"]')!;
    help.focus();
    help.blur();
    await settle();
    takeOver();
    restore();
    expect(document.activeElement).toBe(document.body);
  });

  it('restores nothing when nothing had focus, and stops listening once used', () => {
    const restore = keepFocusAcrossTakeover(root);
    takeOver();
    restore();
    expect(document.activeElement).toBe(document.body);
    root.querySelector<HTMLElement>('a[href="/help"]')!.focus();
    takeOver();
    restore();
    expect(document.activeElement).toBe(document.body);
  });
});
