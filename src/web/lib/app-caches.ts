/** Cache Storage caches the service worker fills (decision 028); the precache is workbox's own. */
export const FILES_CACHE = 'files';
export const API_CACHE = 'api';

/**
 * Removes the cached API answers at sign-in and sign-out, so that nobody reads the previous user's boards
 * from this browser's cache. Stored files stay: their names cannot be guessed and they hold no account data.
 */
export async function forgetCachedApiAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
