import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MESSAGES } from '#shared/account-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorField } from '#web/lib/api/auth-request.ts';
import { FormError } from '#web/components/ui/form-error.tsx';

interface EmailLinkFormProps {
  id: string;
  prompt: string;
  submitLabel: string;
  sentMessage: string;
  send: (email: string) => Promise<unknown>;
}

/** Asks for the account's e-mail address and mails it a link (password reset, e-mail confirmation). */
export function EmailLinkForm({ id, prompt, submitLabel, sentMessage, send }: EmailLinkFormProps) {
  const [email, setEmail] = useState('');
  const request = useMutation({ mutationFn: send });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) request.mutate(email.trim());
  };
  if (request.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-ui bg-surface-sunken p-4">
        <MailCheck
          aria-hidden
          className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
        />
        <p className="font-medium">{sentMessage}</p>
      </div>
    );
  }
  const onEmail = errorField(request.error) === 'email';
  return (
    <form className="space-y-5" onSubmit={submit}>
      {prompt ? <p className="text-ink-muted">{prompt}</p> : null}
      <FormField id={id} label="Email" error={onEmail ? request.error?.message : undefined}>
        <Input
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormError message={request.error && !onEmail ? request.error.message : null} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={request.isPending || !email.trim()}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

/** /auth?mode=forgot: "Forgot password?" asks for the address and mails a reset link (decision 011). */
export function ForgotPasswordForm({ send }: { send: (email: string) => Promise<unknown> }) {
  return (
    <EmailLinkForm
      id="forgot-email"
      prompt={PASSWORD_MESSAGES.forgotPrompt}
      submitLabel={PASSWORD_MESSAGES.sendLink}
      sentMessage={PASSWORD_MESSAGES.linkSent}
      send={send}
    />
  );
}
