import { Trash2 } from 'lucide-react';
import { TRASH_TEXT } from '#shared/trash-messages.ts';

/** Both lists empty: 'Trash is empty' with the hint. */
export function TrashEmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-ui border border-dashed border-line px-6 py-16 text-center">
      <Trash2 aria-hidden className="size-10 text-ink-muted" />
      <h2 className="text-xl font-semibold">{TRASH_TEXT.emptyTitle}</h2>
      <p className="max-w-sm text-ink-muted">{TRASH_TEXT.emptyHint}</p>
    </div>
  );
}
