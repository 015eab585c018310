/**
 * After a create that opens the new item's page (a new board), focus goes to that page's heading once it
 * shows the item's name, so keyboard and screen reader users land on what they made instead of the top of the
 * document. The heading becomes focusable by script only (tabindex -1); gives up after `timeoutMs`.
 */
export function focusNewHeading(name: string, timeoutMs = 3000): void {
  const until = performance.now() + timeoutMs;
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading?.textContent?.trim() === name) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return;
    }
    if (performance.now() < until) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
