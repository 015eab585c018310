import type { Limits } from '#server/limits/tunable-limits.ts';
import type { Logger } from './logger.ts';

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    logger: Logger;
    requestId: string;
    /** The instance's tunable limits (docs/limits.md). */
    limits: Limits;
  };
}
