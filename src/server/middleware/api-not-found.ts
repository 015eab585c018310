import { createMiddleware } from 'hono/factory';
import { ERROR_CODES, type ErrorBody } from '#shared/errors.ts';

/** Any /api path no route answered: JSON 404, never the SPA. */
export const apiNotFound = createMiddleware((c) => {
  const body: ErrorBody = {
    error: { code: ERROR_CODES.notFound, message: `No API route ${c.req.method} ${c.req.path}` },
  };
  return Promise.resolve(c.json(body, 404));
});
