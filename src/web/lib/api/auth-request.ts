import { AUTH_ERRORS, type AuthErrorField } from '#shared/auth-errors.ts';
import { ApiError, readJson } from '#web/lib/api/read-json.ts';
import { apiResponse } from '#web/lib/api/request.ts';

/**
 * better-auth refused the request itself (wrong password, wrong code …): an answer about what was typed,
 * never a sign that the session expired. `field` names the form field the message belongs to.
 */
export class AuthRefusal extends ApiError {
  constructor(
    error: ApiError,
    readonly authCode: string,
    readonly field: AuthErrorField | undefined,
  ) {
    super(error.status, error.code, error.message);
    this.name = 'AuthRefusal';
  }
}

/** A JSON POST to better-auth under /api/auth; errors become ApiError with the server's message. */
export async function postAuth<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await apiResponse(`/api/auth${path}`, { method: 'POST', json: body });
  if (response.ok) return readJson<T>(response);
  const authCode = (
    (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null
  )?.code;
  try {
    return await readJson<T>(response);
  } catch (error) {
    if (!(error instanceof ApiError) || typeof authCode !== 'string') throw error;
    throw new AuthRefusal(error, authCode, AUTH_ERRORS[authCode]?.field);
  }
}

/** The form field an error belongs to (none: shown above the submit button). */
export const errorField = (error: unknown): AuthErrorField | undefined =>
  error instanceof AuthRefusal ? error.field : undefined;
