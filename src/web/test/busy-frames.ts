import { vi } from 'vitest';

/**
 * A busy machine: every animation frame runs the moment it is asked for, before React has rendered what
 * the awaited answer brought (what a slow CI machine does to code that waits one frame).
 */
export function framesRunAtOnce(): void {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(performance.now());
    return 0;
  });
}
