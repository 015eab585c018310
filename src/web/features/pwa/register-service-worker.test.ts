import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateWaitingWorker, RELOAD_FALLBACK_MS } from './register-service-worker.ts';

// The browser's service worker objects (outside our code): a worker that records its messages, and the
// container, an event target that the test fires controllerchange on.
function browserParts() {
  const messages: unknown[] = [];
  const waiting = { postMessage: (message: unknown) => void messages.push(message) };
  const workers = new EventTarget();
  const reload = vi.fn();
  return { messages, waiting, workers, reload };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Reload on the update toast', () => {
  it('asks the waiting worker to take over and reloads when it has, once', () => {
    const { messages, waiting, workers, reload } = browserParts();
    activateWaitingWorker(waiting, workers, reload);
    expect(messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS * 2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the takeover does not come, and only once if it comes late', () => {
    const { waiting, workers, reload } = browserParts();
    activateWaitingWorker(waiting, workers, reload);
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
