import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { HERO_BROWSE_LABEL, HERO_CTA } from '#shared/navigation.ts';
import { authPath, ROUTES } from '#shared/routes.ts';
import { ContinueAsGuest } from '#web/lib/guest/continue-as-guest.tsx';
import { DemoTiles } from './demo-tiles.tsx';

/** The visitor's landing hero: what Soundboard is, and the way in. */
export function VisitorHero() {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-6 px-4 pt-4 pb-10 sm:gap-10 sm:py-12 md:py-20 lg:grid-cols-2">
      <div className="text-center lg:text-left">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          Your sounds, one tap away
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:mt-3 text-balance sm:text-5xl">
          Build a soundboard in minutes
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-pretty sm:mt-4 sm:text-lg text-ink-muted lg:mx-0">
          Record or upload clips, put them on big colourful buttons, give each a hotkey, and play
          them instantly — on your phone, your laptop, or live on stream. Share boards with a link.
        </p>
        <div className="mt-5 flex flex-col items-center gap-3 sm:mt-8 sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start [&_a]:whitespace-nowrap">
          <Button asChild size="lg">
            <Link to={authPath('signup')}>{HERO_CTA}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={ROUTES.popular}>{HERO_BROWSE_LABEL}</Link>
          </Button>
        </div>
        <div className="mt-2 lg:[&>div]:text-left">
          <ContinueAsGuest hint={false} compact />
        </div>
      </div>
      <DemoTiles />
    </section>
  );
}
