import { z } from 'zod';
import { LOUDNESS_GAIN_DB } from '#shared/sound-controls.ts';

/**
 * PUT /api/sounds/:id/loudness (decision 036): the gain the browser measured (EBU R128) to bring the sound to
 * the target, and whether the sound plays with it. Either may be sent alone.
 */
export const soundLoudnessSchema = z
  .object({
    // Hundredths of a dB are plenty, and fit the column (a float4 cannot hold 5e-324).
    loudness_gain_db: z
      .number()
      .min(LOUDNESS_GAIN_DB.min)
      .max(LOUDNESS_GAIN_DB.max)
      .transform((db) => Math.round(db * 100) / 100 || 0)
      .optional(),
    normalize: z.boolean().optional(),
  })
  .refine((value) => value.loudness_gain_db !== undefined || value.normalize !== undefined, {
    message: 'Send loudness_gain_db or normalize.',
  });
export type SoundLoudness = z.infer<typeof soundLoudnessSchema>;
