import { z } from 'zod';

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
