import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock.ts';

/** The Screen Wake Lock API as a browser gives it (jsdom has none): sentinels that can be released. */
function browserWakeLock() {
  const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  const api = {
    request: vi.fn(() => {
      const sentinel = Object.assign(new EventTarget(), {
        released: false,
        release() {
          sentinel.released = true;
          sentinel.dispatchEvent(new Event('release'));
          return Promise.resolve();
        },
      });
      sentinels.push(sentinel);
      return Promise.resolve(sentinel);
    }),
  };
  return { api, sentinels };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useWakeLock', () => {
  it('holds the screen on while mounted, asks again when the page is shown again, and lets go on unmount', async () => {
    const { api, sentinels } = browserWakeLock();
    Object.defineProperty(navigator, 'wakeLock', { value: api, configurable: true });
    const { result, unmount } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('active'));
    expect(api.request).toHaveBeenCalledWith('screen');

    // Hiding the page: the browser releases the lock; showing it again: asked for once more.
    await act(() => sentinels[0]!.release());
    expect(result.current).toBe('pending');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current).toBe('active'));
    expect(api.request).toHaveBeenCalledTimes(2);

    unmount();
    expect(sentinels[1]!.released).toBe(true);
  });

  it('says so when the browser has no wake lock, or refuses it', async () => {
    expect(renderHook(() => useWakeLock()).result.current).toBe('unsupported');
    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      configurable: true,
    });
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('refused'));
  });
});
