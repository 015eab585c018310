import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import { findActiveBoard } from '#server/domain/boards/board-access.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { Auth } from '#server/lib/auth.ts';
import type { TrustProxy } from '#server/lib/client-ip.ts';
import type { RealtimeHub } from '#server/realtime/realtime-hub.ts';
import type { AdmitStream } from '#server/realtime/stream-admission.ts';
import type { OpenTopicStream } from '#server/realtime/topic-stream.ts';
import { accessTokenRoutes } from './access-tokens.routes.ts';
import { playerPresence } from './player-presence.ts';
import { remoteGrants } from './remote-grant.ts';
import { remoteOwnerRoutes } from './remote-owner.routes.ts';
import { remoteStreams } from './remote-streams.ts';
import { remoteTriggerRoutes } from './remote-trigger.routes.ts';

/** The remote (issue 29, decision 059): the owner's routes, the access tokens, and the bearer routes. */
export function remoteRoutes(deps: {
  db: Database;
  auth: Auth;
  bus: RealtimeHub;
  admit: AdmitStream;
  openStream: OpenTopicStream;
  trustProxy: TrustProxy;
  /** The rate buckets' clock. */
  now: () => number;
}) {
  const { db, bus } = deps;
  const streams = remoteStreams({
    admit: deps.admit,
    bus,
    // Only "not found" (trashed or deleted) ends the streams; a database hiccup keeps them.
    boardActive: (boardId) =>
      findActiveBoard(db, boardId).then(
        () => true,
        (error: unknown) => !(error instanceof HttpError && error.status === 404),
      ),
  });
  const grants = remoteGrants(db);
  const presence = playerPresence(db);
  return new Hono<AppEnv>()
    .route('/', remoteOwnerRoutes({ ...deps, presence }))
    .route('/', accessTokenRoutes(deps))
    .route(
      '/',
      remoteTriggerRoutes({
        db,
        bus,
        grants,
        streams,
        presence,
        trustProxy: deps.trustProxy,
        now: deps.now,
      }),
    );
}
