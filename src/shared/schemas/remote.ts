import { z } from 'zod';
import { ACCESS_TOKEN_NAME_MAX, type NowPlayingReport, type RemotePhase } from '#shared/remote.ts';
import { REMOTE_MESSAGES } from '#shared/remote-messages.ts';

/** POST …/remotes/now-playing (decision 059): what the owner's player started or stopped. */
export const nowPlayingReportSchema = z.object({
  button_id: z.uuid(),
  playing: z.boolean(),
  started_at: z.number().finite().nonnegative(),
  duration_ms: z
    .number()
    .finite()
    .nonnegative()
    .max(24 * 60 * 60_000),
  loop: z.boolean(),
}) satisfies z.ZodType<NowPlayingReport>;

/** POST /api/remote/pair. The code's form is checked after normalising (pairing-code.ts). */
export const pairRequestSchema = z.object({
  code: z
    .string({ error: REMOTE_MESSAGES.codeRequired })
    .min(1, REMOTE_MESSAGES.codeRequired)
    .max(40),
});

/** POST …/press: an optional phase; no body is a tap. */
export const remotePressSchema = z.object({
  phase: z.enum(['down', 'up']).optional(),
}) satisfies z.ZodType<{ phase?: RemotePhase }>;

/** POST /api/me/access-tokens. */
export const createAccessTokenSchema = z.object({
  name: z
    .string({ error: REMOTE_MESSAGES.nameRequired })
    .trim()
    .min(1, REMOTE_MESSAGES.nameRequired)
    .max(ACCESS_TOKEN_NAME_MAX, REMOTE_MESSAGES.nameTooLong),
  board_id: z.uuid().nullable(),
});
