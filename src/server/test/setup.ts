import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on unexpected console.error (STYLE.md).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
