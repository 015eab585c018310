import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { AppShell } from './app-shell.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { loadPageOrOffline } from './page-not-kept.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type PageModule = { default: ComponentType };

/**
 * A route's page as its own chunk. preload() loads it ahead of the first render: the lazy component then
 * resolves synchronously (a thenable that calls back at once), so a page whose content the server already
 * rendered is replaced by the same content, never by the spinner (decision 021).
 */
function routePage(path: string, loadCode: () => Promise<PageModule>) {
  // Offline, a page whose code was never kept here shows why instead (decision 068).
  const load = () => loadPageOrOffline(loadCode);
  let loaded: PageModule | undefined;
  const Page = lazy(
    () =>
      (loaded
        ? { then: (resolve: (m: PageModule) => void) => resolve(loaded!) }
        : load()) as Promise<PageModule>,
  );
  const preload = async () => {
    loaded ??= await load();
  };
  // Each page is its own error area: a render error shows a message with Retry inside <main>, and the
  // header, navigation and footer stay usable.
  const element = (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
  return { path, element, preload };
}

const PAGES = [
  routePage(ROUTES.home, () => import('./routes/home.tsx')),
  routePage(ROUTES.auth, () => import('./routes/auth.tsx')),
  routePage(ROUTES.myBoards, () => import('./routes/my-boards.tsx')),
  routePage(ROUTES.mySounds, () => import('./routes/my-sounds.tsx')),
  routePage(ROUTES.trash, () => import('./routes/trash.tsx')),
  routePage(ROUTES.myAccount, () => import('./routes/my-account.tsx')),
  routePage(ROUTES.profile, () => import('./routes/profile.tsx')),
  routePage(ROUTES.popular, () => import('./routes/popular.tsx')),
  routePage(ROUTES.sharedBoard, () => import('./routes/shared-board.tsx')),
  routePage(ROUTES.about, () => import('./routes/about.tsx')),
  routePage(ROUTES.privacy, () => import('./routes/privacy.tsx')),
  routePage(ROUTES.terms, () => import('./routes/terms.tsx')),
  routePage(ROUTES.contact, () => import('./routes/contact.tsx')),
  routePage(ROUTES.help, () => import('./routes/help.tsx')),
  routePage(ROUTES.resetPassword, () => import('./routes/reset-password.tsx')),
  routePage(ROUTES.emailConfirmed, () => import('./routes/email-confirmed.tsx')),
  routePage('*', () => import('./routes/not-found.tsx')),
];

/** Pages without the app's header, footer and navigation. */
const BARE_PAGES = [
  routePage(ROUTES.compactBoard, () => import('./routes/compact-board.tsx')),
  routePage(ROUTES.remote, () => import('./routes/remote.tsx')),
];

/** Loads the page of `pathname` (the not-found page for an unknown path). */
export function preloadRoute(pathname: string): Promise<void> {
  const page =
    [...BARE_PAGES, ...PAGES].find((p) => p.path !== '*' && matchPath(p.path, pathname)) ??
    PAGES.at(-1)!;
  return page.preload();
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        {BARE_PAGES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route element={<AppShell />}>
          {PAGES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
