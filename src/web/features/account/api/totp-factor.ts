import { postAuth } from '#web/lib/api/auth-request.ts';

export interface TotpSetup {
  totpURI: string;
  backupCodes: string[];
  /** The base32 key inside the URI, for entering by hand. */
  secret: string;
}

/** POST /api/auth/two-factor/enable: a new (not yet verified) authenticator secret. */
export async function enableTotp(password: string): Promise<TotpSetup> {
  const body = await postAuth<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', {
    password,
  });
  const secret = new URL(body.totpURI).searchParams.get('secret') ?? '';
  return { ...body, secret };
}

/** POST /api/auth/two-factor/verify-totp: confirms the new authenticator with a code from it. */
export function confirmTotp(code: string): Promise<unknown> {
  return postAuth('/two-factor/verify-totp', { code: code.replace(/\s/g, '') });
}

/** POST /api/auth/two-factor/disable: removes the authenticator (the password confirms it). */
export function disableTotp(password: string): Promise<unknown> {
  return postAuth('/two-factor/disable', { password });
}
