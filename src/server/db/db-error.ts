/** Drizzle wraps driver errors; the SQLSTATE and constraint name are on the cause (pg and PGlite alike). */
export interface DriverErrorInfo {
  code: string | undefined;
  constraint: string | undefined;
}

export function driverError(error: unknown): DriverErrorInfo {
  const source = (
    error instanceof Error && error.cause && typeof error.cause === 'object' ? error.cause : error
  ) as { code?: unknown; constraint?: unknown } | null;
  return {
    code: typeof source?.code === 'string' ? source.code : undefined,
    constraint: typeof source?.constraint === 'string' ? source.constraint : undefined,
  };
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

// Input hardening (DESIGN §6): driver errors that can only come from bad input (a safety net; causes are fixed).
export const BAD_INPUT_SQLSTATES: ReadonlySet<string> = new Set([
  '22P02', // invalid_text_representation (e.g. not a UUID)
  '22021', // character_not_in_repertoire (NUL in text)
  '22001', // string_data_right_truncation
]);
