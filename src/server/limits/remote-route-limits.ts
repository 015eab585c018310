import {
  ACCESS_TOKENS_PER_USER_MAX,
  NOW_PLAYING_RATE,
  PLAYER_PRESENCE_EXPIRY_MS,
  PLAYER_PRESENCE_REFRESH_MS,
  PAIR_ATTEMPTS_PER_MINUTE,
  REMOTE_PRESS_RATE,
  REMOTES_PER_BOARD_MAX,
} from '#shared/remote.ts';
import {
  json,
  NO_QUEUE,
  none,
  read,
  STREAMS,
  write,
  type RouteLimits,
} from './route-limit-kinds.ts';

const PRESSES = {
  limit: `${REMOTE_PRESS_RATE.perSecond} presses per token and second, bursts of ${REMOTE_PRESS_RATE.burst}, per instance (429 with Retry-After)`,
} as const;
const press: RouteLimits = {
  caller: 'remote token (Bearer)',
  body: json,
  rate: PRESSES,
  concurrency: NO_QUEUE,
  budget:
    'one indexed token lookup, one board and button read, one NOTIFY, one indexed count of the board’s open players',
};
const STREAM_BUDGET =
  'a bounded queue of frames per stream; the per-instance cap keeps all streams within the heap';

/** The remote's routes (decision 059), spread into ROUTE_LIMITS. */
export const REMOTE_ROUTE_LIMITS: Record<string, RouteLimits> = {
  'POST /api/boards/:id/remotes': {
    ...write('owner'),
    rate: {
      none: `one short code per request; pairing it is rate limited, ${REMOTES_PER_BOARD_MAX} remotes per board (409)`,
    },
  },
  'GET /api/boards/:id/remotes': read('owner'),
  'DELETE /api/boards/:id/remotes/:remoteId': write('owner'),
  'GET /api/boards/:id/remotes/stream': {
    caller: 'owner',
    body: none,
    rate: { none: 'a stream, not a request: capped by the open-stream limits' },
    concurrency: STREAMS,
    budget: `${STREAM_BUDGET}; one presence row per open stream (written at its opening, deleted at its close, refreshed by its instance every ${PLAYER_PRESENCE_REFRESH_MS / 1000} s; an instance's rows expire ${PLAYER_PRESENCE_EXPIRY_MS / 1000} s after it stops), so the rows are bounded by the stream caps`,
  },
  'POST /api/boards/:id/remotes/now-playing': {
    caller: 'owner',
    body: json,
    rate: {
      limit: `${NOW_PLAYING_RATE.perSecond} reports per board and second, bursts of ${NOW_PLAYING_RATE.burst}, per instance (429)`,
    },
    concurrency: NO_QUEUE,
  },
  'POST /api/remote/pair': {
    caller: 'anyone',
    body: json,
    rate: {
      limit: `${PAIR_ATTEMPTS_PER_MINUTE} attempts per address (IPv6: /64) and minute, per instance (429 with Retry-After)`,
    },
    concurrency: NO_QUEUE,
    budget: 'one indexed code lookup and one small transaction',
  },
  'GET /api/remote/boards/:id': {
    ...read('remote token (Bearer)'),
    budget: 'one token lookup and the board’s buttons',
  },
  'GET /api/remote/boards/:id/stream': {
    caller: 'remote token (Bearer)',
    body: none,
    rate: { none: 'a stream, not a request: capped by the open-stream limits (per address)' },
    concurrency: STREAMS,
    budget: STREAM_BUDGET,
  },
  'POST /api/remote/boards/:id/buttons/:buttonId/press': press,
  'POST /api/remote/boards/:id/buttons/:buttonId/stop': press,
  'POST /api/remote/boards/:id/stop-all': press,
  'GET /api/me/access-tokens': read('signed-in user'),
  'POST /api/me/access-tokens': {
    ...write('signed-in user'),
    rate: {
      none: `writes only the caller’s own rows; ${ACCESS_TOKENS_PER_USER_MAX} tokens per user at most (409)`,
    },
  },
  'DELETE /api/me/access-tokens/:tokenId': write('signed-in user'),
};
