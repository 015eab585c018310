import { Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '#web/features/pwa/components/offline-banner.tsx';
import { installPromptStore } from '#web/features/pwa/install-prompt-event.ts';
import { AppFooter } from '#web/features/navigation/components/app-footer.tsx';
import { SessionSync } from '#web/features/auth/components/session-sync.tsx';
import { AppHeader } from '#web/features/navigation/components/app-header.tsx';
import { BottomNav } from '#web/features/navigation/components/bottom-nav.tsx';
import { ClaimGuestBoards } from '#web/lib/guest/claim-guest-boards.tsx';
import { lazyWhenOnline } from '#web/lib/load-when-online.ts';

/** Every page: header, content, footer, and the bottom navigation below 1024 px (the skip link to #main is
 * in index.html, before the root, so a keyboard user's first stop is not replaced by React); the
 * padding keeps the page's end clear of it and, on pages with one, of the floating action button. */
const InstallPrompt = lazyWhenOnline(
  () => import('#web/features/pwa/components/install-prompt.tsx'),
);

export function AppShell() {
  // The prompt's code is fetched only once there is something to offer (most visits never do).
  const installable = useSyncExternalStore(
    installPromptStore.subscribe,
    () => installPromptStore.get() !== null,
    () => false,
  );
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0 [[data-floating-action]_&]:pb-[calc(9rem+env(safe-area-inset-bottom))] lg:[[data-floating-action]_&]:pb-24">
      <SessionSync />
      <ClaimGuestBoards />
      <AppHeader />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold, so content arriving late does not push
          a visible footer down (CLS, decision 010). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <AppFooter />
      <BottomNav />
      {installable ? (
        <Suspense>
          <InstallPrompt />
        </Suspense>
      ) : null}
    </div>
  );
}
