import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { BACKUP_CODE_MESSAGES } from '#shared/account-messages.ts';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorField } from '#web/lib/api/auth-request.ts';
import {
  sendPhoneCode,
  verifySecondFactor,
  type SecondFactorAnswer,
  type SecondFactorMethod,
} from '#web/features/auth/api/sign-in.ts';
import { FormError } from '#web/components/ui/form-error.tsx';

interface SecondFactorFormProps {
  methods: SecondFactorMethod[];
  onVerified: () => void;
}

type Failure = { message: string; onField: boolean } | null;

const failureOf = (error: unknown): Failure => ({
  message: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
  onField: errorField(error) === 'code',
});

const PROMPTS: Record<SecondFactorAnswer, string> = {
  totp: AUTH_MESSAGES.totpPrompt,
  otp: AUTH_MESSAGES.phonePrompt,
  backup: BACKUP_CODE_MESSAGES.prompt,
};

/**
 * The second step of a sign-in: a code from the authenticator app, one texted to the phone, or one of the
 * backup codes shown at enrolment (decision 003). A refused code shows on the field.
 */
export function SecondFactorForm({ methods, onVerified }: SecondFactorFormProps) {
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'totp');
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<Failure>(null);
  const [pending, setPending] = useState(false);
  const answer: SecondFactorAnswer = backup ? 'backup' : method;

  const run = useCallback(async (action: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(failureOf(failure));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  async function switchTo(next: SecondFactorMethod) {
    setCode('');
    setBackup(false);
    if (next === 'otp' && next !== method && !(await run(sendPhoneCode))) return;
    setError(null);
    setMethod(next);
  }
  const useBackup = () => {
    setCode('');
    setError(null);
    setBackup(true);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => verifySecondFactor(answer, code))) onVerified();
  }

  useSendCodeOnce(methods, method, run);
  // While a backup code is asked for, the link leads back to the method in use; else to the other one.
  const other = backup ? method : method === 'totp' ? 'otp' : 'totp';

  return (
    <form className="space-y-5" onSubmit={(event) => void submit(event)}>
      <p className="text-ink-muted">{PROMPTS[answer]}</p>
      <FormField
        id="second-factor-code"
        label={backup ? BACKUP_CODE_MESSAGES.label : 'Verification code'}
        error={error?.onField ? error.message : undefined}
      >
        <Input
          key={answer}
          inputMode={backup ? 'text' : 'numeric'}
          autoCapitalize="off"
          autoComplete="one-time-code"
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <FormError message={error && !error.onField ? error.message : null} />
      <Button type="submit" size="lg" className="w-full" disabled={pending || !code.trim()}>
        {AUTH_MESSAGES.verify}
      </Button>
      <div className="flex flex-col items-start gap-1">
        {methods.length > 1 || backup ? (
          <Button
            type="button"
            variant="link"
            disabled={pending}
            onClick={() => void switchTo(other)}
          >
            {other === 'otp' ? AUTH_MESSAGES.sendPhoneCode : AUTH_MESSAGES.useAuthenticator}
          </Button>
        ) : null}
        {backup ? null : (
          <Button type="button" variant="link" disabled={pending} onClick={useBackup}>
            {BACKUP_CODE_MESSAGES.useBackupCode}
          </Button>
        )}
      </div>
    </form>
  );
}

/** When the phone is the only factor, its code is sent as soon as the step shows. */
function useSendCodeOnce(
  methods: SecondFactorMethod[],
  method: SecondFactorMethod,
  run: (action: () => Promise<unknown>) => Promise<boolean>,
) {
  const sent = useRef(false);
  const onlyPhone = method === 'otp' && methods.length === 1;
  useEffect(() => {
    if (!onlyPhone || sent.current) return;
    sent.current = true;
    void run(sendPhoneCode);
  }, [onlyPhone, run]);
}
