import { useState, type FormEvent } from 'react';
import { SECURITY_MESSAGES } from '#shared/auth-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';

interface PasswordConfirmProps {
  id: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  danger?: boolean;
}

/** Asks for the account password before a security change. */
export function PasswordConfirm(props: PasswordConfirmProps) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) props.onConfirm(password);
  };
  return (
    <form className="space-y-3" onSubmit={submit}>
      <FormField id={props.id} label="Password" hint={SECURITY_MESSAGES.passwordToContinue}>
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormError message={props.error} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={props.danger ? 'danger' : 'primary'}
          disabled={props.pending || !password}
        >
          {props.submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
