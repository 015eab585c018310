import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE } from '#web/lib/app-caches.ts';
import { announceSessionChange } from './session-channel.ts';

/** Cache Storage is the browser's (jsdom has none): a stand-in that records what is deleted. */
function stubCaches() {
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    delete: (name: string) => {
      deleted.push(name);
      return Promise.resolve(true);
    },
  });
  return deleted;
}

afterEach(() => vi.unstubAllGlobals());

describe('a session change', () => {
  it("removes the offline copies of the previous user's API answers at sign-in and sign-out", () => {
    const deleted = stubCaches();
    announceSessionChange('signed-out');
    expect(deleted).toEqual([API_CACHE]);
    announceSessionChange('signed-in');
    expect(deleted).toEqual([API_CACHE, API_CACHE]);
  });

  it('keeps them when only the profile changed', () => {
    const deleted = stubCaches();
    announceSessionChange('user-updated');
    expect(deleted).toEqual([]);
  });
});
