import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { emailFieldSchema, passwordFieldSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { Credentials } from '#web/features/auth/api/sign-in.ts';
import { FormError } from './form-error.tsx';

/** Spec §5: e-mail and password are both required; no further password rules are shown. */
const credentialsSchema = z.object({
  email: emailFieldSchema.trim().min(1, 'Email is required.'),
  password: passwordFieldSchema.min(1, 'Password is required.'),
});

interface CredentialsFormProps {
  mode: 'signin' | 'signup';
  error: string | null;
  pending: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** The e-mail and password form of /auth, in sign-in or sign-up mode. */
export function CredentialsForm({ mode, error, pending, onSubmit }: CredentialsFormProps) {
  const { register, handleSubmit, formState } = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const errors = formState.errors;
  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormField id="auth-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </FormField>
      <FormField id="auth-password" label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          required
          {...register('password')}
        />
      </FormField>
      <FormError message={error} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {mode === 'signup' ? AUTH_MESSAGES.signUpSubmit : AUTH_MESSAGES.signInSubmit}
      </Button>
    </form>
  );
}
