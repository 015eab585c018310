import path from 'node:path';
import { z } from 'zod';
import { SHUTDOWN_GRACE_MS } from '#server/lib/graceful-close.ts';
import type { TrustProxy } from '#server/lib/client-ip.ts';
import { limitsFromEnv, type Limits } from '#server/limits/tunable-limits.ts';
import type { S3Settings } from '#server/storage/s3.ts';
import { TRASH_RETENTION_DAYS } from '#shared/limits.ts';

/** GIPHY's public API; the only place the provider's host is written (tests point GIPHY_API_BASE at a fake). */
const GIPHY_PUBLIC_API_BASE = 'https://api.giphy.com/v1/gifs';
/** GIF proxy requests per user and minute. */
const GIF_RATE_LIMIT_DEFAULT = 60;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).default(TRASH_RETENTION_DAYS),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|10|\d)$/, {
      error: 'must be true, false or the number of proxies in front (0–10)',
    })
    .optional()
    .transform((value): TrustProxy => {
      if (value === undefined || value === 'false') return false;
      return value === 'true' ? true : Number(value);
    }),
  FILE_JANITOR_MIN_AGE_SECONDS: z.coerce.number().int().min(0).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number()
    .min(0)
    .default(SHUTDOWN_GRACE_MS / 1000),
  INGEST_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  GIPHY_API_KEY: z.string().min(1).optional(),
  GIPHY_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(GIPHY_PUBLIC_API_BASE),
  GIF_MEDIA_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  GIF_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(GIF_RATE_LIMIT_DEFAULT),
  STORAGE_DRIVER: z.enum(['fs', 's3'], { error: 'must be fs or s3' }).default('fs'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  /** Origin users reach the site at (no path); e-mail links and the cookies' Secure flag follow it. */
  publicUrl: string;
  /** Undefined: generated once and kept in DATA_DIR/auth-secret (see lib/auth-secret.ts). */
  authSecret: string | undefined;
  /** Undefined: no mail server; mails go to DATA_DIR/outbox and e-mail verification is off. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For hop. */
  trustProxy: TrustProxy;
  /** Set: GET /api/metrics answers Prometheus with this bearer token (decision 058); unset: no metrics. */
  metricsToken: string | undefined;
  /** Days an item stays in the trash before the retention job deletes it permanently. */
  trashRetentionDays: number;
  /** Sign-in/sign-up attempts per address and minute; undefined: the default (10). */
  authRateLimitMax: number | undefined;
  /** Test-only: URL ingest may fetch from loopback addresses (fixture servers). Off by default. */
  ingestAllowLoopback: boolean;
  /** Files younger than this are left alone by the file janitor; undefined: the default (1 h). */
  fileJanitorMinAgeMs: number | undefined;
  /** On SIGTERM, requests in flight get this long to finish before their connections are dropped. */
  shutdownGraceMs: number;
  /** GIF search (decision 027): undefined key → the proxy answers 503 gif_search_unavailable. */
  /** allowLoopback (GIF_MEDIA_ALLOW_LOOPBACK) is test-only: the fake GIPHY of browser tests is on loopback. */
  giphy: {
    apiKey: string | undefined;
    apiBase: string;
    rateLimitMax: number;
    allowLoopback: boolean;
  };
  /** Where uploaded files live: DATA_DIR/files, or an S3-compatible bucket (decision 030). */
  storage: { driver: 'fs' } | { driver: 's3'; s3: S3Settings };
  /** Instance-wide guards (streams, imports, disk, sign-ups): docs/limits.md. */
  limits: Limits;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; every bad key is named in the error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const { limits, problems: limitProblems } = limitsFromEnv(env);
  const storageProblems = [...s3Problems(e), ...limitProblems];
  if (storageProblems.length > 0) throw new ConfigError(storageProblems);
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    publicUrl,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Soundboard <no-reply@${new URL(publicUrl).hostname}>`,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    ingestAllowLoopback: e.INGEST_ALLOW_LOOPBACK,
    fileJanitorMinAgeMs:
      e.FILE_JANITOR_MIN_AGE_SECONDS === undefined
        ? undefined
        : e.FILE_JANITOR_MIN_AGE_SECONDS * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    giphy: {
      apiKey: e.GIPHY_API_KEY,
      apiBase: e.GIPHY_API_BASE.replace(/\/+$/, ''),
      rateLimitMax: e.GIF_RATE_LIMIT_MAX,
      allowLoopback: e.GIF_MEDIA_ALLOW_LOOPBACK,
    },
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            s3: {
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET!,
              credentials:
                e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                  : undefined,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : { driver: 'fs' },
    limits,
  };
}

/** With STORAGE_DRIVER=s3: a bucket, and both keys or neither (then the SDK's default credentials). */
function s3Problems(e: {
  STORAGE_DRIVER: 'fs' | 's3';
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): string[] {
  if (e.STORAGE_DRIVER !== 's3') return [];
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET is required when STORAGE_DRIVER=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return problems;
}

/** Test-only environment, read here so that nothing else touches process.env. */
export function readTestEnv(): { testDatabaseUrl: string | undefined } {
  const url = process.env.TEST_DATABASE_URL;
  return { testDatabaseUrl: url ? url : undefined };
}
