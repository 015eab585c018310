import { EMAIL_TAKEN_MESSAGE } from '#shared/auth-messages.ts';
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
export async function withContractError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const original = (await response
    .clone()
    .json()
    .catch(() => ({}))) as AuthErrorBody | null;
  const authCode = typeof original?.code === 'string' ? original.code : undefined;
  const message =
    response.status === 429 && !authCode
      ? RATE_LIMITED_MESSAGE
      : authCode?.startsWith('USER_ALREADY_EXISTS')
        ? EMAIL_TAKEN_MESSAGE
        : typeof original?.message === 'string' && original.message
          ? original.message
          : response.statusText || 'Request failed';
  const body: ErrorBody & { code?: string; message: string } = {
    error: { code: contractCode(response.status, authCode), message },
    ...(authCode ? { code: authCode } : {}),
    message,
  };

  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const retryAfter = headers.get('x-retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function contractCode(status: number, authCode: string | undefined): ErrorCode {
  if (authCode?.startsWith('USER_ALREADY_EXISTS')) return ERROR_CODES.conflict;
  return codeForStatus(status);
}
