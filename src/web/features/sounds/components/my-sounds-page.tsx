import { Loader2, Music, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Sound } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { SOUND_PAGE_MESSAGES } from '#shared/sound-page.ts';
import { ROUTES } from '#shared/routes.ts';
import { TrashLink } from '#web/components/layout/trash-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { useSoundPages } from '../api/get-sound-pages.ts';
import { AddToBoardDialog } from './add-to-board-dialog.tsx';
import { CreateSoundDialog } from './create-sound-dialog.tsx';
import { DeleteSoundDialog } from './delete-sound-dialog.tsx';
import { LibraryResults } from './library-results.tsx';
import { LibrarySearch } from './library-search.tsx';
import { LoadMoreSounds } from './load-more-sounds.tsx';
import { SoundTagsDialog } from './sound-tags-dialog.tsx';
import { StorageUsageLine } from './storage-usage-line.tsx';
import { loadFailed } from '#web/lib/load-failed.ts';

const SEARCH_DEBOUNCE_MS = 250;
const COUNT_ID = 'my-sounds-count';

/** /my-sounds: the user's sound library (spec §2). Visitors are sent to /auth, replacing history. */
export function MySoundsPage() {
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const [query, setQuery] = useState('');
  const [chosenTags, setChosenTags] = useState<string[]>([]);
  // The server searches (decision 066): it is asked once typing pauses.
  const searched = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const sounds = useSoundPages({ q: searched, tags: chosenTags }, signedIn);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState<Sound | null>(null);
  const [deleting, setDeleting] = useState<Sound | null>(null);
  const [tagging, setTagging] = useState<Sound | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!session.isPending && !session.data) void navigate(ROUTES.auth, { replace: true });
  }, [session.isPending, session.data, navigate]);

  if (session.isPending || !signedIn) return <PageSpinner />;

  const { libraryTags } = sounds;
  // A chosen tag that no sound carries any more (taken off, or its sound trashed) has no chip to turn it
  // off: it stops filtering, and is forgotten.
  const activeTags = chosenTags.filter((tag) => libraryTags.includes(tag));
  if (activeTags.length !== chosenTags.length) setChosenTags(activeTags);

  const createButton = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden /> {label}
    </Button>
  );

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10">
      {/* Tighter under the header on a phone: six sounds in its first screen with the search and the count. */}
      <PageHeader
        title="My Sounds"
        description="Your sound library: play, add to boards, manage."
        className="mb-6 sm:mb-10"
      >
        <div className="flex flex-wrap gap-2">
          {createButton('Create Sound')}
          <TrashLink />
        </div>
        <StorageUsageLine enabled={signedIn} />
      </PageHeader>
      {sounds.isPending ? (
        <PageSpinner />
      ) : loadFailed(sounds) ? (
        <div role="alert" className="space-y-3 rounded-ui border border-line p-6 text-center">
          <p className="text-danger dark:text-red-400">{sounds.error.message}</p>
          <Button variant="secondary" onClick={() => void sounds.refetch()}>
            Retry
          </Button>
        </div>
      ) : sounds.libraryTotal === 0 && !searched.trim() && activeTags.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-ui border border-dashed border-line px-6 py-16 text-center">
          <Music aria-hidden className="size-12 text-brand-600 dark:text-brand-300" />
          <h2 className="text-xl font-semibold">{SOUND_MESSAGES.libraryEmpty}</h2>
          <p className="max-w-sm text-ink-muted">
            Record a clip, upload an audio file or fetch one from a link.
          </p>
          {createButton(SOUND_MESSAGES.createFirst)}
        </div>
      ) : (
        <>
          <LibrarySearch
            query={query}
            onQuery={setQuery}
            tags={libraryTags}
            chosen={activeTags}
            onToggleTag={(tag) =>
              setChosenTags((chosen) =>
                chosen.includes(tag) ? chosen.filter((t) => t !== tag) : [...chosen, tag],
              )
            }
          />
          <p
            id={COUNT_ID}
            role="status"
            className="-mt-2 mb-3 flex items-center gap-2 text-sm text-ink-muted sm:-mt-3 sm:mb-4"
          >
            {sounds.isPlaceholderData || query !== searched ? (
              <>
                <Loader2 aria-hidden className="size-4 animate-spin" />
                {SOUND_PAGE_MESSAGES.searching}
              </>
            ) : (
              SOUND_PAGE_MESSAGES.shown(sounds.sounds.length, sounds.total, sounds.libraryTotal)
            )}
          </p>
          <div ref={resultsRef}>
            <LibraryResults
              sounds={sounds.sounds}
              query={searched}
              onClear={() => {
                setQuery('');
                setChosenTags([]);
              }}
              onAddToBoard={setAdding}
              onDelete={setDeleting}
              onEditTags={setTagging}
            />
          </div>
          <LoadMoreSounds pages={sounds} countId={COUNT_ID} listRef={resultsRef} />
        </>
      )}
      <CreateSoundDialog open={creating} onOpenChange={setCreating} />
      <AddToBoardDialog sound={adding} onClose={() => setAdding(null)} />
      <DeleteSoundDialog sound={deleting} onClose={() => setDeleting(null)} />
      <SoundTagsDialog sound={tagging} onClose={() => setTagging(null)} />
    </section>
  );
}
