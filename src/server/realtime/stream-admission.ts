import type { Context } from 'hono';
import type { Auth } from '#server/lib/auth.ts';
import { clientIp, type TrustProxy } from '#server/lib/client-ip.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { hasSessionCookie, sessionCacheFor } from '#server/lib/session-cache.ts';
import { ERROR_CODES, type ErrorBody } from '#shared/errors.ts';
import { STREAM_LIMIT_MESSAGES, STREAM_LIMIT_RETRY_SECONDS } from '#shared/events.ts';
import type { SseConnection } from './sse-connection.ts';
import type { StreamRefusal, StreamRegistry } from './stream-registry.ts';

/**
 * The one gate of every event stream (GET /api/realtime and a live board's stream): it takes a place in the
 * instance's stream registry for the client's address and user before the stream is made, and answers 429
 * (the client's own cap) or 503 (the instance is full) with Retry-After otherwise. `open` makes the stream;
 * if it fails (a board the viewer may not see, the database away) the place is given back.
 */
/** A refused stream's answer: 429 (the client's own cap) or 503 (the instance is full), with Retry-After. */
export function streamRefusal(cap: StreamRefusal) {
  const full = cap === 'instanceFull';
  return {
    status: full ? 503 : 429,
    retryAfter: full
      ? STREAM_LIMIT_RETRY_SECONDS.instanceFull
      : STREAM_LIMIT_RETRY_SECONDS.perClient,
    body: {
      error: {
        code: full ? ERROR_CODES.unavailable : ERROR_CODES.rateLimited,
        message: STREAM_LIMIT_MESSAGES[cap],
      },
    } satisfies ErrorBody,
  } as const;
}

function refuse(c: Context, cap: StreamRefusal): never {
  const { status, retryAfter, body } = streamRefusal(cap);
  c.header('Retry-After', String(retryAfter));
  throw new HttpError(status, body.error.code, body.error.message);
}

export function streamAdmission(deps: {
  auth: Auth;
  streams: StreamRegistry;
  trustProxy: TrustProxy;
}) {
  const sessions = sessionCacheFor(deps.auth);
  return async function admitStream(
    c: Context,
    open: (viewerId: string | null) => Promise<SseConnection>,
  ): Promise<SseConnection> {
    const address = clientIp(c, deps.trustProxy);
    // A flood is refused before any lookup: the address's cap first, the session (none for visitors
    // without a session cookie) only when the address has room.
    if (address && deps.streams.addressFull(address)) refuse(c, 'perAddress');
    const session = hasSessionCookie(c.req.header('cookie'))
      ? (await sessions.get(c.req.raw.headers)).session
      : null;
    const ticket = deps.streams.admit({
      address,
      userId: session?.user.id ?? null,
      sessionId: session?.session.id ?? null,
    });
    if (typeof ticket === 'string') refuse(c, ticket);
    try {
      const connection = await open(session?.user.id ?? null);
      ticket.attach(connection);
      return connection;
    } catch (error) {
      ticket.release();
      throw error;
    }
  };
}

export type AdmitStream = ReturnType<typeof streamAdmission>;
