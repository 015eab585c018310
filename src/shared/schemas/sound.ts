import { z } from 'zod';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
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
});
export type Sound = z.infer<typeof soundSchema>;

/** POST /api/functions/ingest-audio-from-url */
export const ingestRequestSchema = z.object({
  url: z.string().min(1),
  filePath: z.string().optional(),
});
export type IngestRequest = z.infer<typeof ingestRequestSchema>;

export interface IngestResponse {
  success: boolean;
  filePath: string | null;
  error: string | null;
}

/** The sound name of the record, upload and URL tabs (spec §5: required after trimming). */
export const soundNameSchema = z.string().trim().min(1, SOUND_MESSAGES.nameRequired);

/** The URL tab: a name and a URL passing spec §5's rule. */
export const soundUrlFormSchema = z.object({
  name: soundNameSchema,
  url: z.string().superRefine((value, context) => {
    const problem = soundUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});
export type SoundUrlForm = z.infer<typeof soundUrlFormSchema>;
