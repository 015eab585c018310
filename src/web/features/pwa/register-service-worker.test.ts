import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdAnswerForWorker, takeHeldAnswers } from '#web/lib/api/answers-before-worker.ts';
import {
  activateWaitingWorker,
  handOverFirstVisit,
  RELOAD_FALLBACK_MS,
} from './register-service-worker.ts';

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

describe('when the first worker takes charge of a page loaded without it (decision 068)', () => {
  it("puts the page's held API answers into the worker's cache and asks for its code once, through the worker", async () => {
    vi.stubGlobal('navigator', { serviceWorker: { controller: null } });
    holdAnswerForWorker(
      '/api/boards/b1',
      'GET',
      new Response('{"id":"b1"}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.unstubAllGlobals();
    const stored = new Map<string, string>();
    const opened: string[] = [];
    const requested: string[] = [];
    await handOverFirstVisit({
      caches: {
        open: (name: string) => {
          opened.push(name);
          return Promise.resolve({
            put: async (path: string, response: Response) =>
              void stored.set(path, await response.text()),
          } as unknown as Cache);
        },
      },
      origin: 'https://boards.example',
      loaded: () => [
        'https://boards.example/assets/start-abc.js',
        'https://boards.example/assets/start-abc.js',
        'https://boards.example/assets/shared-board-def.js',
        'https://boards.example/api/boards/b1',
        'https://boards.example/files/sounds/u/s.wav',
        'https://elsewhere.example/assets/x.js',
      ],
      request: (url) => Promise.resolve(void requested.push(url)),
    });
    expect(opened).toEqual(['api']);
    expect([...stored]).toEqual([['/api/boards/b1', '{"id":"b1"}']]);
    expect(requested).toEqual([
      'https://boards.example/assets/start-abc.js',
      'https://boards.example/assets/shared-board-def.js',
    ]);
    expect(takeHeldAnswers()).toEqual([]);
  });
});
