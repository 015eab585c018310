import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import { ingestRoutes } from './ingest/ingest.routes.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import type { Storage } from '#server/storage/storage.ts';
import { soundRoutes } from './sounds.routes.ts';

/** The sounds and URL-ingest routes, mounted on /api with one line in app.ts. */
export function soundsApi(deps: {
  db: Database;
  auth: Auth;
  storage: Storage;
  ingestAllowLoopback: boolean | undefined;
  ingestDeadlineMs?: number;
}) {
  const ingest = {
    allowLoopback: deps.ingestAllowLoopback ?? false,
    deadlineMs: deps.ingestDeadlineMs,
  };
  return new Hono<AppEnv>()
    .route('/', soundRoutes({ ...deps, ingest }))
    .route('/', ingestRoutes({ ...deps, ingest }));
}
