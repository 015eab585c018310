import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  sendPhoneCode,
  verifySecondFactor,
  type SecondFactorMethod,
} from '#web/features/auth/api/sign-in.ts';
import { FormError } from './form-error.tsx';

interface SecondFactorFormProps {
  methods: SecondFactorMethod[];
  onVerified: () => void;
}

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** The second step of a sign-in: a code from the authenticator app, or one texted to the phone. */
export function SecondFactorForm({ methods, onVerified }: SecondFactorFormProps) {
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = useCallback(async (action: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  async function switchTo(next: SecondFactorMethod) {
    setCode('');
    if (next === 'otp' && !(await run(sendPhoneCode))) return;
    setMethod(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => verifySecondFactor(method, code))) onVerified();
  }

  useSendCodeOnce(methods, method, run);

  return (
    <form className="space-y-5" onSubmit={(event) => void submit(event)}>
      <p className="text-ink-muted">
        {method === 'totp' ? AUTH_MESSAGES.totpPrompt : AUTH_MESSAGES.phonePrompt}
      </p>
      <FormField id="second-factor-code" label="Verification code">
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <FormError message={error} />
      <Button type="submit" size="lg" className="w-full" disabled={pending || !code.trim()}>
        {AUTH_MESSAGES.verify}
      </Button>
      {methods.length > 1 ? (
        <Button
          type="button"
          variant="link"
          disabled={pending}
          onClick={() => void switchTo(method === 'totp' ? 'otp' : 'totp')}
        >
          {method === 'totp' ? AUTH_MESSAGES.sendPhoneCode : AUTH_MESSAGES.useAuthenticator}
        </Button>
      ) : null}
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
