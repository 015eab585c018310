import { dropHeldAnswers } from './api/answers-before-worker.ts';

/** Cache Storage caches the service worker fills (decision 028); the precache is workbox's own. */
export const FILES_CACHE = 'files';
export const API_CACHE = 'api';
/** The app's code the worker keeps when first used, beyond its precached shell (decision 068). */
export const CODE_CACHE = 'code';

/**
 * Removes the cached API answers at sign-in and sign-out, so that nobody reads the previous user's boards
 * from this browser's cache. Stored files stay: their names cannot be guessed and they hold no account data.
 */
export async function forgetCachedApiAnswers(): Promise<void> {
  dropHeldAnswers();
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
