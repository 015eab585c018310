import { z } from 'zod';
import { boardSchema } from '#shared/schemas/board.ts';
import { boardPadSchema } from '#shared/schemas/board-preview.ts';

/**
 * A board as GET /api/boards/popular sends it (decision 025): the board's own fields without its buttons
 * (opening the board loads it whole), plus how many of its buttons play a sound, the owner's public name, and
 * the pads its card draws and auditions (decision 051).
 */
export const popularBoardSchema = boardSchema
  .omit({
    soundboard_buttons: true,
    master_volume: true,
    play_mode: true,
    stop_all_key: true,
  })
  .extend({
    sound_count: z.number().int(),
    pads: z.array(boardPadSchema),
    owner: z.object({
      username: z.string(),
      avatar_url: z.string().nullable(),
      public_url_slug: z.string(),
    }),
  });
export type PopularBoard = z.infer<typeof popularBoardSchema>;

/** PUT / DELETE /api/boards/:id/like. */
export const likeResultSchema = z.object({ likes_count: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

/** GET /api/me/likes: ids of the boards the user liked that are still public (or their own). */
export const myLikesSchema = z.array(z.uuid());
export type MyLikes = z.infer<typeof myLikesSchema>;
