import { MAX_CONCURRENT_UPLOADS_PER_USER } from '#shared/limits.ts';
import type { UploadKind } from '#shared/uploads.ts';
import { uploadBodyMaxBytes } from '#server/lib/upload.ts';

/** What one route may take and who may call it: a row of ROUTE_LIMITS (route-limits.ts). */
export interface RouteLimits {
  caller:
    | 'anyone'
    | 'signed-in user'
    | 'owner'
    | 'anyone who may see the board'
    | 'operator (METRICS_TOKEN)'
    | 'remote token (Bearer)';
  /** The largest body read: 'none' for GET; JSON bodies are capped by the input guard, uploads by kind. */
  body: { kind: 'none' } | { kind: 'json' } | { kind: 'upload'; uploads: UploadKind[] };
  /** A rate limit, or why the route needs none. */
  rate: { limit: string; env?: string } | { none: string };
  /** Requests or streams running at once, or why unbounded concurrency is harmless. */
  concurrency: { limit: string; env?: string } | { none: string };
  /** Routes that decompress, parse big input or stream: their memory and CPU budget. */
  budget?: string;
}

export const json = { kind: 'json' } as const;
export const none = { kind: 'none' } as const;
export const upload = (...uploads: UploadKind[]) => ({ kind: 'upload', uploads }) as const;

export const UPLOADS_AT_ONCE = {
  limit: `${MAX_CONCURRENT_UPLOADS_PER_USER} uploads or URL ingests per user and instance (429)`,
} as const;
export const uploadBudget = (...kinds: UploadKind[]) =>
  `the body (≤ ${mb(uploadBodyMaxBytes(...kinds))}) is held in memory while its type is sniffed; ` +
  `${MAX_CONCURRENT_UPLOADS_PER_USER} per user at once`;
export const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** A read of the database by id or by the caller's own rows: one indexed query, cached where hot. */
export const READ = { none: 'one indexed read; the body is refused' } as const;
/** A write to the caller's own rows: bounded by the session, the body cap and the row's own limits. */
export const OWN_WRITE = {
  none: 'writes only the caller’s own rows, one small transaction',
} as const;
export const NO_QUEUE = { none: 'one short request; the database pool queues the rest' } as const;
export const AUTH_RATE = {
  limit:
    'sign-in and sign-up: AUTH_RATE_LIMIT_MAX (10) per address and minute; sign-up also SIGNUPS_PER_ADDRESS_PER_HOUR',
  env: 'AUTH_RATE_LIMIT_MAX',
} as const;
export const STREAMS = {
  limit:
    'STREAMS_PER_ADDRESS and STREAMS_PER_USER open streams (429), STREAMS_PER_INSTANCE in all (503)',
  env: 'STREAMS_PER_ADDRESS',
} as const;

/** A read: no body, one indexed query. */
export const read = (caller: RouteLimits['caller']): RouteLimits => ({
  caller,
  body: none,
  rate: READ,
  concurrency: NO_QUEUE,
});
/** A small JSON write to the caller's own rows. */
export const write = (caller: RouteLimits['caller']): RouteLimits => ({
  caller,
  body: json,
  rate: OWN_WRITE,
  concurrency: NO_QUEUE,
});
