import type { TrashedBoard } from '#shared/schemas/trash.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { TrashCardActions } from './trash-card-actions.tsx';

interface TrashBoardCardProps {
  board: TrashedBoard;
  pending: boolean;
  onRestore: () => void;
  onDelete: () => void;
}

const SIZES = new Set(['cover', 'contain', 'auto']);

/** A trashed board: its background (or a gradient), sound count, name, description and actions. */
export function TrashBoardCard({ board, pending, onRestore, onDelete }: TrashBoardCardProps) {
  const setting = board.background_settings.size;
  const size = typeof setting === 'string' && SIZES.has(setting) ? setting : 'cover';
  return (
    <li className="flex flex-col overflow-hidden rounded-ui border border-line bg-surface-raised shadow-sm">
      <div
        className="relative aspect-[16/9] bg-gradient-to-br from-brand-500 to-fuchsia-500"
        style={
          board.background_image_url
            ? {
                backgroundImage: `url("${board.background_image_url}")`,
                backgroundSize: size,
                backgroundRepeat: size === 'auto' ? 'repeat' : 'no-repeat',
                backgroundPosition: 'center',
              }
            : undefined
        }
      >
        <Badge
          className="absolute top-2 right-2 bg-black/70"
          aria-label={`${board.sound_button_count} buttons with a sound`}
        >
          {board.sound_button_count}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="truncate font-semibold">{board.name}</h3>
        {board.description && (
          <p className="line-clamp-2 text-sm text-ink-muted">{board.description}</p>
        )}
        <TrashCardActions
          name={board.name}
          pending={pending}
          onRestore={onRestore}
          onDelete={onDelete}
          className="pt-3"
        />
      </div>
    </li>
  );
}
