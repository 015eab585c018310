import { EMAIL_TAKEN_MESSAGE, signUpLimitMessage } from '#shared/auth-messages.ts';
import { AUTH_ERRORS, authValidationText } from '#shared/auth-errors.ts';
import { codeForStatus, ERROR_CODES, type ErrorBody, type ErrorCode } from '#shared/errors.ts';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** better-auth's own error body: `{ code, message }`. */
interface AuthErrorBody {
  code?: unknown;
  message?: unknown;
}

/**
 * better-auth answers errors as `{code, message}`. They are given the contract's `error` object too
 * (DESIGN.md §5), keeping better-auth's top-level fields so that its client still reads them.
 */
export async function withContractError(
  response: Response,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<Response> {
  if (response.status < 400) return response;
  // A signed-in user's refused code is bad input; 401 stays for "not signed in" (DESIGN §5, decision 011).
  const status = signedIn && response.status === 401 ? 400 : response.status;
  const original = (await response
    .clone()
    .json()
    .catch(() => ({}))) as AuthErrorBody | null;
  const authCode = typeof original?.code === 'string' ? original.code : undefined;
  const ownMessage = typeof original?.message === 'string' ? original.message : '';
  const readable = (authCode && AUTH_ERRORS[authCode]) || authValidationText(ownMessage);
  const message =
    response.status === 429 && !authCode
      ? RATE_LIMITED_MESSAGE
      : authCode?.startsWith('USER_ALREADY_EXISTS')
        ? EMAIL_TAKEN_MESSAGE
        : readable
          ? readable.message
          : ownMessage || response.statusText || 'Request failed';
  const body: ErrorBody & { code?: string; message: string } = {
    error: { code: contractCode(status, authCode), message },
    ...(authCode ? { code: authCode } : {}),
    message,
  };

  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const retryAfter = headers.get('x-retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify(body), { status, headers });
}

function contractCode(status: number, authCode: string | undefined): ErrorCode {
  if (authCode?.startsWith('USER_ALREADY_EXISTS')) return ERROR_CODES.conflict;
  return codeForStatus(status);
}

/** 429 past SIGNUPS_PER_ADDRESS_PER_HOUR, shaped like better-auth's errors after withContractError. */
export function signUpLimited(perHour: number, retryAfterSeconds: number): Response {
  const message = signUpLimitMessage(perHour);
  const body: ErrorBody & { code: string; message: string } = {
    error: { code: ERROR_CODES.rateLimited, message },
    code: 'TOO_MANY_SIGN_UPS',
    message,
  };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
  });
}
