import { BOARD_ARCHIVE, LIBRARY_ARCHIVE } from '#shared/board-transfer.ts';
import { BOARD_PREVIEW_MAX } from '#shared/board-preview.ts';
import { BOARD_SUMMARY_PAGE } from '#shared/board-summaries.ts';
import { JSON_BODY_MAX_BYTES, PHONE_CODE_SEND_LIMITS, POPULAR_LIMIT_MAX } from '#shared/limits.ts';
import { LIVE_PRESS_RATE } from '#shared/live.ts';
import { PLAYS_PER_MINUTE, PLAYS_PER_SOUND_PER_MINUTE } from '#shared/sound-library.ts';
import { SOUND_PAGE, SOUND_SEARCH_MAX } from '#shared/sound-page.ts';
import { uploadBodyMaxBytes } from '#server/lib/upload.ts';
import {
  AUTH_RATE,
  json,
  mb,
  NO_QUEUE,
  none,
  OWN_WRITE,
  read,
  STREAMS,
  upload,
  uploadBudget,
  UPLOADS_AT_ONCE,
  write,
  type RouteLimits,
} from './route-limit-kinds.ts';
import { REMOTE_ROUTE_LIMITS } from './remote-route-limits.ts';

export type { RouteLimits } from './route-limit-kinds.ts';

/**
 * What every route may take and who may call it (docs/limits.md is written from this table by
 * scripts/write-limits-doc.ts); the row kinds are in route-limit-kinds.ts. route-limits.test.ts builds the
 * route list from the router: a route without a row, or a row without a route, fails; every declared body cap
 * is sent one byte too many and must be a 413.
 */
