import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';
import { ERROR_CODES } from '#shared/errors.ts';
import { HttpError } from './http-error.ts';

/** Validates a JSON body with a shared schema; the first problem's message (the spec's text) becomes a 400. */
export function validateJson<T extends z.ZodType>(schema: T) {
  return zValidator('json', schema, (result) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'Invalid input';
      throw new HttpError(400, ERROR_CODES.validation, message);
    }
  });
}
