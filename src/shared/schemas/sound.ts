import { z } from 'zod';
import { FILE_PATH_HINT_MAX, SOUND_NAME_MAX, URL_MAX } from '#shared/limits.ts';
import { SOUND_INPUT_MESSAGES, SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { soundUrlProblem } from '#shared/sound-names.ts';

/** A sound on the wire (spec §3), with the derived `url` (its stored file, or its source URL). */
export const soundSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  file_path: z.string().nullable(),
  source_url: z.string().nullable(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  url: z.string().nullable(),
  loudness_gain_db: z.number().nullable(),
  normalize: z.boolean(),
  tags: z.array(z.string()),
  play_count: z.number().int(),
});
export type Sound = z.infer<typeof soundSchema>;

/** POST /api/functions/ingest-audio-from-url */
export const ingestRequestSchema = z.object({
  url: z.string().min(1).max(URL_MAX, SOUND_INPUT_MESSAGES.urlTooLong(URL_MAX)),
  filePath: z.string().max(FILE_PATH_HINT_MAX).optional(),
});
export type IngestRequest = z.infer<typeof ingestRequestSchema>;

export interface IngestResponse {
  success: boolean;
  filePath: string | null;
  error: string | null;
}

/** The sound name of the record, upload and URL tabs (spec §5: required after trimming). */
export const soundNameSchema = z
  .string()
  .trim()
  .min(1, SOUND_MESSAGES.nameRequired)
  .max(SOUND_NAME_MAX, SOUND_INPUT_MESSAGES.nameTooLong(SOUND_NAME_MAX));

/** A sound's source URL as the create form sends it (trimmed; checked further by the ingest). */
export const soundSourceUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX, SOUND_INPUT_MESSAGES.urlTooLong(URL_MAX));

/** The URL tab: a name and a URL passing spec §5's rule. */
export const soundUrlFormSchema = z.object({
  name: soundNameSchema,
  url: soundSourceUrlSchema.superRefine((value, context) => {
    const problem = soundUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});
export type SoundUrlForm = z.infer<typeof soundUrlFormSchema>;
