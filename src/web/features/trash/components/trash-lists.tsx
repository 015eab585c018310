import { useState } from 'react';
import { TRASH_SKELETONS } from '#shared/limits.ts';
import type { TrashedBoard, TrashedSound } from '#shared/schemas/trash.ts';
import { TRASH_TEXT } from '#shared/trash-messages.ts';
import { TabsContent } from '#web/components/ui/tabs.tsx';
import { usePlayback } from '#web/lib/audio/use-playback.ts';
import {
  useDeleteItemPermanently,
  useRestoreItem,
  type TrashItemKind,
} from '../api/trash-mutations.ts';
import { PermanentDeleteDialog } from './trash-dialogs.tsx';
import { TrashBoardCard } from './trash-board-card.tsx';
import { gridClass, TrashSkeletons } from './trash-skeletons.tsx';
import { TrashSoundCard } from './trash-sound-card.tsx';

interface TrashListsProps {
  loading: boolean;
  boards: TrashedBoard[];
  sounds: TrashedSound[];
}

/** The two tab panels with their cards, and the permanent-delete confirmation. */
export function TrashLists({ loading, boards, sounds }: TrashListsProps) {
  const restoreBoard = useRestoreItem('board');
  const restoreSound = useRestoreItem('sound');
  const deleteBoard = useDeleteItemPermanently('board');
  const deleteSound = useDeleteItemPermanently('sound');
  const playback = usePlayback();
  const statusOf = (id: string) =>
    playback.loadingId === id ? 'loading' : playback.playingId === id ? 'playing' : null;
  const [toDelete, setToDelete] = useState<{ kind: TrashItemKind; id: string } | null>(null);

  const isPending = (kind: TrashItemKind, id: string) => {
    const mutations = kind === 'board' ? [restoreBoard, deleteBoard] : [restoreSound, deleteSound];
    return mutations.some((mutation) => mutation.isPending && mutation.variables === id);
  };
  const deletion = toDelete?.kind === 'sound' ? deleteSound : deleteBoard;
  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  return (
    <>
      <TabsContent value="boards">
        {loading ? (
          <TrashSkeletons count={TRASH_SKELETONS.boards} shape="board" />
        ) : boards.length === 0 ? (
          <p className="py-12 text-center text-ink-muted">{TRASH_TEXT.noBoards}</p>
        ) : (
          <ul className={gridClass('board')}>
            {boards.map((board) => (
              <TrashBoardCard
                key={board.id}
                board={board}
                pending={isPending('board', board.id)}
                onRestore={() => restoreBoard.mutate(board.id)}
                onDelete={() => setToDelete({ kind: 'board', id: board.id })}
              />
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="sounds">
        {loading ? (
          <TrashSkeletons count={TRASH_SKELETONS.sounds} shape="sound" />
        ) : sounds.length === 0 ? (
          <p className="py-12 text-center text-ink-muted">{TRASH_TEXT.noSounds}</p>
        ) : (
          <ul className={gridClass('sound')}>
            {sounds.map((sound) => (
              <TrashSoundCard
                key={sound.id}
                sound={sound}
                status={statusOf(sound.id)}
                pending={isPending('sound', sound.id)}
                onPlay={() => void playback.engine.toggle(sound)}
                onRestore={() => restoreSound.mutate(sound.id)}
                onDelete={() => setToDelete({ kind: 'sound', id: sound.id })}
              />
            ))}
          </ul>
        )}
      </TabsContent>
      <PermanentDeleteDialog
        kind={toDelete?.kind ?? null}
        pending={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
