import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { AUTH_ERRORS, PASSWORD_HINT } from '#shared/auth-errors.ts';
import { PASSWORD_MIN } from '#shared/limits.ts';
import { isSimplePassword } from '#shared/password-rules.ts';
import { emailFieldSchema, passwordFieldSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorField } from '#web/lib/api/auth-request.ts';
import type { Credentials } from '#web/features/auth/api/sign-in.ts';
import { FormError } from '#web/components/ui/form-error.tsx';

const email = emailFieldSchema
  .trim()
  .min(1, 'Email is required.')
  .pipe(z.email(AUTH_ERRORS.INVALID_EMAIL!.message));
const signInSchema = z.object({
  email,
  password: passwordFieldSchema.min(1, 'Password is required.'),
});
/** Sign-up shows and checks the password rule before submitting (decision 011). */
const signUpSchema = z.object({
  email,
  password: passwordFieldSchema
    .min(1, 'Password is required.')
    .min(PASSWORD_MIN, AUTH_ERRORS.PASSWORD_TOO_SHORT!.message)
    // The server also refuses common passwords and the e-mail's name, and says so on this field.
    .refine((password) => !isSimplePassword(password), AUTH_ERRORS.PASSWORD_TOO_SIMPLE!.message),
});

interface CredentialsFormProps {
  mode: 'signin' | 'signup';
  /** The server's refusal: shown on its field when it names one, else above the button. */
  error: Error | null;
  pending: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** The e-mail and password form of /auth, in sign-in or sign-up mode. */
export function CredentialsForm({ mode, error, pending, onSubmit }: CredentialsFormProps) {
  const { register, handleSubmit, formState } = useForm<Credentials>({
    resolver: zodResolver(mode === 'signup' ? signUpSchema : signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const errors = formState.errors;
  const field = errorField(error);
  const on = (name: 'email' | 'password') => (field === name ? error?.message : undefined);
  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormField id="auth-email" label="Email" error={errors.email?.message ?? on('email')}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </FormField>
      <FormField
        id="auth-password"
        label="Password"
        hint={mode === 'signup' ? PASSWORD_HINT : undefined}
        error={errors.password?.message ?? on('password')}
      >
        <Input
          type="password"
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          required
          {...register('password')}
        />
      </FormField>
      <FormError message={error && !field ? error.message : null} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {mode === 'signup' ? AUTH_MESSAGES.signUpSubmit : AUTH_MESSAGES.signInSubmit}
      </Button>
    </form>
  );
}
