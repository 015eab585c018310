import { z } from 'zod';
import type { LivePress } from '#shared/live.ts';

/** The body of POST /api/boards/:id/live/presses (decision 035). */
export const livePressSchema = z.object({
  button_id: z.uuid(),
  action: z.enum(['play', 'stop']),
}) satisfies z.ZodType<LivePress>;
