import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Sound } from '#shared/schemas/sound.ts';
import {
  LIBRARY_MESSAGES as M,
  normalizeTag,
  SOUND_TAGS,
  tagProblem,
} from '#shared/sound-library.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useUpdateSoundTags } from '../api/update-sound-tags.ts';

/** A sound's tags (decision 037): type one and press Enter, remove with ×; Save sends the list. */
export function SoundTagsDialog({ sound, onClose }: { sound: Sound | null; onClose: () => void }) {
  return sound ? <TagsEditor key={sound.id} sound={sound} onClose={onClose} /> : null;
}

function TagsEditor({ sound, onClose }: { sound: Sound; onClose: () => void }) {
  const update = useUpdateSoundTags();
  const [tags, setTags] = useState(sound.tags);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  /** Adds the typed tag; false when it cannot be added (the message is shown). */
  const addDraft = (): boolean => {
    const tag = normalizeTag(draft);
    if (!tag) return true;
    if (tags.includes(tag)) {
      setDraft('');
      return true;
    }
    const problem = tagProblem(draft) ?? (tags.length >= SOUND_TAGS.maxTags ? M.tooManyTags : null);
    if (problem) {
      setError(problem);
      return false;
    }
    setTags([...tags, tag]);
    setAnnouncement(M.tagAdded(tag));
    setDraft('');
    return true;
  };

  /** Removes a tag; focus goes to the next tag's remove button, else the previous one, else the input. */
  const removeTag = (index: number) => {
    const tag = tags[index]!;
    setTags(tags.filter((t) => t !== tag));
    setAnnouncement(M.tagRemoved(tag));
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    (next ?? inputRef.current)?.focus();
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!addDraft()) return;
    const final = draft.trim() ? [...new Set([...tags, normalizeTag(draft)])] : tags;
    try {
      await update.mutateAsync({ soundId: sound.id, tags: final });
      toast.success(M.tagsSaved);
      onClose();
    } catch (failure) {
      toast.error(`${M.tagsFailed} ${failure instanceof Error ? failure.message : ''}`);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={M.tagsTitle}
      description={M.tagsDescription(sound.name)}
    >
      <form noValidate className="space-y-4" onSubmit={(event) => void save(event)}>
        <ul ref={listRef} aria-label={M.tags} className="flex min-h-9 flex-wrap gap-2">
          {tags.map((tag, index) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 dark:bg-brand-900 dark:text-brand-100"
            >
              {tag}
              <button
                type="button"
                aria-label={M.removeTag(tag)}
                onClick={() => removeTag(index)}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-brand-800"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <FormField id="new-tag" label={M.addTag} hint={M.addTagHint} error={error}>
          <Input
            ref={inputRef}
            autoComplete="off"
            value={draft}
            onChange={(event) => {
              setError(undefined);
              setDraft(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.nativeEvent.isComposing) return; // an input method's Enter picks a word
              if (event.key === 'Enter' || event.key === ',') {
                event.preventDefault();
                addDraft();
              }
            }}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
