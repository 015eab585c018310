import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_LINK_MESSAGES } from '#shared/account-messages.ts';
import { ROUTES } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { resendVerification } from '#web/features/auth/api/password.ts';
import { EmailLinkForm } from './forgot-password-form.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';

/**
 * /email-confirmed: where the confirmation link lands (decision 011). better-auth adds ?error=INVALID_TOKEN
 * (or TOKEN_EXPIRED) to a link that does not work: the page says so and offers a new one.
 */
export function EmailConfirmedPage() {
  const [params] = useSearchParams();
  const failed = Boolean(params.get('error'));
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Card className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {failed ? EMAIL_LINK_MESSAGES.invalidTitle : EMAIL_LINK_MESSAGES.confirmedTitle}
        </h1>
        {failed ? (
          <>
            <FormError message={EMAIL_LINK_MESSAGES.invalid} />
            <EmailLinkForm
              id="confirm-email"
              prompt=""
              submitLabel={EMAIL_LINK_MESSAGES.sendNew}
              sentMessage={EMAIL_LINK_MESSAGES.sent}
              send={resendVerification}
            />
          </>
        ) : (
          <>
            <p role="status" className="flex items-start gap-3">
              <CircleCheck
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
              />
              {EMAIL_LINK_MESSAGES.confirmed}
            </p>
            <Button asChild>
              <Link to={ROUTES.myBoards}>{EMAIL_LINK_MESSAGES.toBoards}</Link>
            </Button>
          </>
        )}
      </Card>
    </section>
  );
}
