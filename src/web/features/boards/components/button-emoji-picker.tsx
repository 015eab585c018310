import { BUTTON_EMOJI, leadingEmoji, withLeadingEmoji } from '#shared/button-emoji.ts';

interface ButtonEmojiPickerProps {
  label: string;
  /** What the tile shows when the label is empty (the sound's name): an emoji goes before it. */
  fallback: string;
  onLabelChange: (label: string) => void;
}

const OPTION_CLASS =
  'inline-flex size-10 items-center justify-center rounded-lg border border-line bg-surface-raised text-xl peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:peer-checked:bg-brand-900/40';

/**
 * An emoji at the start of the label (decision 050): a radio group of common ones and None; the label field
 * shows the result and takes any other emoji typed or pasted.
 */
export function ButtonEmojiPicker({ label, fallback, onLabelChange }: ButtonEmojiPickerProps) {
  const current = leadingEmoji(label);
  const options = [{ emoji: null, name: 'No emoji' }, ...BUTTON_EMOJI];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Emoji</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map(({ emoji, name }) => (
          <label key={name} className="relative inline-flex cursor-pointer">
            <input
              type="radio"
              name="button-emoji"
              aria-label={name}
              checked={current === emoji}
              onChange={() =>
                onLabelChange(withLeadingEmoji(label.trim() ? label : fallback, emoji))
              }
              className="peer sr-only"
            />
            <span aria-hidden className={OPTION_CLASS}>
              {emoji ?? <span className="text-xs font-semibold text-ink-muted">None</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
