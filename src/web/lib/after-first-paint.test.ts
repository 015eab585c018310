import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './after-first-paint.ts';

// The browser's paint timing (outside our code): entries the test adds, and observers it notifies.
let entries: { name: string }[];
let observers: (() => void)[];

class FakePerformanceObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}

function paint(name: string) {
  entries.push({ name });
  for (const notify of [...observers]) notify();
}

beforeEach(() => {
  vi.useFakeTimers();
  entries = [];
  observers = [];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('performance', {
    getEntriesByType: () => entries as unknown as PerformanceEntryList,
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, not just any first paint, then runs once in a task of its own', () => {
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(run).not.toHaveBeenCalled(); // not inside the paint's own callback
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('runs at once when the content is already painted', () => {
    const run = vi.fn();
    paint('first-contentful-paint');
    afterFirstContentfulPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever when no contentful paint comes (a hidden tab)', () => {
    const run = vi.fn();
    afterFirstContentfulPaint(run, 1000);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
