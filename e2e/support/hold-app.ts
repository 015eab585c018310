import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Opens `path` with the script whose address matches `script` held back until the returned function is called;
 * resolves once the page has asked for it.
 */
async function openWithScriptHeld(
  page: Page,
  path: string,
  script: RegExp,
  waitUntil: 'commit' | 'load',
) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldRequests = 0;
  await page.route(script, async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil });
  await expect.poll(() => heldRequests).toBe(1);
  return release;
}

/**
 * Opens `path` with the app's script held back, so the page shows only the HTML (the shell and the server's
 * first content, decision 021). Returns a function that lets the app start and waits until it has taken
 * over (its footer exists only once React rendered).
 */
export async function openBeforeTheApp(page: Page, path: string) {
  const release = await openWithScriptHeld(page, path, /\/assets\/start-[^/]+\.js$/, 'load');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  return async () => {
    release();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  };
}

/**
 * Opens `path` with the page's entry module script (assets/index-*.js) held back: the server's HTML and the
 * <head> script run, nothing of the module does. Returns the function that lets it load.
 */
export function openWithEntryHeld(page: Page, path: string) {
  return openWithScriptHeld(page, path, /\/assets\/index-[^/]+\.js$/, 'commit');
}
