import { useState, type FormEvent, type ReactNode } from 'react';
import { PASSWORD_MESSAGES } from '#shared/account-messages.ts';
import { AUTH_ERRORS, PASSWORD_HINT } from '#shared/auth-errors.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/limits.ts';
import { isSimplePassword } from '#shared/password-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorField } from '#web/lib/api/auth-request.ts';
import { FormError } from '#web/components/ui/form-error.tsx';

export interface NewPasswordInput {
  currentPassword: string;
  newPassword: string;
}

interface NewPasswordFormProps {
  idPrefix: string;
  /** Asks for the current password too (Change password). */
  withCurrent: boolean;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (input: NewPasswordInput) => void;
  extraActions?: ReactNode;
}

/** Checked in the browser before submitting, with the same rule the server applies (decision 011). */
function ruleError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return AUTH_ERRORS.PASSWORD_TOO_SHORT!.message;
  if (password.length > PASSWORD_MAX) return AUTH_ERRORS.PASSWORD_TOO_LONG!.message;
  if (isSimplePassword(password)) return AUTH_ERRORS.PASSWORD_TOO_SIMPLE!.message;
  return undefined;
}

/** A new password with its rule shown (and the current one when changing it); errors sit on their field. */
export function NewPasswordForm(props: NewPasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [checked, setChecked] = useState(false);
  // The server's answer to the last attempt goes once the user edits a field (a retry brings a fresh one).
  const [editedAfter, setEditedAfter] = useState<Error | null>(null);
  const error = props.error === editedAfter ? null : props.error;
  const edited = () => setEditedAfter(props.error);
  const field = errorField(error);
  const serverOn = (name: string) => (field === name ? error?.message : undefined);
  const nextError =
    (checked ? ruleError(next) : undefined) ?? serverOn('newPassword') ?? serverOn('password');
  const currentError = serverOn('currentPassword');
  const otherError = error && !nextError && !currentError ? error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (ruleError(next) || (props.withCurrent && !current)) return;
    props.onSubmit({ currentPassword: current, newPassword: next });
  };
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      {props.withCurrent ? (
        <FormField
          id={`${props.idPrefix}-current`}
          label={PASSWORD_MESSAGES.currentPassword}
          error={currentError ?? (checked && !current ? 'Password is required.' : undefined)}
        >
          <Input
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => {
              setCurrent(event.target.value);
              edited();
            }}
          />
        </FormField>
      ) : null}
      <FormField
        id={`${props.idPrefix}-new`}
        label={PASSWORD_MESSAGES.newPassword}
        hint={PASSWORD_HINT}
        error={nextError}
      >
        <Input
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onChange={(event) => {
            setNext(event.target.value);
            edited();
          }}
        />
      </FormField>
      <FormError message={otherError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={props.pending}>
          {props.submitLabel}
        </Button>
        {props.extraActions}
      </div>
    </form>
  );
}
