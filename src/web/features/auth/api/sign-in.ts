import { postAuth } from './auth-request.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Second factors the server may ask for after the password: 'totp' (authenticator) and 'otp' (phone). */
export type SecondFactorMethod = 'totp' | 'otp';

export type SignInResult =
  { kind: 'signed-in' } | { kind: 'second-factor'; methods: SecondFactorMethod[] };

interface SignInResponse {
  twoFactorRedirect?: boolean;
  twoFactorMethods?: SecondFactorMethod[];
}

export async function signIn(credentials: Credentials): Promise<SignInResult> {
  const body = await postAuth<SignInResponse>('/sign-in/email', credentials);
  if (body.twoFactorRedirect)
    return { kind: 'second-factor', methods: body.twoFactorMethods ?? [] };
  return { kind: 'signed-in' };
}

/** Sign-up; `signed-in` when the server signs the user in (no e-mail verification), else `confirm-email`. */
export async function signUp(credentials: Credentials): Promise<'signed-in' | 'confirm-email'> {
  const body = await postAuth<{ token: string | null }>('/sign-up/email', {
    ...credentials,
    callbackURL: '/',
  });
  return body.token ? 'signed-in' : 'confirm-email';
}

/** The second step of a sign-in (or the confirmation of a new factor while signed in). */
export function verifySecondFactor(method: SecondFactorMethod, code: string): Promise<unknown> {
  return postAuth(method === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-otp', {
    code: code.replace(/\s/g, ''),
  });
}

/** Sends a sign-in code to the user's phone. */
export function sendPhoneCode(): Promise<unknown> {
  return postAuth('/two-factor/send-otp');
}
