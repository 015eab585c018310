import { boardTransferRoutes } from '#server/features/board-transfer/board-transfer.routes.ts';
import { soundLibraryRoutes } from '#server/features/sounds/library.routes.ts';
import { soundLoudnessRoutes } from '#server/features/sounds/loudness.routes.ts';
import type { TrustProxy } from '#server/lib/client-ip.ts';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { DatabaseHandle } from './db/client.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { phoneFactorRoutes } from './features/auth/phone-factor.routes.ts';
import { boardDocumentCache } from '#server/domain/boards/board-document-cache.ts';
import { boardDocumentEvents } from '#server/domain/boards/board-document-events.ts';
import { boardRoutes } from './features/boards/boards.routes.ts';
import { gifRoutes, type GifSettings } from './features/gifs/gifs.routes.ts';
import { likeRoutes } from './features/likes/likes.routes.ts';
import { createLiveSessions, type LiveSessions } from './features/live/live-sessions.ts';
import { liveRoutes } from './features/live/live.routes.ts';
import { remoteRoutes } from './features/remote/remote.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { fileRoutes } from './features/files/files.routes.ts';
import { profileRoutes } from './features/profiles/profiles.routes.ts';
import { trashRoutes } from './features/trash/trash.routes.ts';
import { soundsApi } from './features/sounds/sounds-api.ts';
import { ensureProfile } from './features/profiles/profiles.service.ts';
import type { AppEnv } from './lib/app-env.ts';
import { createAuth, type PasswordHashing } from './lib/auth.ts';
import { installSessionCache, type SessionCacheOptions } from './lib/session-cache.ts';
import { createSessionBroadcast } from './lib/session-broadcast.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './lib/mailer.ts';
import { loggingPhoneCodeSender, type PhoneCodeSender } from './lib/phone-code-sender.ts';
import { apiNotFound } from './middleware/api-not-found.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { apiInputGuard } from './middleware/input-guard.ts';
import { requestIds } from './middleware/request-id.ts';
import { requestLogger } from './middleware/request-logger.ts';
import { sameOrigin } from './middleware/same-origin.ts';
import { closeAfterUnreadBody } from './middleware/unread-body.ts';
import { forgetSessionsOnChange } from './middleware/session-changes.ts';
import type { SessionEnv } from './middleware/session.ts';
import { recordRequests, metricsRoutes } from './metrics/metrics.routes.ts';
import type { Metrics } from './metrics/metrics.ts';
import { storageUsedBytes } from './metrics/storage-used.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime/realtime-hub.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { refuseFloodedStreamAddresses } from './realtime/early-stream-refusal.ts';
import { revokedStreamsCloser } from './realtime/revoked-streams.ts';
import { streamAdmission } from './realtime/stream-admission.ts';
import { streamRegistryFor } from './realtime/stream-registry.ts';
import { topicStreams } from './realtime/topic-stream.ts';
import { firstContent } from './static/first-content.ts';
import { serveWeb } from './static/serve-web.ts';
import { DEFAULT_LIMITS, type Limits } from './limits/tunable-limits.ts';
import type { Storage } from './storage/storage.ts';
import { storagePolicyFromLimits, withStoragePolicy } from './storage/storage-policy.ts';

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  /** Folder of the built web app; omitted in API-only tests. */
  webDistDir?: string;
  /** Origin users reach the site at (config.publicUrl). */
  publicUrl: string;
  authSecret: string;
  mailer: Mailer;
  /** Take client addresses from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: TrustProxy;
  /** Uploaded files (DESIGN.md §1: a local folder by default). */
  storage: Storage;
  /** Sign-in/sign-up attempts allowed per address and minute (AUTH_RATE_LIMIT_MAX). */
  authRateLimitMax?: number;
  /** Texts phone codes; without one they are only logged (the server passes the outbox sender). */
  phoneCodeSender?: PhoneCodeSender;
  /** Test-only: URL ingest may fetch from loopback (INGEST_ALLOW_LOOPBACK). */
  ingestAllowLoopback?: boolean;
  /** Total time for one URL-ingest download; INGEST_DEADLINE_MS unless given (tests pass a short one). */
  ingestDeadlineMs?: number;
  /** Test-only: the session cache's clock and lifetime (defaults: Date.now, SESSION_CACHE_TTL_MS). */
  sessionCache?: SessionCacheOptions;
  /** The realtime bus of every event stream (decision 046); the server passes one it closes on shutdown. */
  realtime?: RealtimeHub;
  /** Live sessions (decision 035) on that bus; made here when not given. */
  live?: LiveSessions;
  /** GIF search (config.giphy); without it GIF search is off (503 gif_search_unavailable). */
  gifs?: GifSettings;
  /** Instance-wide guards (config.limits); tests override single ones. Defaults: DEFAULT_LIMITS. */
  limits?: Partial<Limits>;
  /** Prometheus metrics and the bearer token that reads them (METRICS_TOKEN, decision 058); off without. */
  metrics?: { registry: Metrics; token: string };
  /** Test-only: the clock of the remote's rate buckets (Date.now), so a flood test does not race the refill. */
  clock?: () => number;
  /** Test-only: a cheap password hash for the thousands of accounts tests make (the product keeps scrypt). */
  passwordHashing?: PasswordHashing;
}

