import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PLAY_HOLD_MS, earlyPlaysSettled, trackEarlyPlay } from './early-plays.ts';

// Decision 075: the app does not start while a press made before it is on its way to its sound's start —
// its start-up (React's first render, the router) took the main thread between the audio's arrival and
// start() — but never waits for it longer than EARLY_PLAY_HOLD_MS.

let settled: boolean;
const watch = (promise: Promise<void>) => {
  settled = false;
  void promise.then(() => (settled = true));
};
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('earlyPlaysSettled', () => {
  it('answers at once when no early press plays', async () => {
    watch(earlyPlaysSettled());
    await flush();
    expect(settled).toBe(true);
  });

  it('waits until every early press has started, or failed', async () => {
    let started!: () => void;
    let failed!: (error: Error) => void;
    trackEarlyPlay(new Promise<void>((resolve) => (started = resolve)));
    trackEarlyPlay(new Promise<void>((_, reject) => (failed = reject)));
    watch(earlyPlaysSettled());
    await flush();
    expect(settled).toBe(false);
    started();
    await flush();
    expect(settled).toBe(false);
    failed(new Error('no sound'));
    await flush();
    expect(settled).toBe(true);
  });

  it('waits no longer than the hold', async () => {
    trackEarlyPlay(new Promise<void>(() => {}));
    watch(earlyPlaysSettled());
    await vi.advanceTimersByTimeAsync(EARLY_PLAY_HOLD_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
