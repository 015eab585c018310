import { z } from 'zod';
import {
  LIBRARY_MESSAGES,
  normalizeTag,
  PLAY_BATCH_MAX,
  SOUND_TAGS,
  tagProblem,
} from '#shared/sound-library.ts';

/** PUT /api/sounds/:id/tags: the sound's whole tag list (blank and repeated tags dropped). */
export const soundTagsSchema = z.object({
  tags: z
    .array(
      z.string().superRefine((tag, context) => {
        const problem = tagProblem(tag);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    )
    .max(SOUND_TAGS.maxTags * 4)
    .transform((tags, context) => {
      const unique = [...new Set(tags.map(normalizeTag).filter(Boolean))];
      if (unique.length > SOUND_TAGS.maxTags) {
        context.addIssue({ code: 'custom', message: LIBRARY_MESSAGES.tooManyTags });
        return z.NEVER;
      }
      return unique;
    }),
});
export type SoundTags = z.input<typeof soundTagsSchema>;

/** POST /api/sounds/:id/plays: plays counted on the page since it last sent. */
export const soundPlaysSchema = z.object({
  count: z.number().int().min(1).max(PLAY_BATCH_MAX),
});
