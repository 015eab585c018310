/** How long to wait for a contentful paint that does not come (a hidden tab, a browser without paint timing). */
const FALLBACK_MS = 1000;

/**
 * Runs `run` in a task after the page's first contentful paint (decision 023). One animation frame is not
 * enough: the first frame may paint nothing yet, and the app's script would then be fetched and run before
 * the content the HTML already holds is on screen.
 */
export function afterFirstContentfulPaint(run: () => void, fallbackMs = FALLBACK_MS): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(run, 0);
  };
  const painted = () =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  if (
    typeof PerformanceObserver === 'undefined' ||
    typeof performance.getEntriesByType !== 'function'
  ) {
    requestAnimationFrame(go);
    return;
  }
  if (painted()) return go();
  try {
    observer = new PerformanceObserver(() => {
      if (painted()) go();
    });
    observer.observe({ type: 'paint' });
  } catch {
    // no paint timing here: the fallback starts the app
  }
  setTimeout(go, fallbackMs);
}
