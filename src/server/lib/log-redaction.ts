import pino from 'pino';

const REDACTED = '[redacted]';
/** Bound parameters shorter than this (flags, counts, positions) are left alone: not secrets, and redacting
 *  them would blank digits all over a stack trace. */
const MIN_SECRET_LENGTH = 6;
const MAX_CAUSES = 10;

interface FailedQuery {
  query: string;
  params: unknown[];
}

const isFailedQuery = (error: unknown): error is FailedQuery =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as Partial<FailedQuery>).query === 'string' &&
  Array.isArray((error as Partial<FailedQuery>).params);

/**
 * The bound parameters of every failed query in the error's cause chain, longest first. Drizzle writes them
 * into its error's message ("Failed query: …\nparams: <token>"), and libraries that wrap the error (better-auth's
 * "Failed to get session: …") copy that message into their own: a session token, a password hash or an e-mail
 * would reach the log with any of them.
 */
function boundParameters(error: unknown): string[] {
  const secrets = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    if (isFailedQuery(current)) {
      secrets.add(String(current.params));
      for (const param of current.params) secrets.add(String(param));
    }
    current = current.cause;
  }
  return [...secrets]
    .filter((s) => s.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
}

/** A copy of the serialized error with every secret replaced (the error itself is left as it was). */
function redactStrings(value: unknown, secrets: string[], seen: WeakSet<object>): unknown {
  if (typeof value === 'string') {
    return secrets.reduce((text, secret) => text.replaceAll(secret, REDACTED), value);
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, secrets, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      key === 'params' && Array.isArray(item)
        ? `${item.length} parameters, ${REDACTED}`
        : redactStrings(item, secrets, seen);
  }
  return copy;
}

/**
 * pino's error serializer without the values of failed queries: the SQL stays (it says what failed), its
 * parameters go, wherever they were copied (message, stack, a wrapping error's body).
 */
export function redactingErrorSerializer(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error);
  const secrets = boundParameters(error);
  if (secrets.length === 0) return serialized;
  return redactStrings(serialized, secrets, new WeakSet());
}
