import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Logger } from '#server/lib/logger.ts';

/**
 * Gives every request a child logger carrying its request id, and logs its outcome once, at the end: API
 * requests at info, static files and the web app's pages at debug (they are most of the hits and say little).
 */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('logger', log);
    await next();
    const level = c.req.path.startsWith('/api/') ? 'info' : 'debug';
    if (!log.isLevelEnabled(level)) return;
    log[level](
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
