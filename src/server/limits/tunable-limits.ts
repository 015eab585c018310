import { MB, USER_STORAGE_QUOTA_BYTES } from '#shared/limits.ts';

/**
 * The instance-wide guards an operator may tune through the environment (docs/limits.md). One table: config.ts
 * reads every entry from its variable, the app hands the values to the routes and hubs that enforce them, and
 * the docs' table is checked against it. Spec limits that are not tunable live in #shared/limits.ts.
 */
export interface TunableLimit {
  default: number;
  min: number;
  /** What the number bounds, as the docs' table says it. */
  meaning: string;
}

export const TUNABLE_LIMITS = {
  STREAMS_PER_ADDRESS: {
    default: 20,
    min: 1,
    meaning:
      'server-sent event streams (realtime and live listeners together) one client address may hold open on an instance (429 beyond)',
  },
  STREAMS_PER_USER: {
    default: 20,
    min: 1,
    meaning:
      'server-sent event streams one signed-in user may hold open on an instance, whatever their addresses (429 beyond)',
  },
  STREAMS_PER_INSTANCE: {
    default: 0,
    min: 0,
    meaning:
      'server-sent event streams one instance holds in all (503 beyond); 0 derives it from the heap limit and the measured memory of a stream',
  },
  IMPORTS_PER_INSTANCE: {
    default: 2,
    min: 1,
    meaning:
      'board imports one instance checks and stores at once, whoever sends them (429 beyond)',
  },
  IMPORT_TIME_BUDGET_SECONDS: {
    default: 60,
    min: 1,
    meaning: 'longest an import may spend unpacking and checking its archive before it is refused',
  },
  STORAGE_MIN_FREE_MB: {
    default: 512,
    min: 0,
    meaning:
      'free space the local data disk keeps: an upload or ingest that would leave less is refused (507)',
  },
  STORAGE_TOTAL_BUDGET_MB: {
    default: 102_400,
    min: 0,
    meaning:
      'all users’ stored files together may not exceed this (507 beyond); 0 turns the site-wide budget off',
  },
  USER_STORAGE_QUOTA_MB: {
    default: USER_STORAGE_QUOTA_BYTES / MB,
    min: 1,
    meaning:
      'what one user’s stored files may take together, the trash included (413 beyond); GET /api/me/storage reports it',
  },
  SIGNUPS_PER_ADDRESS_PER_HOUR: {
    default: 20,
    min: 1,
    meaning:
      'accounts one client address (an IPv6 /64) may create per hour, counted in the database across instances (429 with Retry-After beyond)',
  },
  INGEST_UNCLAIMED_MINUTES: {
    default: 15,
    min: 1,
    meaning:
      'a URL ingest no sound has claimed is deleted, and stops counting against the quota, after this long',
  },
  GIF_MEDIA_PER_USER_PER_MINUTE: {
    default: 300,
    min: 1,
    meaning:
      'GIF previews and downloads one signed-in user may load through the media proxy per minute on an instance (429 beyond)',
  },
} as const satisfies Record<string, TunableLimit>;

export type LimitName = keyof typeof TUNABLE_LIMITS;
export type Limits = Record<LimitName, number>;

export const DEFAULT_LIMITS: Limits = Object.fromEntries(
  Object.entries(TUNABLE_LIMITS).map(([name, limit]) => [name, limit.default]),
) as Limits;

/** Reads every tunable limit from its environment variable; problems name the variable. */
export function limitsFromEnv(env: Record<string, string | undefined>): {
  limits: Limits;
  problems: string[];
} {
  const limits = { ...DEFAULT_LIMITS };
  const problems: string[] = [];
  for (const [name, limit] of Object.entries(TUNABLE_LIMITS) as [LimitName, TunableLimit][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < limit.min) {
      problems.push(`${name} must be a whole number of at least ${limit.min}`);
      continue;
    }
    limits[name] = value;
  }
  return { limits, problems };
}
