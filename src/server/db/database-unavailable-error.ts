/** The database named by DATABASE_URL (or the embedded one in DATA_DIR) could not be opened: one line. */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly variable: 'DATABASE_URL' | 'DATA_DIR',
    cause: unknown,
  ) {
    super(`${variable}: cannot open the database (${rootMessage(cause)})`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Drizzle wraps driver errors; the driver's own message (e.g. ECONNREFUSED) is on the cause. */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return message.replace(/\s+/g, ' ').trim() || 'unknown error';
}
