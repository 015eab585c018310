import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { AppShell } from './app-shell.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppShell />}>
          <Route path={ROUTES.home} element={page(() => import('./routes/home.tsx'))} />
          <Route path={ROUTES.auth} element={page(() => import('./routes/auth.tsx'))} />
          <Route path={ROUTES.myBoards} element={page(() => import('./routes/my-boards.tsx'))} />
          <Route path={ROUTES.mySounds} element={page(() => import('./routes/my-sounds.tsx'))} />
          <Route path={ROUTES.trash} element={page(() => import('./routes/trash.tsx'))} />
          <Route path={ROUTES.myAccount} element={page(() => import('./routes/my-account.tsx'))} />
          <Route path={ROUTES.profile} element={page(() => import('./routes/profile.tsx'))} />
          <Route path={ROUTES.popular} element={page(() => import('./routes/popular.tsx'))} />
          <Route
            path={ROUTES.sharedBoard}
            element={page(() => import('./routes/shared-board.tsx'))}
          />
          <Route path={ROUTES.about} element={page(() => import('./routes/about.tsx'))} />
          <Route path={ROUTES.privacy} element={page(() => import('./routes/privacy.tsx'))} />
          <Route path={ROUTES.terms} element={page(() => import('./routes/terms.tsx'))} />
          <Route path={ROUTES.contact} element={page(() => import('./routes/contact.tsx'))} />
          <Route path={ROUTES.help} element={page(() => import('./routes/help.tsx'))} />
          <Route
            path={ROUTES.resetPassword}
            element={page(() => import('./routes/reset-password.tsx'))}
          />
          <Route
            path={ROUTES.emailConfirmed}
            element={page(() => import('./routes/email-confirmed.tsx'))}
          />
          <Route path="*" element={page(() => import('./routes/not-found.tsx'))} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
