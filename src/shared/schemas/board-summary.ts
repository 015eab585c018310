import { z } from 'zod';
import { boardSchema } from '#shared/schemas/board.ts';
import { boardPadSchema } from '#shared/schemas/board-preview.ts';
import { buttonSettingsSchema } from '#shared/schemas/button-settings.ts';

/**
 * A pad of an own board's card (decision 065): the preview pad plus how its button plays, so an audition on
 * My Boards sounds as it does on the board (volume, trim, fades, loop and the sound's loudness correction).
 */
export const ownBoardPadSchema = boardPadSchema.extend({
  ...buttonSettingsSchema.pick({
    volume: true,
    trim_start_ms: true,
    trim_end_ms: true,
    fade_in_ms: true,
    fade_out_ms: true,
    loop: true,
  }).shape,
  loudness_gain_db: z.number().nullable(),
  normalize: z.boolean(),
});
export type OwnBoardPad = z.infer<typeof ownBoardPadSchema>;

/**
 * One board of GET /api/boards/summaries (decision 065): the board's own fields without its buttons, how many
 * buttons it has and how many play a sound, and the pads its card draws. Opening the board fetches it whole.
 */
export const boardSummarySchema = boardSchema.omit({ soundboard_buttons: true }).extend({
  button_count: z.number().int(),
  sound_count: z.number().int(),
  pads: z.array(ownBoardPadSchema),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;

/** A page of summaries, newest first; `next_cursor` asks for the next page, null on the last. */
export const boardSummaryPageSchema = z.object({
  boards: z.array(boardSummarySchema),
  next_cursor: z.string().nullable(),
  /** The user's boards outside the trash, for the list's count. */
  total: z.number().int(),
});
export type BoardSummaryPage = z.infer<typeof boardSummaryPageSchema>;

/** A board's own fields, without its buttons: what the edit, share and like controls read. */
export type BoardFields = Omit<z.infer<typeof boardSchema>, 'soundboard_buttons'>;
