import { z } from 'zod';

/**
 * One pad of a board card's mini-grid (decision 051): where it sits, how it looks and what it plays. The
 * Popular list sends these instead of whole buttons; My Boards derives them from the buttons it has.
 */
export const boardPadSchema = z.object({
  id: z.uuid(),
  position_row: z.number().int(),
  position_col: z.number().int(),
  color: z.string(),
  background_image_url: z.string().nullable(),
  /** The button's label, else its sound's name; null for a button without either. */
  label: z.string().nullable(),
  /** The sound's URL; null when the button has no sound (the pad is drawn, not playable). */
  sound_url: z.string().nullable(),
});
export type BoardPad = z.infer<typeof boardPadSchema>;
