import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SECURITY_MESSAGES } from '#shared/auth-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  enrolPhone,
  phoneFactorQueryKey,
  verifyPhone,
} from '#web/features/account/api/phone-factor.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { CodeConfirm } from './code-confirm.tsx';

type Step = 'idle' | 'number' | 'code';

/** Adds a phone factor: the number, then the code texted to it. */
export function PhoneEnrolment() {
  const [step, setStep] = useState<Step>('idle');
  const [number, setNumber] = useState('');
  const queryClient = useQueryClient();
  const enrol = useMutation({
    mutationFn: enrolPhone,
    onSuccess: () => {
      toast.success(SECURITY_MESSAGES.phoneCodeSent);
      setStep('code');
    },
  });
  const verify = useMutation({
    mutationFn: verifyPhone,
    onSuccess: async () => {
      toast.success(SECURITY_MESSAGES.phoneEnabled);
      setStep('idle');
      setNumber('');
      await queryClient.invalidateQueries({ queryKey: phoneFactorQueryKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  const cancel = () => {
    enrol.reset();
    verify.reset();
    setStep('idle');
  };
  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    if (number.trim()) enrol.mutate(number);
  };

  if (step === 'idle') {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setStep('number')}>
        <Smartphone aria-hidden /> {SECURITY_MESSAGES.enrolPhone}
      </Button>
    );
  }
  return (
    <div className="space-y-4 rounded-ui border border-line p-4">
      <h3 className="font-semibold">{SECURITY_MESSAGES.enrolPhone}</h3>
      {step === 'number' ? (
        <form className="space-y-3" onSubmit={submitNumber}>
          <FormField
            id="phone-number"
            label="Phone number"
            hint="International format, e.g. +44 7700 900123"
          >
            <Input
              type="tel"
              autoComplete="tel"
              required
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
          </FormField>
          <FormError message={enrol.error?.message ?? null} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={enrol.isPending || !number.trim()}>
              Send code
            </Button>
            <Button type="button" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <CodeConfirm
          id="phone-code"
          label="Code from the text message"
          pending={verify.isPending}
          error={verify.error?.message ?? null}
          onConfirm={(code) => verify.mutate(code)}
          onCancel={cancel}
        />
      )}
    </div>
  );
}
