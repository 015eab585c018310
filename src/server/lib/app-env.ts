import type { Logger } from './logger.ts';

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    logger: Logger;
    requestId: string;
  };
}
