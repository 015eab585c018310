import { ROUTES } from '#shared/routes.ts';
import { postAuth } from '#web/lib/api/auth-request.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Second factors the server may ask for after the password: 'totp' (authenticator) and 'otp' (phone). */
export type SecondFactorMethod = 'totp' | 'otp';
/** How the second step is answered: a method's code, or one of the backup codes (decision 003). */
export type SecondFactorAnswer = SecondFactorMethod | 'backup';

const VERIFY_PATHS: Record<SecondFactorAnswer, string> = {
  totp: '/two-factor/verify-totp',
  otp: '/two-factor/verify-otp',
  backup: '/two-factor/verify-backup-code',
};

type SignInResult =
  { kind: 'signed-in' } | { kind: 'second-factor'; methods: SecondFactorMethod[] };

interface SignInResponse {
  twoFactorRedirect?: boolean;
  twoFactorMethods?: SecondFactorMethod[];
}

export async function signIn(credentials: Credentials): Promise<SignInResult> {
  // An unconfirmed address gets a new link at sign-in; it comes back to the confirmation page.
  const body = await postAuth<SignInResponse>('/sign-in/email', {
    ...credentials,
    callbackURL: ROUTES.emailConfirmed,
  });
  if (body.twoFactorRedirect)
    return { kind: 'second-factor', methods: body.twoFactorMethods ?? [] };
  return { kind: 'signed-in' };
}

/** Sign-up; `signed-in` when the server signs the user in (no e-mail verification), else `confirm-email`. */
export async function signUp(credentials: Credentials): Promise<'signed-in' | 'confirm-email'> {
  const body = await postAuth<{ token: string | null }>('/sign-up/email', {
    ...credentials,
    callbackURL: ROUTES.emailConfirmed,
  });
  return body.token ? 'signed-in' : 'confirm-email';
}

/** The second step of a sign-in (or the confirmation of a new factor while signed in). */
export function verifySecondFactor(answer: SecondFactorAnswer, code: string): Promise<unknown> {
  const trimmed = answer === 'backup' ? code.trim() : code.replace(/\s/g, '');
  return postAuth(VERIFY_PATHS[answer], { code: trimmed });
}

/** Sends a sign-in code to the user's phone. */
export function sendPhoneCode(): Promise<unknown> {
  return postAuth('/two-factor/send-otp');
}
