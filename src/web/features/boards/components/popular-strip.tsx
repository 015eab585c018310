import { Flame } from 'lucide-react';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';

/**
 * The Popular Boards strip of the signed-in home (the first 6 popular boards). Likes and the popular list
 * are a later issue; until it lands the strip says so instead of showing made-up boards.
 */
export function PopularStrip() {
  return (
    <section aria-labelledby="popular-strip-heading" className="mb-8">
      <h2 id="popular-strip-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Flame aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
        {BOARD_MESSAGES.popularBoards}
      </h2>
      <p className="rounded-ui border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">
        Popular boards from the community will show here.
      </p>
    </section>
  );
}
