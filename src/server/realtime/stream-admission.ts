import type { Context } from 'hono';
import type { Auth } from '#server/lib/auth.ts';
import { clientIp } from '#server/lib/client-ip.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { hasSessionCookie, sessionCacheFor } from '#server/lib/session-cache.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { STREAM_LIMIT_MESSAGES, STREAM_LIMIT_RETRY_SECONDS } from '#shared/events.ts';
import type { SseConnection } from './sse-connection.ts';
import type { StreamRefusal, StreamRegistry } from './stream-registry.ts';

/**
 * The one gate of every event stream (GET /api/realtime and a live board's stream): it takes a place in the
 * instance's stream registry for the client's address and user before the stream is made, and answers 429
 * (the client's own cap) or 503 (the instance is full) with Retry-After otherwise. `open` makes the stream;
 * if it fails (a board the viewer may not see, the database away) the place is given back.
 */
/** Answers 429 (the client's own cap) or 503 (the instance is full), with Retry-After. */
function refuse(c: Context, cap: StreamRefusal): never {
  const full = cap === 'instanceFull';
  c.header(
    'Retry-After',
    String(full ? STREAM_LIMIT_RETRY_SECONDS.instanceFull : STREAM_LIMIT_RETRY_SECONDS.perClient),
  );
  throw new HttpError(
    full ? 503 : 429,
    full ? ERROR_CODES.unavailable : ERROR_CODES.rateLimited,
    STREAM_LIMIT_MESSAGES[cap],
  );
}

export function streamAdmission(deps: {
  auth: Auth;
  streams: StreamRegistry;
  trustProxy: boolean;
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
