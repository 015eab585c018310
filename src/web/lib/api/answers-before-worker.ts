/**
 * A first visit's API answers, held for the service worker (decision 068). Until the worker is in charge
 * of the page, the page's GETs bypass it; when it takes charge, the page puts these answers into the
 * worker's API cache (register-service-worker.ts) instead of fetching them a second time through it. Only
 * the answers the worker would keep (decision 028), the latest per address, and only while no worker
 * controls the page; a session change drops them (lib/app-caches.ts).
 */

/**
 * GET answers that let a board open and play offline: the signed-in user and their lists, a board, the
 * popular list, a profile. Never auth (`/api/auth/*`), the realtime stream, or anything else.
 */
export const OFFLINE_API_PATHS: readonly RegExp[] = [
  /^\/api\/me$/,
  /^\/api\/me\/likes$/,
  /^\/api\/boards$/,
  /^\/api\/boards\/popular$/,
  /^\/api\/boards\/[^/]+$/,
  /^\/api\/sounds$/,
  /^\/api\/profiles\/[^/]+$/,
];

export const isOfflineApiPath = (pathname: string) =>
  OFFLINE_API_PATHS.some((pattern) => pattern.test(pathname));

const held = new Map<string, Response>();

/** Whether a worker may still take charge of this page: supported, and not in charge yet. */
function workerNotYetInCharge(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    !navigator.serviceWorker.controller
  );
}

/** Holds a copy of a GET answer the worker would have kept, while no worker controls the page. */
export function holdAnswerForWorker(path: string, method: string, response: Response): void {
  if (method !== 'GET' || response.status !== 200 || !workerNotYetInCharge()) return;
  if (!isOfflineApiPath(new URL(path, 'http://x').pathname)) return;
  held.set(path, response.clone());
}

/** The held answers, handed over once (the holder is empty afterwards). */
export function takeHeldAnswers(): [string, Response][] {
  const answers = [...held];
  held.clear();
  return answers;
}

/** Forgets the held answers (the session changed: they were another user's). */
export function dropHeldAnswers(): void {
  held.clear();
}
