import { ERROR_CODES, type ErrorBody, type ErrorCode } from '#shared/errors.ts';
import { GUEST_MESSAGES } from '#shared/guest-messages.ts';

/** An error answer of the guest backend: the status, code and message the server gives for the same case. */
export class GuestHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const guestNotFound = (message: string) =>
  new GuestHttpError(404, ERROR_CODES.notFound, message);
export const guestInvalid = (message: string) =>
  new GuestHttpError(400, ERROR_CODES.validation, message);

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const noContent = () => new Response(null, { status: 204 });

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error) && !(error instanceof DOMException)) return false;
  const name = (error as { name?: string }).name;
  const inner = (error as { inner?: unknown }).inner;
  return name === 'QuotaExceededError' || (inner !== undefined && isQuotaError(inner));
}

/** What the guest backend answers for a failure: its own refusals as they are, a full browser as 507. */
export function errorAnswer(error: unknown): Response {
  if (error instanceof GuestHttpError) {
    return jsonAnswer(
      { error: { code: error.code, message: error.message } } satisfies ErrorBody,
      error.status,
    );
  }
  if (isQuotaError(error)) {
    return jsonAnswer(
      {
        error: { code: ERROR_CODES.storageFull, message: GUEST_MESSAGES.storageFull },
      } satisfies ErrorBody,
      507,
    );
  }
  throw error;
}
