import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Logger } from '#server/lib/logger.ts';

/** Gives every request a child logger carrying its request id, and logs its outcome. */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('logger', log);
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
