import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The network is the browser's: fetch stands in for it, answering as the server or the offline worker would.
type Answer = 'ok' | 'offline-503' | 'network-error' | 'gone-404';

let answers: Answer[];
let sent: { soundId: string; count: number }[];

function fakeFetch(url: string, init: RequestInit): Promise<Response> {
  const answer = answers.shift() ?? 'ok';
  if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
  const soundId = /\/api\/sounds\/([^/]+)\/plays/.exec(url)![1]!;
  const { count } = JSON.parse(init.body as string) as { count: number };
  if (answer === 'ok') sent.push({ soundId, count });
  const status = { ok: 200, 'offline-503': 503, 'gone-404': 404 }[answer];
  return Promise.resolve(new Response('{}', { status }));
}

async function loadPlayCounts() {
  vi.resetModules(); // the module keeps its pending counts and listeners
  return import('./play-counts.ts');
}

/** Lets the timers fire and the answers settle. */
async function after(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  sent = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('play counts', () => {
  it('sends the plays of a sound together about two seconds after the last press', async () => {
    const { recordPlay } = await loadPlayCounts();
    recordPlay('a');
    recordPlay('a');
    await after(1000);
    recordPlay('a');
    await after(1900);
    expect(sent).toEqual([]);
    await after(200);
    expect(sent).toEqual([{ soundId: 'a', count: 3 }]);
  });

  it('keeps the plays when the request fails, and sends them later', async () => {
    const { recordPlay } = await loadPlayCounts();
    answers = ['network-error', 'offline-503'];
    recordPlay('a');
    recordPlay('b');
    await after(2100);
    expect(sent).toEqual([]);
    await after(10_000);
    expect(sent).toEqual([
      { soundId: 'a', count: 1 },
      { soundId: 'b', count: 1 },
    ]);
  });

  it('adds plays made while a retry waits to the same request', async () => {
    const { recordPlay } = await loadPlayCounts();
    answers = ['network-error'];
    recordPlay('a');
    await after(2100);
    recordPlay('a');
    await after(10_000);
    expect(sent).toEqual([{ soundId: 'a', count: 2 }]);
  });

  it('drops the plays of a sound the server no longer has', async () => {
    const { recordPlay } = await loadPlayCounts();
    answers = ['gone-404'];
    recordPlay('a');
    await after(2100);
    await after(60_000);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('sends at once when the page is hidden', async () => {
    const { recordPlay } = await loadPlayCounts();
    recordPlay('a');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await after(0);
    expect(sent).toEqual([{ soundId: 'a', count: 1 }]);
  });

  it('forgets the plays of a sound going to the trash', async () => {
    const { recordPlay, forgetPlays } = await loadPlayCounts();
    recordPlay('a');
    recordPlay('b');
    forgetPlays('a');
    await after(2100);
    expect(sent).toEqual([{ soundId: 'b', count: 1 }]);
  });
});
