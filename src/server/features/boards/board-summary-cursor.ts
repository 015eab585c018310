import { HttpError } from '#server/lib/http-error.ts';
import { isUuid } from '#server/lib/ids.ts';
import { BOARD_SUMMARY_MESSAGES, pageLimitOf } from '#shared/board-summaries.ts';
import { ERROR_CODES } from '#shared/errors.ts';

/**
 * Where a page of summaries ends (decision 065): the last board's created_at to the microsecond, as the
 * database wrote it, and its id. The next page starts strictly after that pair in the list's order, so boards
 * added or trashed between pages neither repeat nor push one out of sight.
 */
export interface SummaryCursor {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, made by the query itself (a JS Date would drop the microseconds). */
  createdAt: string;
  id: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: SummaryCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

const invalidCursor = () =>
  new HttpError(400, ERROR_CODES.validation, BOARD_SUMMARY_MESSAGES.cursorInvalid);

/** The cursor a client sent back; anything this server did not make is a 400, never a database error. */
export function decodeCursor(text: string | undefined): SummaryCursor | null {
  if (text === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor();
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string') throw invalidCursor();
  if (!CREATED_AT.test(createdAt) || !isUuid(id)) throw invalidCursor();
  // A calendar date that does not exist (Feb 31) rolls over in a Date: refuse it before the database does.
  const parsed = new Date(createdAt);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== `${createdAt.slice(0, 23)}Z`)
    throw invalidCursor();
  return { createdAt, id };
}

/** ?limit=: a whole number from 1 to the declared maximum; the default when absent. */
export function pageLimit(text: string | undefined): number {
  const limit = pageLimitOf(text);
  if (limit === null)
    throw new HttpError(400, ERROR_CODES.validation, BOARD_SUMMARY_MESSAGES.limitInvalid);
  return limit;
}
