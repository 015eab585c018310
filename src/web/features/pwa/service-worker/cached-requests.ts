/**
 * Which requests the service worker keeps (decisions 028 and 068). Pure, so the rules are unit-tested
 * without a worker.
 */
import { isOfflineApiPath } from '#web/lib/api/answers-before-worker.ts';

/** Stored files are never changed under their name: cache-first, bounded to this many bytes. */
export const FILES_CACHE_MAX_BYTES = 150 * 1024 * 1024;
export const FILES_CACHE_MAX_ENTRIES = 500;
/**
 * The app's code beyond the precached shell, kept when first used (decision 068). Bounded by count: a build
 * has about 190 files, and an update leaves the changed ones behind until they are the oldest.
 */
export const CODE_CACHE_MAX_ENTRIES = 400;

export interface RequestFacts {
  method: string;
  url: URL;
  /** The page's own origin. */
  origin: string;
  hasRange: boolean;
}

export function isCachedFile({ method, url, origin, hasRange }: RequestFacts): boolean {
  return (
    method === 'GET' && url.origin === origin && url.pathname.startsWith('/files/') && !hasRange
  );
}

/** A file of the built app (hashed names under /assets/): cache-first, kept when first used. */
export function isAppCode({ method, url, origin }: RequestFacts): boolean {
  return method === 'GET' && url.origin === origin && url.pathname.startsWith('/assets/');
}

export function isCachedApi({ method, url, origin }: RequestFacts): boolean {
  return method === 'GET' && url.origin === origin && isOfflineApiPath(url.pathname);
}

/** A change sent to the API: answered with the offline error when the network is gone. */
export function isApiChange({ method, url, origin }: RequestFacts): boolean {
  return (
    method !== 'GET' &&
    method !== 'HEAD' &&
    url.origin === origin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/auth/')
  );
}
