import { PWA_MESSAGES } from '#shared/pwa-messages.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';

/**
 * Offline, a page whose code this device never kept (decision 068): it says so instead of a blank page.
 * Retry reloads: once online, the page's code comes from the network.
 */
export function PageNotKept() {
  return (
    <LoadError page message={PWA_MESSAGES.pageNotKept} onRetry={() => window.location.reload()} />
  );
}

/**
 * A page's code, or — offline, when the import fails — the page above. Online, the failure is the route's
 * error (its boundary shows it).
 */
export function loadPageOrOffline<M extends { default: unknown }>(
  load: () => Promise<M>,
  isOnline: () => boolean = () => navigator.onLine,
): Promise<M | { default: typeof PageNotKept }> {
  return load().catch((error: unknown) => {
    if (isOnline()) throw error;
    return { default: PageNotKept };
  });
}
