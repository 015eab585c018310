import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '#server/lib/app-env.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { noApiRoute } from '#server/middleware/api-not-found.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { Metrics } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the header is `Bearer <token>` (compared in constant time over equal-length digests). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /api/metrics: the Prometheus exposition, with `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * configured the route does not exist for anyone (404, as for any unknown path); a wrong token is 401.
 */
export function metricsRoutes(options: { metrics?: Metrics; token?: string }) {
  return new Hono<AppEnv>().get('/metrics', async (c) => {
    const { metrics, token } = options;
    if (!metrics || !token) return c.json(noApiRoute(c.req.method, c.req.path), 404);
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('www-authenticate', 'Bearer');
      throw new HttpError(401, ERROR_CODES.unauthorized, 'A valid metrics token is required.');
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  });
}

/** '/api/boards/:id{[0-9a-f…]}' → '/api/boards/:id': a parameter's pattern is not part of the label. */
const patternOf = (path: string) => path.replace(/:(\w+)\{[^/]*\}/g, ':$1');

/**
 * Counts every request by the pattern of the route that answered it ('/api/boards/:id', never the id: the
 * label set stays small whatever the URLs), with its status and latency.
 */
export function recordRequests(metrics: Metrics) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    // After next(), the route index is the handler's that answered.
    const route = patternOf(routePath(c)) || 'unmatched';
    metrics.recordRequest(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
  });
}
