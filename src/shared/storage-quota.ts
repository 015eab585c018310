import { MAX_CONCURRENT_UPLOADS_PER_USER, MB, USER_STORAGE_QUOTA_BYTES } from './limits.ts';

/** GET /api/me/storage */
export interface StorageUsage {
  used_bytes: number;
  quota_bytes: number;
}

const megabytes = (bytes: number) => {
  const value = bytes / MB;
  if (value > 0 && value < 0.1) return '< 0.1';
  return value >= 10 || value === 0 ? String(Math.round(value)) : value.toFixed(1);
};

/** Texts about the per-user storage quota, the site's storage guards and upload concurrency. */
const quotaExceededOf = (quotaBytes: number) =>
  `Not enough storage space: each account can store up to ${megabytes(quotaBytes)} MB. Delete sounds or images you no longer need, and empty the trash, to make room.`;

export const STORAGE_MESSAGES = {
  /** 413 at the default quota (USER_STORAGE_QUOTA_BYTES). */
  quotaExceeded: quotaExceededOf(USER_STORAGE_QUOTA_BYTES),
  /** 413 at the quota the operator set (USER_STORAGE_QUOTA_MB). */
  quotaExceededOf,
  tooManyUploads: `Too many uploads at once: at most ${MAX_CONCURRENT_UPLOADS_PER_USER} at a time. Please wait for the others to finish and try again.`,
  uploadExpired: 'The upload took too long and was discarded. Please try again.',
  ingestNotFound: 'The downloaded audio file was not found. Please download it again.',
  /** 507: the site's free-disk floor or total storage budget would be passed (not the user's quota). */
  siteFull:
    'The site has run out of storage space, so nothing new can be saved right now. Nothing was stored. Please try again later.',
  /** The quota line on My Sounds, e.g. "12.5 MB of 500 MB used" ("< 0.1 MB …" for a few kilobytes). */
  usage: ({ used_bytes, quota_bytes }: StorageUsage) =>
    `${megabytes(used_bytes)} MB of ${megabytes(quota_bytes)} MB used`,
} as const;
