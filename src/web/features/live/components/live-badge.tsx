import { LIVE_MESSAGES as M } from '#shared/live.ts';

/** A red "Live" pill with a pulsing dot (still for reduced motion). */
export function LiveBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase">
      <span aria-hidden className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
      {M.liveBadge}
    </span>
  );
}