export const ROUTE_LIMITS: Record<string, RouteLimits> = {
  'GET /api/health': read('anyone'),
  'GET /api/ready': read('anyone'),
  'GET /api/auth/*': { caller: 'anyone', body: none, rate: AUTH_RATE, concurrency: NO_QUEUE },
  'POST /api/auth/*': {
    caller: 'anyone',
    body: json,
    rate: AUTH_RATE,
    concurrency: NO_QUEUE,
    budget: 'password hashing (scrypt, ~32 MB and ~50 ms each) only after the rate limit',
  },
  'POST /api/me/profile/files': {
    caller: 'signed-in user',
    body: upload('image'),
    rate: { none: 'bounded by the upload slots and the storage quota' },
    concurrency: UPLOADS_AT_ONCE,
    budget: uploadBudget('image'),
  },
  'GET /api/me/storage': read('signed-in user'),
  'DELETE /api/me/profile/background': write('signed-in user'),
  'GET /api/me': read('signed-in user'),
  'PATCH /api/me/profile': write('signed-in user'),
  'GET /api/profiles/:identifier': read('anyone'),
  'GET /api/trash': read('signed-in user'),
  'POST /api/boards/:id/restore': write('owner'),
  'POST /api/sounds/:id/restore': write('owner'),
  'POST /api/functions/clear-user-trash': write('signed-in user'),
  'DELETE /api/boards/:id': write('owner'),
  'DELETE /api/sounds/:id': write('owner'),
  'GET /api/boards/popular': {
    caller: 'anyone',
    body: none,
    rate: { none: `one indexed query of at most ${POPULAR_LIMIT_MAX} boards` },
    concurrency: NO_QUEUE,
  },
  'PUT /api/boards/:id/like': {
    caller: 'anyone who may see the board',
    body: json,
    rate: { none: 'one like per user and board: repeating it changes nothing' },
    concurrency: NO_QUEUE,
  },
  'DELETE /api/boards/:id/like': {
    caller: 'anyone who may see the board',
    body: json,
    rate: { none: 'one like per user and board: repeating it changes nothing' },
    concurrency: NO_QUEUE,
  },
  'GET /api/me/likes': read('signed-in user'),
  'PUT /api/boards/:id/live': write('owner'),
  'DELETE /api/boards/:id/live': write('owner'),
  'POST /api/boards/:id/live/presses': {
    caller: 'owner',
    body: json,
    rate: {
      limit: `${LIVE_PRESS_RATE.perSecond} presses per board and second, bursts of ${LIVE_PRESS_RATE.burst}, per instance (429)`,
    },
    concurrency: NO_QUEUE,
  },
  ...REMOTE_ROUTE_LIMITS,
  'GET /api/boards/:id/live': read('anyone who may see the board'),
  'GET /api/boards/:id/live/stream': {
    caller: 'anyone who may see the board',
    body: none,
    rate: { none: 'a stream, not a request: capped by the open-stream limits' },
    concurrency: STREAMS,
    budget:
      'a bounded queue of frames per stream; the per-instance cap keeps all streams within the heap',
  },
  'GET /api/boards/:id/export': {
    caller: 'owner',
    body: none,
    rate: { none: 'streamed: one file read at a time, cancelled when the client goes away' },
    concurrency: { none: 'streamed zip; memory per export stays near one file' },
    budget: 'fflate streaming zip, one stored file in memory at a time',
  },
  'POST /api/boards/import': {
    caller: 'signed-in user',
    body: upload('archive'),
    rate: { none: 'bounded by the per-instance import slots and the storage quota' },
    concurrency: {
      limit:
        'IMPORTS_PER_INSTANCE imports per instance whoever sends them (429), and the upload slots',
      env: 'IMPORTS_PER_INSTANCE',
    },
    budget:
      `archive ≤ ${mb(BOARD_ARCHIVE.maxBytes)} streamed to a temporary file, unpacked ≤ ${mb(BOARD_ARCHIVE.maxUnpackedBytes)}, ` +
      `board.json ≤ ${mb(BOARD_ARCHIVE.maxDocumentBytes)}, compression ≤ ${BOARD_ARCHIVE.maxCompressionRatio}:1; inflated in a ` +
      'worker (128 MB heap) with a running size counter, ended after IMPORT_TIME_BUDGET_SECONDS',
  },
  'GET /api/me/library/backup': {
    caller: 'signed-in user',
    body: none,
    rate: { none: 'streamed: one file read at a time, cancelled when the client goes away' },
    concurrency: { none: 'streamed zip; memory per backup stays near one file and the document' },
    budget: 'fflate streaming zip of own sounds and boards, one stored file in memory at a time',
  },
  'POST /api/me/library/restore': {
    caller: 'signed-in user',
    body: upload('library'),
    rate: { none: 'bounded by the per-instance import slots and the storage quota' },
    concurrency: {
      limit: 'shares the board imports’ IMPORTS_PER_INSTANCE (429)',
      env: 'IMPORTS_PER_INSTANCE',
    },
    budget:
      `backup ≤ ${mb(LIBRARY_ARCHIVE.maxBytes)} streamed to a temporary file, unpacked ≤ ${mb(LIBRARY_ARCHIVE.maxUnpackedBytes)}, ` +
      `library.json ≤ ${mb(LIBRARY_ARCHIVE.maxDocumentBytes)}, compression ≤ ${LIBRARY_ARCHIVE.maxCompressionRatio}:1; the board import's worker ` +
      '(128 MB heap, running size counter, IMPORT_TIME_BUDGET_SECONDS); the library read once to hash its sounds, its trash too for an archive with trashed items (decision 079)',
  },
  'GET /api/boards': read('signed-in user'),
  'GET /api/boards/summaries': {
    caller: 'signed-in user',
    body: none,
    rate: {
      none: `three indexed queries for a page of at most ${BOARD_SUMMARY_PAGE.max} boards, at most ${BOARD_PREVIEW_MAX.rows * BOARD_PREVIEW_MAX.columns} pads each (decision 065)`,
    },
    concurrency: NO_QUEUE,
  },
  'POST /api/boards': {
    caller: 'signed-in user',
    body: upload('image'),
    rate: OWN_WRITE,
    concurrency: UPLOADS_AT_ONCE,
    budget: uploadBudget('image'),
  },
  'GET /api/boards/:id': read('anyone who may see the board'),
  'PATCH /api/boards/:id': write('owner'),
  'PUT /api/boards/:id/background': {
    caller: 'owner',
    body: upload('image'),
    rate: OWN_WRITE,
    concurrency: UPLOADS_AT_ONCE,
    budget: uploadBudget('image'),
  },
  'DELETE /api/boards/:id/background': write('owner'),
  'POST /api/boards/:id/buttons': write('owner'),
  'PUT /api/boards/:id/buttons/order': write('owner'),
  'PATCH /api/boards/:id/buttons/:buttonId': write('owner'),
  'DELETE /api/boards/:id/buttons/:buttonId': write('owner'),
  'PUT /api/boards/:id/buttons/:buttonId/background': {
    caller: 'owner',
    body: upload('image'),
    rate: OWN_WRITE,
    concurrency: UPLOADS_AT_ONCE,
    budget: uploadBudget('image'),
  },
  'DELETE /api/boards/:id/buttons/:buttonId/background': write('owner'),
  'GET /api/sounds': {
    caller: 'signed-in user',
    body: none,
    rate: {
      none: `bare: the whole library; with ?limit= a page of at most ${SOUND_PAGE.max} sounds, ?q= of at most ${SOUND_SEARCH_MAX} characters, three reads of the user's own rows (decision 066)`,
    },
    concurrency: NO_QUEUE,
  },
  'POST /api/sounds': {
    caller: 'signed-in user',
    body: upload('audio', 'image'),
    rate: {
      none: 'bounded by the upload slots, the storage quota and the site-wide storage guards',
    },
    concurrency: UPLOADS_AT_ONCE,
    budget: uploadBudget('audio', 'image'),
  },
  'PUT /api/sounds/:id/image': {
    caller: 'owner',
    body: upload('image'),
    rate: OWN_WRITE,
    concurrency: UPLOADS_AT_ONCE,
    budget: uploadBudget('image'),
  },
  'POST /api/functions/ingest-audio-from-url': {
    caller: 'signed-in user',
    body: json,
    rate: {
      limit: 'bounded by the upload slots; unclaimed ingests expire after INGEST_UNCLAIMED_MINUTES',
      env: 'INGEST_UNCLAIMED_MINUTES',
    },
    concurrency: UPLOADS_AT_ONCE,
    budget: 'the download streams to storage with the audio size cap and a total deadline',
  },
  'PUT /api/sounds/:id/loudness': write('owner'),
  'PUT /api/sounds/:id/tags': write('owner'),
  'POST /api/sounds/:id/plays': {
    caller: 'anyone who may see the board',
    body: json,
    rate: {
      limit: `${PLAYS_PER_MINUTE} counted plays per address (IPv6: /64), sound and minute, and ${PLAYS_PER_SOUND_PER_MINUTE} per sound and minute from all addresses (more are not counted)`,
    },
    concurrency: NO_QUEUE,
    budget:
      "counted plays drop this instance's kept documents of the boards showing the sound (one rebuild on their next read), no other board's",
  },
  'GET /api/me/factors/phone': read('signed-in user'),
  'POST /api/me/factors/phone': {
    caller: 'signed-in user',
    body: json,
    rate: {
      limit:
        PHONE_CODE_SEND_LIMITS.map((l) => `${l.max} texts per ${l.label}`).join(', ') +
        ' per user and number',
    },
    concurrency: NO_QUEUE,
  },
  'POST /api/me/factors/phone/verify': {
    caller: 'signed-in user',
    body: json,
    rate: {
      limit: 'a code allows a few attempts, then a new one must be sent (texts are rate limited)',
    },
    concurrency: NO_QUEUE,
  },
  'DELETE /api/me/factors/phone': write('signed-in user'),
  'GET /api/realtime': {
    caller: 'anyone',
    body: none,
    rate: { none: 'a stream, not a request: capped by the open-stream limits' },
    concurrency: STREAMS,
    budget:
      'a bounded queue of frames per stream; the per-instance cap keeps all streams within the heap; a board event is built once per change (a 50 ms burst is one) and shared by every stream, at most BOARD_EVENT_MAX_CHARS (256K characters), over which viewers get board_stale and refetch once (decision 069)',
  },
  'GET /api/metrics': {
    caller: 'operator (METRICS_TOKEN)',
    body: none,
    rate: {
      none: 'answered only with the bearer token; a scrape every few seconds is the expected load',
    },
    concurrency: NO_QUEUE,
    budget:
      'one SUM over stored_files and in-memory counters; the route pattern is the label, so the series stay bounded (decision 058)',
  },
  'GET /api/functions/gif-proxy/status': read('anyone'),
  'GET /api/functions/gif-proxy/media': {
    caller: 'signed-in user',
    body: none,
    rate: {
      limit: 'GIF_MEDIA_PER_USER_PER_MINUTE (300) media requests per user and minute (429)',
      env: 'GIF_MEDIA_PER_USER_PER_MINUTE',
    },
    concurrency: NO_QUEUE,
    budget:
      'streamed from the provider, cut off past GIF_MEDIA_MAX_BYTES (5 MB); no redirects followed; signed per user, expiring (decision 041)',
  },
  'POST /api/functions/gif-proxy': {
    caller: 'signed-in user',
    body: json,
    rate: {
      limit: 'GIF_RATE_LIMIT_MAX (60) searches per user and minute',
      env: 'GIF_RATE_LIMIT_MAX',
    },
    concurrency: NO_QUEUE,
  },
  'GET /api/functions/gif-proxy': {
    caller: 'signed-in user',
    body: none,
    rate: {
      limit: 'GIF_RATE_LIMIT_MAX (60) searches per user and minute',
      env: 'GIF_RATE_LIMIT_MAX',
    },
    concurrency: NO_QUEUE,
  },
  'GET /files/:bucket/*': {
    caller: 'anyone',
    body: none,
    rate: { none: 'static files with ETag and Range, long cache; paths carry a random part' },
    concurrency: { none: 'streamed from storage, never read whole into memory' },
    budget: 'streamed; Range requests read only the asked part',
  },
};

/** The key of a route in ROUTE_LIMITS. */
export const routeKey = (method: string, path: string) => `${method} ${path}`;

/** Largest body a route reads, in bytes (the input guard's JSON cap, or its uploads' multipart cap). */
export function bodyMaxBytes(limits: RouteLimits): number | null {
  if (limits.body.kind === 'none') return null;
  if (limits.body.kind === 'json') return JSON_BODY_MAX_BYTES;
  return uploadBodyMaxBytes(...limits.body.uploads);
}
