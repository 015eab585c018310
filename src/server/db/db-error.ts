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
