import { describe, expect, it } from 'vitest';
import { MB, USER_STORAGE_QUOTA_BYTES } from './limits.ts';
import { STORAGE_MESSAGES } from './storage-quota.ts';

describe('STORAGE_MESSAGES.usage', () => {
  const line = (used: number) =>
    STORAGE_MESSAGES.usage({ used_bytes: used, quota_bytes: USER_STORAGE_QUOTA_BYTES });

  it('reads "X MB of 500 MB used" with one decimal below 10 MB', () => {
    expect(line(0)).toBe('0 MB of 500 MB used');
    expect(line(20 * 1024)).toBe('< 0.1 MB of 500 MB used');
    expect(line(2.46 * MB)).toBe('2.5 MB of 500 MB used');
    expect(line(123.4 * MB)).toBe('123 MB of 500 MB used');
  });
});
