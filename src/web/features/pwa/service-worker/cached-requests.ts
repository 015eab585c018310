/**
 * Which requests the service worker keeps (decision 028). Pure, so the rules are unit-tested
 * without a worker.
 */

/** Stored files are never changed under their name: cache-first, bounded to this many bytes. */
export const FILES_CACHE_MAX_BYTES = 150 * 1024 * 1024;
export const FILES_CACHE_MAX_ENTRIES = 500;

/**
 * GET answers that let a board open and play offline: the signed-in user and their lists, a board, the
 * popular list, a profile. Never auth (`/api/auth/*`), the realtime stream, or anything else.
 */
const CACHED_API = [
  /^\/api\/me$/,
  /^\/api\/me\/likes$/,
  /^\/api\/boards$/,
  /^\/api\/boards\/popular$/,
  /^\/api\/boards\/[^/]+$/,
  /^\/api\/sounds$/,
  /^\/api\/profiles\/[^/]+$/,
];

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

export function isCachedApi({ method, url, origin }: RequestFacts): boolean {
  return (
    method === 'GET' &&
    url.origin === origin &&
    CACHED_API.some((pattern) => pattern.test(url.pathname))
  );
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
