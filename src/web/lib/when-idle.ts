/**
 * Runs `callback` once the browser is idle, at the latest after `timeout` ms on a busy page (a macrotask where
 * there is no requestIdleCallback). Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(callback: () => void, timeout = 1000): () => void {
  const request = globalThis.requestIdleCallback;
  const cancel = globalThis.cancelIdleCallback;
  if (typeof request !== 'function' || typeof cancel !== 'function') {
    const timer = setTimeout(callback, 1);
    return () => clearTimeout(timer);
  }
  const handle = request(callback, { timeout });
  return () => cancel(handle);
}
