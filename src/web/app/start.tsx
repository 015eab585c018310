import { startTransition, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createQueryClient } from '#web/lib/query-client.ts';
import { whenIdle } from '#web/lib/when-idle.ts';
import { cn } from '#web/lib/cn.ts';
import { primeQueries, readPageData, refetchPageData } from './page-data.ts';
import { AppProviders } from './providers.tsx';
import { keepFocusAcrossTakeover } from './keep-focus.ts';
import { AppRouter, preloadRoute } from './router.tsx';

/**
 * Starts the app in #root. When the server rendered the page's content (decision 021), the page's chunk and
 * data are at hand first, so React replaces the HTML with the same content: no spinner, no layout shift.
 * Returns the React root (a page never unmounts it; a test does).
 */
export async function startApp(root: HTMLElement): Promise<Root> {
  const queryClient = createQueryClient();
  const pageData = readPageData();
  if (pageData) {
    await preloadRoute(window.location.pathname);
    primeQueries(queryClient, pageData);
  }
  // tailwind-merge builds its class map on the first cn() call (~15 ms): in a task of its own, not inside a
  // slice of React's render (decision 023).
  await nextTask();
  cn('p-0', 'p-1');
  await nextTask();
  const restoreFocus = keepFocusAcrossTakeover(root);
  const reactRoot = createRoot(root);
  // A transition: React renders the app in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task (decision 023, TBT); the server's HTML stays on screen until the commit.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouter />
          <OnFirstCommit run={restoreFocus} />
          {pageData ? (
            <AfterFirstCommit run={() => void refetchPageData(queryClient, pageData)} />
          ) : null}
          <AfterFirstCommit run={registerServiceWorker} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  return reactRoot;
}

/** Runs `run` right after React's first commit, before the browser paints it. */
function OnFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(
    () => run(),
    // Once: the commit that replaced the HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return null;
}

/** Runs `run` once the app is on screen and the browser is idle. */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(
    () => whenIdle(run, 2000),
    // Once, for the page the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return null;
}

/** The service worker's code is fetched only once the page is on screen and the browser is idle. */
function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  void import('#web/features/pwa/register-service-worker.ts').then((pwa) =>
    pwa.registerServiceWorker(),
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
