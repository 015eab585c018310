import { HttpError } from '#server/lib/http-error.ts';
import { AUTH_BASE_PATH } from '#server/lib/auth.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { INPUT_MESSAGES } from '#shared/input-messages.ts';
import { AUTH_BODY_SCHEMAS } from '#shared/schemas/auth.ts';

/**
 * Checks a better-auth POST before better-auth sees it: JSON only (the app's input guard has capped and parsed
 * it already), and the text maxima of the endpoints that take text (AUTH_BODY_SCHEMAS).
 */
export async function checkAuthBody(request: Request, path: string): Promise<void> {
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    throw new HttpError(415, ERROR_CODES.unsupportedType, INPUT_MESSAGES.multipartNotAccepted);
  }
  const schema = AUTH_BODY_SCHEMAS[path.slice(AUTH_BASE_PATH.length)];
  if (!schema) return;
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => {
      throw new HttpError(400, ERROR_CODES.validation, INPUT_MESSAGES.invalidJson);
    });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? INPUT_MESSAGES.invalidInput;
    throw new HttpError(400, ERROR_CODES.validation, message);
  }
}
