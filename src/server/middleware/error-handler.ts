import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_SECONDS,
} from '#shared/database-messages.ts';
import { codeForStatus, ERROR_CODES, type ErrorBody } from '#shared/errors.ts';
import { BAD_INPUT_SQLSTATES, driverError } from '#server/db/db-error.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { INPUT_MESSAGES } from '#shared/input-messages.ts';
import type { AppEnv } from '#server/lib/app-env.ts';

/** The one place errors become DESIGN.md §5's `{"error":{code,message}}`. */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HttpError) return c.json(error.toBody(), error.status);
  if (error instanceof HTTPException) {
    const body: ErrorBody = {
      error: { code: codeForStatus(error.status), message: error.message || 'Request failed' },
    };
    return c.json(body, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    c.get('logger').warn({ err: error }, 'database unavailable');
    c.header('Retry-After', String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
    const body: ErrorBody = {
      error: { code: ERROR_CODES.unavailable, message: DATABASE_UNAVAILABLE_MESSAGE },
    };
    return c.json(body, 503);
  }
  const { code } = driverError(error);
  if (code && BAD_INPUT_SQLSTATES.has(code)) {
    c.get('logger').warn({ err: error }, 'bad input reached the database');
    const invalid: ErrorBody = {
      error: { code: ERROR_CODES.validation, message: INPUT_MESSAGES.invalidInput },
    };
    return c.json(invalid, 400);
  }
  c.get('logger').error({ err: error }, 'unhandled error');
  const body: ErrorBody = {
    error: { code: ERROR_CODES.internal, message: 'Something went wrong on our side.' },
  };
  return c.json(body, 500);
};
