import { describe, expect, it } from 'vitest';
import { loadPageOrOffline, PageNotKept } from './page-not-kept.tsx';

const Page = () => null;
const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe("a page's code that cannot load (decision 068)", () => {
  it('offline, is the page that says it was never kept here', async () => {
    expect((await loadPageOrOffline(failed, () => false)).default).toBe(PageNotKept);
  });

  it("online, stays the route's error; loaded code is the page", async () => {
    await expect(loadPageOrOffline(failed, () => true)).rejects.toThrow(/dynamically imported/);
    expect(
      (
        await loadPageOrOffline(
          () => Promise.resolve({ default: Page }),
          () => false,
        )
      ).default,
    ).toBe(Page);
  });
});
