import { useMutation } from '@tanstack/react-query';
import { useSearchParams, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MESSAGES } from '#shared/account-messages.ts';
import { authPath } from '#shared/routes.ts';
import { Card } from '#web/components/ui/card.tsx';
import { AuthRefusal } from '#web/lib/api/auth-request.ts';
import { requestPasswordReset, resetPassword } from '#web/features/auth/api/password.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

const isDeadLink = (error: unknown) =>
  error instanceof AuthRefusal && ['INVALID_TOKEN', 'TOKEN_EXPIRED'].includes(error.authCode);

/**
 * /reset-password: where the mailed link lands (decision 011). With a working token: a new password; with an
 * invalid or expired one (better-auth adds ?error=INVALID_TOKEN): says so and offers a new link.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token ?? '', newPassword),
    onSuccess: async () => {
      toast.success(PASSWORD_MESSAGES.resetDone);
      await navigate(authPath('signin'));
    },
  });
  const dead = !token || Boolean(params.get('error')) || isDeadLink(reset.error);

  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Card className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {dead ? PASSWORD_MESSAGES.linkInvalidTitle : PASSWORD_MESSAGES.resetTitle}
        </h1>
        {dead ? (
          <>
            <FormError message={PASSWORD_MESSAGES.linkInvalid} />
            <ForgotPasswordForm send={requestPasswordReset} />
          </>
        ) : (
          <NewPasswordForm
            idPrefix="reset-password"
            withCurrent={false}
            submitLabel={PASSWORD_MESSAGES.resetSubmit}
            pending={reset.isPending}
            error={reset.error}
            onSubmit={({ newPassword }) => reset.mutate(newPassword)}
          />
        )}
      </Card>
    </section>
  );
}
