import { z } from 'zod';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { GIF_SEARCH } from '#shared/limits.ts';

/** The six variants of spec §3, in the order a GIF search result lists them. */
export const GIF_VARIANTS = [
  'fixed_width_still',
  'fixed_width_small',
  'fixed_width_downsampled',
  'fixed_width',
  'fixed_height',
  'original',
] as const;
export type GifVariant = (typeof GIF_VARIANTS)[number];

/** Spec §9: tried in this order until one is within the size limit; the name is what the toast says. */
export const GIF_VARIANT_TRIALS: readonly { variant: GifVariant; name: string }[] = [
  { variant: 'fixed_width_small', name: 'small' },
  { variant: 'fixed_width_downsampled', name: 'downsampled' },
  { variant: 'fixed_width', name: 'medium' },
  { variant: 'fixed_height', name: 'large' },
  { variant: 'original', name: 'original' },
];
/** Picking these says nothing (spec §8: the quality toast is not shown for large or original). */
export const GIF_SILENT_VARIANTS: readonly GifVariant[] = ['fixed_height', 'original'];

export interface GifImage {
  url: string;
  width: number;
  height: number;
  /** Bytes, when the provider says. */
  size?: number;
}
export interface GifResult {
  id: string;
  title: string;
  images: Record<GifVariant, GifImage>;
}
export interface GifSearchResponse {
  data: GifResult[];
}
/** GET /api/functions/gif-proxy/status: whether the server has a GIPHY key. */
export interface GifStatus {
  configured: boolean;
}

const limitText = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => {
    const n = Number.parseInt(String(value ?? ''), 10);
    return Number.isFinite(n) && n > 0 ? Math.min(n, GIF_SEARCH.fetchCount) : GIF_SEARCH.fetchCount;
  });

/** POST body (endpoint, query, limit as text) and GET query (endpoint, q, limit) of the GIF proxy. */
export const gifProxyRequestSchema = z
  .object({
    endpoint: z.enum(['search', 'trending'], { error: GIF_MESSAGES.badEndpoint }),
    query: z.string().max(200).optional(),
    limit: limitText,
  })
  .refine((body) => body.endpoint === 'trending' || (body.query ?? '').trim() !== '', {
    message: GIF_MESSAGES.missingQuery,
  });
export type GifProxyRequest = z.input<typeof gifProxyRequestSchema>;
