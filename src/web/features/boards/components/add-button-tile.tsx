import { Plus } from 'lucide-react';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';

/** The owner's dashed 'Add Button' tile at the end of the grid. */
export function AddButtonTile({ onAdd, disabled }: { onAdd: () => void; disabled?: boolean }) {
  return (
    <li className="list-none">
      <button
        type="button"
        onClick={onAdd}
        disabled={disabled}
        className="flex aspect-square min-h-12 w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-ink-muted/60 bg-surface-raised/70 text-sm font-semibold text-ink-muted hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 dark:hover:text-brand-300"
      >
        <Plus aria-hidden className="size-6" />
        {BOARD_MESSAGES.addButton}
      </button>
    </li>
  );
}
