import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { DatabaseHandle } from './db/client.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import type { AppEnv } from './lib/app-env.ts';
import type { Logger } from './lib/logger.ts';
import { apiNotFound } from './middleware/api-not-found.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { requestLogger } from './middleware/request-logger.ts';
import { serveWeb } from './static/serve-web.ts';

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  /** Folder of the built web app; omitted in API-only tests. */
  webDistDir?: string;
}

export function createApp({ database, logger, webDistDir }: AppDeps) {
  const api = new Hono<AppEnv>().route('/', healthRoutes(database));

  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLogger(logger))
    .use(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
        },
        crossOriginEmbedderPolicy: false,
      }),
    )
    .route('/api', api)
    .all('/api/*', apiNotFound);

  app.onError(errorHandler);
  if (webDistDir) app.use('*', serveWeb(webDistDir));
  return app;
}

export type App = ReturnType<typeof createApp>;
export type AppType = App;
