/// <reference lib="webworker" />
/**
 * The service worker (/sw.js, scope /, decisions 028 and 068), built by vite-plugin-pwa (injectManifest):
 * the app shell precached, the rest of the code kept when first used; pages from the network (the server renders their first
 * content), the precached shell when offline; stored files cache-first in a size-bounded cache; the API's
 * board answers network-first with the cached answer as fallback; changes sent while offline answered
 * with a clear "you are offline" error. What a user's session kept here is removed by the page when the
 * session ends (lib/session-privacy.ts, decision 042).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_CACHE, CODE_CACHE, FILES_CACHE } from '#web/lib/app-caches.ts';
import {
  CODE_CACHE_MAX_ENTRIES,
  FILES_CACHE_MAX_ENTRIES,
  isApiChange,
  isAppCode,
  isCachedApi,
  isCachedFile,
  type RequestFacts,
} from './cached-requests.ts';
import { forgetUnownedCaches } from './forget-unowned.ts';
import { offlineResponse } from './offline-response.ts';
import { sizeLimitPlugin } from './size-limit-plugin.ts';

declare const self: ServiceWorkerGlobalScope;

const facts = (request: Request, url: URL): RequestFacts => ({
  method: request.method,
  url,
  origin: self.location.origin,
  hasRange: request.headers.has('range'),
});

// Pages first: a navigation goes to the network, and gets the precached shell only when that fails.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

precacheAndRoute(self.__WB_MANIFEST);
// What an earlier version kept without knowing whose it was goes, once (decision 042).
self.addEventListener('install', (event) => event.waitUntil(forgetUnownedCaches()));
cleanupOutdatedCaches();
// The first worker takes charge of the open page at once, so that what the page fetches next is kept for
// offline use. A new version instead waits for Reload on the update toast (see the message listener).
clientsClaim();

// The app's code beyond the shell: kept the first time a page uses it, so what was opened opens offline
// (decision 068). What the page loaded before this worker was in charge, the page asks for once more when it
// takes charge (register-service-worker.ts), from the browser's HTTP cache. Registered after the precache's
// route, which answers the shell's files.
registerRoute(
  ({ request, url }) => isAppCode(facts(request, url)),
  new CacheFirst({
    cacheName: CODE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: CODE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => isCachedFile(facts(request, url)),
  new CacheFirst({
    cacheName: FILES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: FILES_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
      sizeLimitPlugin(FILES_CACHE),
      // This cache is the only copy the page can reach: not the browser's HTTP cache, which the app cannot
      // empty when a session ends (decision 042). Offline, a file missing here is missing.
      {
        requestWillFetch: ({ request }) =>
          Promise.resolve(new Request(request, { cache: 'no-store' })),
      },
    ],
  }),
);

registerRoute(
  ({ request, url }) => isCachedApi(facts(request, url)),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      { handlerDidError: () => Promise.resolve(offlineResponse()) },
    ],
  }),
);

for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ request, url }) => isApiChange(facts(request, url)),
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return offlineResponse();
      }
    },
    method,
  );
}

// "Reload" on the update toast: the waiting worker takes over, and the page reloads on controllerchange.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
