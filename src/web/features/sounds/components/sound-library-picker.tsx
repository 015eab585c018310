import { Check, Loader2, Music, Play, Square } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Sound } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { SOUND_PAGE_MESSAGES } from '#shared/sound-page.ts';
import { LIBRARY_MESSAGES } from '#shared/sound-library.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { usePlayback } from '#web/lib/audio/use-playback.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { loadFailed } from '#web/lib/load-failed.ts';
import { useSoundPages } from '../api/get-sound-pages.ts';
import { LoadMoreSounds } from './load-more-sounds.tsx';

/** Above this many sounds the picker offers a filter box. */
const FILTER_FROM = 6;
const SEARCH_DEBOUNCE_MS = 250;
const COUNT_ID = 'sound-picker-count';

interface SoundLibraryPickerProps {
  /** The sound the button holds now, marked in the list. */
  currentSoundId: string | null;
  /** The sound being assigned (its row shows a spinner; every row is disabled meanwhile). */
  pendingId: string | null;
  onPick: (sound: Sound) => void;
}

/** The Library tab of the assign-sound drawer: the user's sounds, each with a preview and a pick button. */
export function SoundLibraryPicker({ currentSoundId, pendingId, onPick }: SoundLibraryPickerProps) {
  const { engine, playingId } = usePlayback();
  const [filter, setFilter] = useState('');
  // Searched on the server once typing pauses, a page at a time (decision 066).
  const searched = useDebouncedValue(filter, SEARCH_DEBOUNCE_MS);
  const sounds = useSoundPages({ q: searched, tags: [] }, true);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  if (sounds.isPending) {
    return (
      <p className="flex items-center gap-2 py-6 text-ink-muted">
        <Loader2 aria-hidden className="size-4 animate-spin" /> Loading your sounds…
      </p>
    );
  }
  if (loadFailed(sounds)) {
    return (
      <div role="alert" className="space-y-3 py-4">
        <p className="text-danger dark:text-red-400">{sounds.error.message}</p>
        <Button variant="secondary" onClick={() => void sounds.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (sounds.libraryTotal === 0 && !searched.trim()) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-ui border border-dashed border-line px-4 py-8 text-center">
        <Music aria-hidden className="size-10 text-brand-600 dark:text-brand-300" />
        <p className="font-semibold">{SOUND_MESSAGES.libraryEmpty}</p>
        <p className="text-sm text-ink-muted">
          Record a clip, upload a file or add one from a URL with the tabs above.
        </p>
      </div>
    );
  }

  // The box stays while a search is on, so a search that narrows the library can be cleared.
  const searchable = sounds.libraryTotal > FILTER_FROM || filter !== '';
  const shown = sounds.sounds;
  const settling = sounds.isPlaceholderData || filter !== searched;
  return (
    <div className="space-y-3">
      {searchable && (
        <Input
          ref={searchRef}
          type="search"
          aria-label={LIBRARY_MESSAGES.search}
          placeholder={LIBRARY_MESSAGES.searchPlaceholder}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      {shown.length === 0 && !settling && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm text-ink-muted">
            {LIBRARY_MESSAGES.noMatch(searched.trim())}
          </p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setFilter('');
              searchRef.current?.focus();
            }}
          >
            {LIBRARY_MESSAGES.clearSearch}
          </Button>
        </div>
      )}
      {searchable && (
        <p id={COUNT_ID} role="status" className="text-sm text-ink-muted">
          {settling
            ? SOUND_PAGE_MESSAGES.searching
            : SOUND_PAGE_MESSAGES.shown(shown.length, sounds.total, sounds.libraryTotal)}
        </p>
      )}
      <div ref={listRef} className="max-h-[40vh] overflow-y-auto pr-1">
        <ul aria-label="Your sounds" className="space-y-2">
          {shown.map((sound) => {
            const playing = playingId === sound.id;
            const current = sound.id === currentSoundId;
            return (
              <li key={sound.id} className="flex items-center gap-2">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={playing ? `Stop ${sound.name}` : `Preview ${sound.name}`}
                  aria-pressed={playing}
                  onClick={() => void engine.toggle({ id: sound.id, url: sound.url })}
                >
                  {playing ? <Square aria-hidden /> : <Play aria-hidden />}
                </Button>
                <Button
                  variant="secondary"
                  className="min-w-0 flex-1 justify-start"
                  disabled={pendingId !== null}
                  aria-busy={pendingId === sound.id}
                  aria-label={`Assign ${sound.name}`}
                  onClick={() => onPick(sound)}
                >
                  {pendingId === sound.id ? (
                    <Loader2 aria-hidden className="animate-spin" />
                  ) : sound.image_url ? (
                    <img src={sound.image_url} alt="" className="size-7 rounded object-cover" />
                  ) : (
                    <Music aria-hidden />
                  )}
                  <span className="truncate">{sound.name}</span>
                  {current && (
                    <span className="ml-auto flex items-center gap-1 text-xs text-ink-muted">
                      <Check aria-hidden /> Current
                    </span>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
        <LoadMoreSounds pages={sounds} countId={COUNT_ID} listRef={listRef} />
      </div>
    </div>
  );
}
