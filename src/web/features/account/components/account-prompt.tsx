import { CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { ROUTES } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** /my-account for a visitor: the My Account prompt with the way in. */
export function AccountPrompt() {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card className="text-center">
        <CircleUserRound aria-hidden className="mx-auto size-14 text-ink-muted" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{AUTH_MESSAGES.myAccountTitle}</h1>
        <p className="mt-3 text-ink-muted">{AUTH_MESSAGES.myAccountPrompt}</p>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to={ROUTES.auth}>{AUTH_MESSAGES.loginOrSignUp}</Link>
        </Button>
      </Card>
    </section>
  );
}
