import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestEventSource } from '#web/test/test-event-source.ts';
import type { ChangeEvent } from '#shared/events.ts';
import { backoffDelay, startRealtime } from './realtime-client.ts';

const CHANGE: ChangeEvent = {
  table: 'soundboard_buttons',
  op: 'UPDATE',
  board_id: '0b6a3c8e-1f2d-4e5a-9b7c-123456789abc',
  owner_id: '7d9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f',
  is_public: true,
};

function start() {
  const onChange = vi.fn();
  const onResync = vi.fn();
  const stop = startRealtime(
    { change: onChange, resync: onResync },
    {
      EventSource: TestEventSource as unknown as typeof EventSource,
      initialDelayMs: 1000,
      maxDelayMs: 8000,
      random: () => 1,
    },
  );
  const latest = () => TestEventSource.opened.at(-1)!;
  running.push(stop);
  return { onChange, onResync, stop, latest };
}

/** Every client a test started is stopped after it (each listens to the window's online events). */
const running: (() => void)[] = [];

beforeEach(() => {
  TestEventSource.opened = [];
  vi.useFakeTimers();
});
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('startRealtime', () => {
  it('passes change events on and resyncs on a resync event', () => {
    const { onChange, onResync, latest } = start();
    expect(latest().url).toBe('/api/realtime');
    latest().open();
    expect(onResync).not.toHaveBeenCalled();
    latest().send('change', JSON.stringify(CHANGE));
    latest().send('change', 'not json');
    latest().send('change', JSON.stringify({ board_id: CHANGE.board_id }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(CHANGE);
    latest().send('resync');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it("resyncs when the browser's own retry reopens the stream", () => {
    const { onResync, latest } = start();
    latest().open();
    latest().fail(false);
    latest().open();
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(TestEventSource.opened).toHaveLength(1);
  });

  it('opens a new stream with a growing back-off when the browser gives up, then resyncs', () => {
    const { onResync, latest } = start();
    latest().open();
    latest().fail(true);
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(TestEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(TestEventSource.opened).toHaveLength(2);
    latest().fail(true);
    vi.advanceTimersByTime(1999);
    expect(TestEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(TestEventSource.opened).toHaveLength(3);
    latest().open();
    expect(onResync).toHaveBeenCalledTimes(1);
    // Back to the first delay after a successful open.
    latest().fail(true);
    vi.advanceTimersByTime(1000);
    expect(TestEventSource.opened).toHaveLength(4);
  });

  it('stops: closes the stream and opens no new one', () => {
    const { stop, latest } = start();
    latest().fail(true);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(TestEventSource.opened).toHaveLength(1);
    expect(latest().closed).toBe(true);
  });

  it('closes the stream while the browser is offline and reopens it with a resync when it is back', () => {
    const { onResync, latest, stop } = start();
    latest().open();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(TestEventSource.opened).toHaveLength(1);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(TestEventSource.opened).toHaveLength(2);
    latest().open();
    expect(onResync).toHaveBeenCalledTimes(1);
    stop();
    online.mockRestore();
  });

  it('does nothing without an EventSource', () => {
    const stop = startRealtime({ change: vi.fn(), resync: vi.fn() }, { EventSource: undefined });
    expect(stop).toBeTypeOf('function');
  });
});

describe('backoffDelay', () => {
  it('doubles up to the cap, with jitter between half and all of it', () => {
    const limits = { initialDelayMs: 1000, maxDelayMs: 30_000 };
    expect([0, 1, 2, 5, 9].map((n) => backoffDelay(n, limits, () => 1))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
    expect(backoffDelay(3, limits, () => 0)).toBe(4000);
  });
});