export function createApp(deps: AppDeps) {
  const { database, logger, webDistDir, publicUrl } = deps;
  const db = database.db;
  const limits: Limits = { ...DEFAULT_LIMITS, ...deps.limits };
  // Every write through the store obeys the site-wide storage guards (docs/decisions/009).
  const storage = withStoragePolicy(deps.storage, storagePolicyFromLimits(limits, logger));
  const auth = createAuth({
    db,
    logger,
    baseUrl: publicUrl,
    secret: deps.authSecret,
    mailer: deps.mailer,
    rateLimitMax: deps.authRateLimitMax,
    phoneCodeSender: deps.phoneCodeSender ?? loggingPhoneCodeSender(logger),
    onUserCreated: async (user) => {
      await ensureProfile(db, user);
    },
    passwordHashing: deps.passwordHashing,
  });

  // Sign-outs and revocations reach every instance's session cache and open streams (decision 025).
  const sessionBroadcast = createSessionBroadcast({ database, logger });
  const sessionCache = installSessionCache(auth, deps.sessionCache, sessionBroadcast);
  const realtime = deps.realtime ?? createRealtimeHub({ database, logger });
  const live = deps.live ?? createLiveSessions({ bus: realtime });
  // Realtime and live streams share one registry: the caps count them together.
  const streams = streamRegistryFor(limits);
  sessionBroadcast.onChange(revokedStreamsCloser({ db, streams, logger }));
  const admitStream = streamAdmission({ auth, streams, trustProxy: deps.trustProxy ?? false });
  const openStream = topicStreams({ admit: admitStream, hub: realtime });
  deps.metrics?.registry.observe({
    openStreams: streams.size,
    pool: database.poolStats && (() => database.poolStats!()),
    storageUsedBytes: () => storageUsedBytes(db),
  });

  // Decision 070: kept board documents; a write by a signed-in user drops their boards' documents on this
  // instance before the answer leaves, so the writer's next read is fresh without waiting for the change feed.
  const documents = boardDocumentCache(db, realtime);
  // Decision 069: after a board's changes each instance sends its viewers the board itself, from the cache.
  boardDocumentEvents({ bus: realtime, documents });
  const api = new Hono<AppEnv>()
    .use(
      createMiddleware<{ Variables: Partial<SessionEnv['Variables']> }>(async (c, next) => {
        await next();
        const user = c.req.method === 'GET' || c.req.method === 'HEAD' ? null : c.get('user');
        if (user) documents.dropOwner(user.id);
      }),
    )
    .route('/', healthRoutes({ database, storage }))
    .route(
      '/auth',
      authRoutes(auth, {
        db,
        trustProxy: deps.trustProxy ?? false,
        ping: () => database.ping(),
      }),
    )
    .route('/', profileRoutes({ db, auth, storage }))
    // Trash first: it answers DELETE /boards/:id and /sounds/:id with ?permanent=true, else passes on.
    .route('/', trashRoutes({ db, auth, storage }))
    .route('/', likeRoutes({ db, auth }))
    .route('/', liveRoutes({ db, auth, hub: live, openStream }))
    .route(
      '/',
      remoteRoutes({
        db,
        auth,
        bus: realtime,
        admit: admitStream,
        openStream,
        trustProxy: deps.trustProxy ?? false,
        now: deps.clock ?? Date.now,
      }),
    )
    .route('/', boardTransferRoutes({ db, auth, storage }))
    .route('/', boardRoutes({ db, auth, storage, documents }))
    .route(
      '/',
      soundsApi({
        db,
        auth,
        storage,
        ingestAllowLoopback: deps.ingestAllowLoopback,
        ingestDeadlineMs: deps.ingestDeadlineMs,
      }),
    )
    .route('/', soundLoudnessRoutes({ db, auth }))
    .route(
      '/',
      soundLibraryRoutes({
        db,
        auth,
        trustProxy: deps.trustProxy ?? false,
        onPlaysCounted: (soundId) => documents.dropSound(soundId),
      }),
    )
    .route('/', phoneFactorRoutes({ db, auth }))
    .route('/', realtimeRoutes({ openStream }))
    .route('/', metricsRoutes({ metrics: deps.metrics?.registry, token: deps.metrics?.token }))
    .route(
      '/',
      gifRoutes({
        auth,
        secret: deps.authSecret,
        gifs: deps.gifs ?? { apiKey: undefined, apiBase: 'http://127.0.0.1:9', rateLimitMax: 60 },
      }),
    );

  const countRequests = deps.metrics
    ? recordRequests(deps.metrics.registry)
    : createMiddleware<AppEnv>((_c, next) => next());

  const app = new Hono<AppEnv>()
    .use(refuseFloodedStreamAddresses(streams, deps.trustProxy ?? false))
    .use(requestIds())
    .use(closeAfterUnreadBody)
    .use(async (c, next) => {
      c.set('limits', limits);
      await next();
    })
    .use(requestLogger(logger))
    .use(countRequests)
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
    .use(sameOrigin(publicUrl))
    .use('/api/*', apiInputGuard)
    .use('/api/*', forgetSessionsOnChange({ cache: sessionCache, db, broadcast: sessionBroadcast }))
    .route('/api', api)
    .route('/files', fileRoutes(storage))
    .all('/api/*', apiNotFound);

  app.onError(errorHandler);
  if (webDistDir)
    app.use(
      '*',
      serveWeb(webDistDir, (page) => firstContent(db, page)),
    );
  return app;
}

export type App = ReturnType<typeof createApp>;
export type AppType = App;
