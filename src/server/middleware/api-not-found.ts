import { createMiddleware } from 'hono/factory';
import { ERROR_CODES, type ErrorBody } from '#shared/errors.ts';

/** The 404 of an /api path no route answers. */
export const noApiRoute = (method: string, path: string): ErrorBody => ({
  error: { code: ERROR_CODES.notFound, message: `No API route ${method} ${path}` },
});

/** Any /api path no route answered: JSON 404, never the SPA. */
export const apiNotFound = createMiddleware((c) =>
  Promise.resolve(c.json(noApiRoute(c.req.method, c.req.path), 404)),
);
