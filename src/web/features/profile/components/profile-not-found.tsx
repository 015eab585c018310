import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import { ROUTES } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';

/** Spec §2: a missing profile. */
export function ProfileNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <UserX aria-hidden className="size-14 text-ink-muted" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{PROFILE_MESSAGES.notFoundTitle}</h1>
      <p className="mt-3 text-ink-muted">{PROFILE_MESSAGES.notFound}</p>
      <Button asChild className="mt-8">
        <Link to={ROUTES.home}>{PROFILE_MESSAGES.goHome}</Link>
      </Button>
    </section>
  );
}
