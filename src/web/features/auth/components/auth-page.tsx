import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MESSAGES } from '#shared/account-messages.ts';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { ROUTES } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { ContinueAsGuest } from '#web/lib/guest/continue-as-guest.tsx';
import { useGuestMode } from '#web/lib/guest/guest-mode.ts';
import {
  signIn,
  signUp,
  type Credentials,
  type SecondFactorMethod,
} from '#web/features/auth/api/sign-in.ts';
import { requestPasswordReset } from '#web/features/auth/api/password.ts';
import { useFinishSignIn } from '#web/features/auth/hooks/use-finish-sign-in.ts';
import { CheckEmailNotice } from './check-email-notice.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

type Mode = 'signin' | 'signup' | 'forgot';

const modeOf = (value: string | null): Mode =>
  value === 'signup' || value === 'forgot' ? value : 'signin';
type Step = { kind: 'credentials' } | { kind: 'second-factor'; methods: SecondFactorMethod[] };

/**
 * /auth: sign in or sign up by e-mail and password (mode=signup|signin), then a second factor if asked;
 * mode=forgot mails a password-reset link.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('mode'));
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [confirmEmail, setConfirmEmail] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const session = useSession();
  const finishSignIn = useFinishSignIn();
  const guest = useGuestMode();

  const submit = useMutation({
    mutationFn: async (credentials: Credentials) => {
      if (mode === 'signup') {
        return (await signUp(credentials)) === 'signed-in'
          ? ({ kind: 'signed-in', toast: false } as const)
          : ({ kind: 'confirm-email' } as const);
      }
      const result = await signIn(credentials);
      return result.kind === 'signed-in' ? ({ ...result, toast: true } as const) : result;
    },
    onSuccess: async (result) => {
      if (result.kind === 'confirm-email') {
        setConfirmEmail(true);
        toast.success(AUTH_MESSAGES.checkEmail);
      } else if (result.kind === 'second-factor') setStep(result);
      else {
        setFinishing(true);
        await finishSignIn({ toastSignedIn: result.toast });
      }
    },
  });

  if (session.isPending) return <PageSpinner />;
  // A guest comes here to create an account or sign in, keeping its boards (decision 061).
  if (session.data && !finishing && !guest) return <Navigate to={ROUTES.home} replace />;

  const switchTo = (next: Mode) => {
    submit.reset();
    setConfirmEmail(false);
    setStep({ kind: 'credentials' });
    setParams({ mode: next }, { replace: true });
  };
  const title =
    step.kind === 'second-factor'
      ? AUTH_MESSAGES.secondFactorTitle
      : mode === 'signup'
        ? AUTH_MESSAGES.signUpTitle
        : mode === 'forgot'
          ? PASSWORD_MESSAGES.forgotTitle
          : AUTH_MESSAGES.signInTitle;

  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Card className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {confirmEmail ? (
          <CheckEmailNotice />
        ) : step.kind === 'second-factor' ? (
          <SecondFactorForm
            methods={step.methods}
            onVerified={() => {
              setFinishing(true);
              void finishSignIn({ toastSignedIn: true });
            }}
          />
        ) : mode === 'forgot' ? (
          <ForgotPasswordForm send={requestPasswordReset} />
        ) : (
          <>
            <CredentialsForm
              key={mode}
              mode={mode}
              error={submit.error}
              pending={submit.isPending || finishing}
              onSubmit={(credentials) => submit.mutate(credentials)}
            />
            {mode === 'signin' ? (
              <Button variant="link" className="-mt-2" onClick={() => switchTo('forgot')}>
                {PASSWORD_MESSAGES.forgotLink}
              </Button>
            ) : null}
          </>
        )}
        <div className="border-t border-line pt-4 text-center">
          {mode === 'forgot' ? (
            <Button variant="link" onClick={() => switchTo('signin')}>
              {PASSWORD_MESSAGES.backToSignIn}
            </Button>
          ) : (
            <Button
              variant="link"
              onClick={() => switchTo(mode === 'signup' ? 'signin' : 'signup')}
            >
              {mode === 'signup' ? AUTH_MESSAGES.toSignIn : AUTH_MESSAGES.toSignUp}
            </Button>
          )}
        </div>
      </Card>
      {guest || confirmEmail ? null : (
        <div className="mt-6">
          <ContinueAsGuest />
        </div>
      )}
    </section>
  );
}
