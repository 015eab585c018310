import { toast } from 'sonner';
import { PWA_MESSAGES, UPDATE_TOAST_MS } from '#shared/pwa-messages.ts';
import { takeHeldAnswers } from '#web/lib/api/answers-before-worker.ts';
import { fetchFile } from '#web/lib/api/request.ts';
import { API_CACHE } from '#web/lib/app-caches.ts';

/** The worker vite-plugin-pwa builds from service-worker/sw.ts. */
const SERVICE_WORKER_URL = '/sw.js';
/** How often an open app asks for a new version (besides every page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long Reload waits for the new worker to take over before it reloads anyway. */
export const RELOAD_FALLBACK_MS = 3000;

/**
 * Registers /sw.js (scope /) with the browser's own API (workbox-window cost 2.3 KB on every page for this;
 * decision 023, addendum). When a new version is waiting, a toast offers Reload for 10 seconds (spec §8);
 * Reload lets the new worker take over and reloads the page. When the first worker takes charge of this
 * page, the page hands it what it loaded before (decision 068), so that the page opens offline next time.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  if (!workers.controller) {
    workers.addEventListener('controllerchange', () => void handOverFirstVisit(), { once: true });
  }
  workers
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then((registration) => {
      offerUpdates(registration);
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
}

/** The browser APIs handOverFirstVisit uses; tests pass their own. */
export interface HandOverDeps {
  caches: Pick<CacheStorage, 'open'>;
  /** Addresses of everything the page has loaded (resource timing). */
  loaded: () => string[];
  origin: string;
  /** Asks for a file through the worker, which keeps it (its code cache). */
  request: (url: string) => Promise<unknown>;
}

const browserDeps = (): HandOverDeps => ({
  caches,
  loaded: () => performance.getEntriesByType('resource').map((entry) => entry.name),
  origin: location.origin,
  request: (url) => fetchFile(url).then((response) => response.arrayBuffer()),
});

/**
 * The first worker has just taken charge of a page loaded without it (decision 068). Its API answers go into
 * the worker's API cache as they came (no second fetch of the board), and its code is asked for once more
 * through the worker, which keeps it in its code cache: from the browser's HTTP cache, no download.
 */
export async function handOverFirstVisit(deps: HandOverDeps = browserDeps()): Promise<void> {
  const answers = takeHeldAnswers();
  if (answers.length > 0) {
    const cache = await deps.caches.open(API_CACHE);
    await Promise.allSettled(answers.map(([path, response]) => cache.put(path, response)));
  }
  const code = new Set(
    deps.loaded().filter((address) => {
      const url = new URL(address, deps.origin);
      return url.origin === deps.origin && url.pathname.startsWith('/assets/');
    }),
  );
  await Promise.allSettled([...code].map((url) => deps.request(url)));
}

/** A new worker that installed while an older one controls the page is a new version: offer it. */
function offerUpdates(registration: ServiceWorkerRegistration) {
  const isUpdate = () => Boolean(navigator.serviceWorker.controller);
  if (registration.waiting && isUpdate()) offerReload(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const incoming = registration.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed' && isUpdate()) offerReload(incoming);
    });
  });
}

function offerReload(waiting: ServiceWorker) {
  toast(PWA_MESSAGES.updateAvailable, {
    id: 'app-update',
    duration: UPDATE_TOAST_MS,
    action: {
      label: PWA_MESSAGES.reload,
      onClick: () =>
        activateWaitingWorker(waiting, navigator.serviceWorker, () => window.location.reload()),
    },
  });
}

/**
 * The waiting worker takes over (sw.ts skips waiting on this message), then the page reloads into it. The
 * browser may hold the takeover back (in a CI run it never came): Reload then reloads after
 * RELOAD_FALLBACK_MS anyway, and the new worker takes charge with the navigation.
 */
export function activateWaitingWorker(
  waiting: Pick<ServiceWorker, 'postMessage'>,
  workers: Pick<ServiceWorkerContainer, 'addEventListener'>,
  reload: () => void,
  fallbackMs = RELOAD_FALLBACK_MS,
): void {
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    clearTimeout(fallback);
    reload();
  };
  workers.addEventListener('controllerchange', reloadOnce, { once: true });
  const fallback = setTimeout(reloadOnce, fallbackMs);
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
