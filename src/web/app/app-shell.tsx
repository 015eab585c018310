import { Outlet } from 'react-router';
import { SKIP_TO_CONTENT_LABEL } from '#shared/navigation.ts';
import { AppFooter } from '#web/features/navigation/components/app-footer.tsx';
import { AppHeader } from '#web/features/navigation/components/app-header.tsx';
import { BottomNav } from '#web/features/navigation/components/bottom-nav.tsx';

/** Every page: header, content, footer, and the bottom navigation (which the padding keeps clear). */
export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))]">
      <a
        href="#main"
        className="sr-only z-50 rounded-ui bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {SKIP_TO_CONTENT_LABEL}
      </a>
      <AppHeader />
      {/* At least a screen tall: the footer starts below the fold, so content arriving late does not push
          a visible footer down (CLS, issue 11). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <AppFooter />
      <BottomNav />
    </div>
  );
}
