import { IMAGE_UPLOAD_MAX_BYTES } from './limits.ts';

/**
 * The GIF media proxy's fixed limits (decision 041). Not tunable: they follow from what the picker does with
 * the media (previews, and one download that becomes an image upload).
 */

/** Largest provider media the proxy passes on: a pick becomes an image upload, which cannot be larger. */
export const GIF_MEDIA_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES;
/** A signed media address works for at least this long after the search that issued it… */
export const GIF_MEDIA_URL_LIFETIME_MS = 60 * 60_000;
/** …and expiries are rounded up to this step, so one search repeated gives the same (cacheable) addresses. */
export const GIF_MEDIA_URL_EXPIRY_STEP_MS = 10 * 60_000;
/** Longest wait for the provider to start answering, and between two chunks of its answer. */
export const GIF_MEDIA_TIMEOUT_MS = 20_000;
