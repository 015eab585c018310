import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from '#server/config.ts';
import { redactingErrorSerializer } from './log-redaction.ts';

export type { Logger };

/**
 * JSON lines on stdout. Outside development they are written asynchronously (lines written while a write is
 * under way go out together in the next one, instead of one blocking write per line); pino flushes what is
 * left when the process exits.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  const options = loggerOptions(config);
  if (config.nodeEnv === 'development') {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true } } });
  }
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** The options of every logger the server makes (tests build theirs from these too). */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    base: { service: 'soundboard' },
    serializers: { err: redactingErrorSerializer },
  };
}
