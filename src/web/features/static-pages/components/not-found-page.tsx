import { CircleHelp, House } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { StaticPage } from '#web/features/static-pages/components/static-page.tsx';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StaticPage className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <p
        aria-hidden
        className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl dark:text-brand-300"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-3 max-w-md text-pretty text-ink-muted">
        We couldn’t find{' '}
        <code className="rounded bg-surface-sunken px-1.5 py-0.5 text-sm break-all text-ink">
          {pathname}
        </code>
        . The link may be broken, or the page may have moved.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to={ROUTES.home}>
            <House aria-hidden /> Go to Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={ROUTES.help}>
            <CircleHelp aria-hidden /> Visit Help
          </Link>
        </Button>
      </div>
    </StaticPage>
  );
}
