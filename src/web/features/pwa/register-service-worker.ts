import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { registerSW } from 'virtual:pwa-register';
import { PWA_MESSAGES, UPDATE_TOAST_MS } from '#shared/pwa-messages.ts';

/**
 * The waiting worker takes over, then the page reloads into the new version. workbox-window reloads only
 * for an update it found itself, not for one found by the hourly registration.update(): listen here too.
 */
function reloadIntoNewVersion(update: (reloadPage?: boolean) => Promise<void>) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void update(true);
}

/** How often an open app asks for a new version (besides every page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (scope /). When a new version is waiting, a toast offers Reload for 10 seconds (spec §8);
 * Reload lets the new worker take over and reloads the page. When the first worker takes charge of this
 * page, the page's data is fetched once more through it, so that the board opens offline next time (the
 * first answers came with the HTML or before the worker existed).
 */
export function registerServiceWorker(queryClient: QueryClient): void {
  if (!('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => void queryClient.refetchQueries({ type: 'active' }),
      { once: true },
    );
  }
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(PWA_MESSAGES.updateAvailable, {
        id: 'app-update',
        duration: UPDATE_TOAST_MS,
        action: { label: PWA_MESSAGES.reload, onClick: () => reloadIntoNewVersion(update) },
      });
    },
    onRegisteredSW(_url, registration) {
      if (registration)
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
