import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { SECURITY_MESSAGES } from '#shared/auth-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useFocusOnReturn } from '#web/components/ui/use-focus-return.ts';
import { confirmTotp, enableTotp, type TotpSetup } from '#web/features/account/api/totp-factor.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { CodeConfirm } from './code-confirm.tsx';
import { PasswordConfirm } from './password-confirm.tsx';
import { TotpSecret } from './totp-secret.tsx';

type Step = 'idle' | 'password' | 'scan';

/** Adds an authenticator app: password, then the QR code and key, then a code from the app. */
export function TotpEnrolment() {
  const [step, setStep] = useState<Step>('idle');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [openerRef, returnFocus] = useFocusOnReturn<HTMLButtonElement>();
  const queryClient = useQueryClient();
  const enable = useMutation({
    mutationFn: enableTotp,
    onSuccess: (result) => {
      setSetup(result);
      setStep('scan');
    },
  });
  const confirm = useMutation({
    mutationFn: confirmTotp,
    onSuccess: async () => {
      toast.success(SECURITY_MESSAGES.totpEnabled);
      setStep('idle');
      setSetup(null);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  const cancel = () => {
    enable.reset();
    confirm.reset();
    returnFocus();
    setSetup(null);
    setStep('idle');
  };

  if (step === 'idle') {
    return (
      <Button
        ref={openerRef}
        variant="secondary"
        className="self-start"
        onClick={() => setStep('password')}
      >
        <KeyRound aria-hidden /> {SECURITY_MESSAGES.enrolTotp}
      </Button>
    );
  }
  return (
    <div className="space-y-4 rounded-ui border border-line p-4">
      <h3 className="font-semibold">{SECURITY_MESSAGES.enrolTotp}</h3>
      {step === 'password' || !setup ? (
        <PasswordConfirm
          id="totp-password"
          submitLabel="Continue"
          pending={enable.isPending}
          error={enable.error?.message ?? null}
          onConfirm={(password) => enable.mutate(password)}
          onCancel={cancel}
        />
      ) : (
        <>
          <TotpSecret setup={setup} />
          <CodeConfirm
            id="totp-code"
            label="Code from your app"
            pending={confirm.isPending}
            error={confirm.error?.message ?? null}
            onConfirm={(code) => confirm.mutate(code)}
            onCancel={cancel}
          />
        </>
      )}
    </div>
  );
}
