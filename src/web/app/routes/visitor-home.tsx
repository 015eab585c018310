import { PopularCarousel } from '#web/features/popular/components/popular-carousel.tsx';
import { PublicBoardSelector } from '#web/features/popular/components/public-board-selector.tsx';
import { VisitorHero } from '#web/features/home/components/visitor-hero.tsx';

/**
 * The visitor's "/" (spec §2): a board selector of public boards, the hero and the popular carousel. The
 * server renders it into the HTML too (decision 021), with the popular list still loading.
 */
export function VisitorHome() {
  return (
    <>
      <div className="mx-auto flex w-full max-w-6xl justify-end px-4 pt-4">
        <PublicBoardSelector />
      </div>
      <VisitorHero />
      <PopularCarousel />
    </>
  );
}
