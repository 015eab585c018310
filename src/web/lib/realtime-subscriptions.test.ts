import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestEventSource } from '#web/test/test-event-source.ts';
import { subscribeRealtime } from './realtime-subscriptions.ts';

const BOARD = '0b6a3c8e-1f2d-4e5a-9b7c-123456789abc';
const OWNER = '7d9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f';
const options = { EventSource: TestEventSource as unknown as typeof EventSource };

beforeEach(() => {
  TestEventSource.opened = [];
});
const unsubscribers: (() => void)[] = [];
afterEach(() => unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe()));

describe('subscribeRealtime', () => {
  it("keeps one stream for the page and hands each kind to the features' handlers for it", () => {
    const boards = { change: vi.fn(), resync: vi.fn() };
    const live = { live_started: vi.fn(), resync: vi.fn() };
    unsubscribers.push(subscribeRealtime(OWNER, boards, options));
    unsubscribers.push(subscribeRealtime(OWNER, live, options));
    expect(TestEventSource.opened).toHaveLength(1);
    const stream = TestEventSource.opened[0]!;
    expect(stream.url).toBe('/api/realtime');

    const started = { board_id: BOARD, owner_id: OWNER, is_public: true };
    stream.send('live_started', JSON.stringify(started));
    stream.send('live_started', JSON.stringify({ board_id: BOARD }));
    stream.send('resync', JSON.stringify({ reason: 'listen-reconnected' }));
    expect(live.live_started).toHaveBeenCalledExactlyOnceWith(started);
    expect(boards.change).not.toHaveBeenCalled();
    expect(boards.resync).toHaveBeenCalledTimes(1);
    expect(live.resync).toHaveBeenCalledTimes(1);
  });

  it('closes the stream with the last subscriber, and opens a new one for another viewer', () => {
    const first = subscribeRealtime(null, { change: vi.fn() }, options);
    const second = subscribeRealtime(null, { change: vi.fn() }, options);
    first();
    expect(TestEventSource.opened[0]!.closed).toBe(false);
    unsubscribers.push(subscribeRealtime(OWNER, { change: vi.fn() }, options));
    expect(TestEventSource.opened[0]!.closed).toBe(true);
    expect(TestEventSource.opened).toHaveLength(2);
    second();
    unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
    expect(TestEventSource.opened[1]!.closed).toBe(true);
  });
});
