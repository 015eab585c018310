import type { Logger } from './logger.ts';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** better-auth's log calls, routed into pino (never the console) under `component: 'auth'`. */
export function authLogger(logger: Logger) {
  const log = logger.child({ component: 'auth' });
  return {
    level: 'info' as const,
    log(level: AuthLogLevel, message: string, ...args: unknown[]) {
      const error = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => arg !== error);
      log[level](
        { ...(error ? { err: error } : {}), ...(details.length ? { details } : {}) },
        message,
      );
    },
  };
}
