import { useEffect, useState } from 'react';

/** `active`: the screen stays on; `unsupported`: no Screen Wake Lock API; `refused`: the browser said no. */
export type WakeLockState = 'pending' | 'active' | 'unsupported' | 'refused';

/**
 * Keeps the screen on while the component is mounted (compact mode on a second screen). The browser drops
 * the lock whenever the page is hidden, so it is asked for again each time the page is visible again.
 */
export function useWakeLock(): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'pending' : 'unsupported');

  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let disposed = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (disposed) return void next.release();
        sentinel = next;
        setState('active');
        next.addEventListener('release', () => {
          if (!disposed) setState('pending');
        });
      } catch {
        if (!disposed) setState('refused');
      }
    };
    const onVisibility = () => void request();
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [supported]);

  return state;
}
