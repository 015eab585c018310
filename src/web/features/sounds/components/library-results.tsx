import { SearchX } from 'lucide-react';
import type { Sound } from '#shared/schemas/sound.ts';
import { LIBRARY_MESSAGES as M } from '#shared/sound-library.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useMediaQuery } from '#web/hooks/use-media-query.ts';
import { SoundCard } from './sound-card.tsx';
import { SoundRow } from './sound-row.tsx';

/** Narrower than this, the library is a compact list (decision 051); cards from here up. */
const PHONE_QUERY = '(max-width: 479.98px)';

interface LibraryResultsProps {
  sounds: Sound[];
  query: string;
  onClear: () => void;
  onAddToBoard: (sound: Sound) => void;
  onDelete: (sound: Sound) => void;
  onEditTags: (sound: Sound) => void;
}

/** The sounds that match the search, or a way back to all of them. */
export function LibraryResults({ sounds, query, onClear, ...actions }: LibraryResultsProps) {
  const compact = useMediaQuery(PHONE_QUERY);
  if (sounds.length === 0) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-ui border border-dashed border-line px-6 py-12 text-center"
      >
        <SearchX aria-hidden className="size-10 text-ink-muted" />
        <p className="font-semibold">{query.trim() ? M.noMatch(query.trim()) : M.noMatchTag}</p>
        <Button variant="secondary" onClick={onClear}>
          {M.clearSearch}
        </Button>
      </div>
    );
  }
  if (compact) {
    return (
      <ul aria-label="Sounds" className="flex flex-col gap-1.5">
        {sounds.map((sound) => (
          <SoundRow key={sound.id} sound={sound} {...actions} />
        ))}
      </ul>
    );
  }
  return (
    <ul
      aria-label="Sounds"
      className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
    >
      {sounds.map((sound) => (
        <SoundCard key={sound.id} sound={sound} {...actions} />
      ))}
    </ul>
  );
}
