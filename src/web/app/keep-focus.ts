/** What finds a focused element of the HTML again in React's copy of it. */
interface FocusMark {
  id: string;
  selector: string;
  text: string;
  /** Its place among the elements with the same selector and text. */
  index: number;
}

const textOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

function selectorOf(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const href = element.getAttribute('href');
  const own = href === null ? tag : `${tag}[href="${CSS.escape(href)}"]`;
  const tileId = element.closest('[data-tile-id]')?.getAttribute('data-tile-id');
  return tileId ? `[data-tile-id="${CSS.escape(tileId)}"] ${own}` : own;
}

function alike(root: ParentNode, selector: string, text: string) {
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => textOf(el) === text);
}

function markOf(root: HTMLElement, element: HTMLElement): FocusMark {
  const selector = selectorOf(element);
  const text = textOf(element);
  return {
    id: element.id,
    selector,
    text,
    index: Math.max(0, alike(root, selector, text).indexOf(element)),
  };
}

function find(root: HTMLElement, mark: FocusMark): HTMLElement | null {
  if (mark.id) return document.getElementById(mark.id);
  return alike(root, mark.selector, mark.text)[mark.index] ?? null;
}

/**
 * React replaces the HTML in `root` (the shell and the server's first content, decision 021) rather than
 * hydrating it, and the focused element goes with it: a keyboard user who tabbed to a tile, or followed
 * the skip link to the content, before the app took over would find focus back at the top. This remembers
 * what had focus in `root`; the returned function, called right after React's first commit, focuses its
 * counterpart, unless focus has moved somewhere else meanwhile.
 */
export function keepFocusAcrossTakeover(root: HTMLElement): () => void {
  let mark: FocusMark | null = null;
  const remember = (target: EventTarget | null) => {
    mark = target instanceof HTMLElement && root.contains(target) ? markOf(root, target) : null;
  };
  const onFocusIn = (event: FocusEvent) => remember(event.target);
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return;
    // Focus left for nothing. Chrome says so too when React removes the element, before removing it, so
    // look once the current task's work is done: an element still there was left by the user.
    const left = event.target as Node;
    queueMicrotask(() => {
      if (left.isConnected && mark && document.activeElement === document.body) mark = null;
    });
  };
  remember(document.activeElement);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  return () => {
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
    const active = document.activeElement;
    if (!mark || (active && active !== document.body && active.isConnected)) return;
    find(root, mark)?.focus({ preventScroll: true });
  };
}
