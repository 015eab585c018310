import { useState } from 'react';
import { OWNER_MENU_MESSAGES } from '#shared/owner-menu-messages.ts';
import { demoLength, playDemoSound, type DemoSound } from '#web/features/home/demo-sounds.ts';
import { cn } from '#web/lib/cn.ts';
import { useHotkeys } from '#web/lib/hotkeys.ts';

const DEMO_TILES: { label: string; hotkey: string; color: string; sound: DemoSound }[] = [
  { label: 'Airhorn', hotkey: 'A', color: 'bg-rose-600', sound: 'airhorn' },
  { label: 'Drumroll', hotkey: 'D', color: 'bg-amber-700', sound: 'drumroll' },
  { label: 'Applause', hotkey: '1', color: 'bg-emerald-700', sound: 'applause' },
  { label: 'Sad trombone', hotkey: 'T', color: 'bg-sky-700', sound: 'trombone' },
  { label: 'Rimshot', hotkey: 'R', color: 'bg-brand-600', sound: 'rimshot' },
  { label: 'Crickets', hotkey: 'C', color: 'bg-teal-700', sound: 'crickets' },
];
type DemoTile = (typeof DEMO_TILES)[number];

/** The landing page's playable demo board: tap a tile or press its key. */
export function DemoTiles() {
  const [playing, setPlaying] = useState<string | null>(null);
  const play = (tile: DemoTile) => {
    playDemoSound(tile.sound);
    setPlaying(tile.label);
    window.setTimeout(
      () => setPlaying((current) => (current === tile.label ? null : current)),
      demoLength(tile.sound) * 1000,
    );
  };
  useHotkeys(
    DEMO_TILES.map((tile) => ({ ...tile, hasSound: true })),
    play,
  );
  return (
    <section aria-labelledby="demo-heading" className="mx-auto w-full max-w-md">
      <h2 id="demo-heading" className="mb-2 text-center sm:mb-3 text-sm font-medium text-ink-muted">
        {OWNER_MENU_MESSAGES.demoLabel}
      </h2>
      <ul className="grid grid-cols-3 gap-3">
        {DEMO_TILES.map((tile) => (
          <li key={tile.label}>
            <button
              type="button"
              aria-keyshortcuts={tile.hotkey}
              aria-pressed={playing === tile.label}
              data-testid="demo-tile"
              onClick={() => play(tile)}
              className={cn(
                'relative flex aspect-[4/3] w-full items-end sm:aspect-square rounded-2xl p-3 text-left text-sm font-semibold text-white shadow-lg ring-brand-300 transition-transform focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:scale-95',
                tile.color,
                // No opacity pulse: the label must keep its contrast while the tile plays.
                playing === tile.label && 'ring-4 ring-offset-2 ring-offset-surface',
              )}
            >
              <span
                aria-hidden
                className="absolute top-2 right-2 rounded-md bg-black/25 px-1.5 text-xs"
              >
                {tile.hotkey}
              </span>
              {tile.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
