import { RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { TRASH_TEXT } from '#shared/trash-messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Tabs, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useTrash } from '../api/get-trash.ts';
import { useClearTrash } from '../api/trash-mutations.ts';
import { ClearTrashDialog } from './trash-dialogs.tsx';
import { TrashEmptyState } from './trash-empty-state.tsx';
import { TrashLists } from './trash-lists.tsx';
import { loadFailed } from '#web/lib/load-failed.ts';

/** /trash for a signed-in user: tabs of trashed boards and sounds, Clear All, and their dialogs. */
export function TrashPage() {
  const trash = useTrash(true);
  const clear = useClearTrash();
  const [clearOpen, setClearOpen] = useState(false);
  const boards = trash.data?.boards ?? [];
  const sounds = trash.data?.sounds ?? [];
  const total = boards.length + sounds.length;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title={TRASH_TEXT.title} description={TRASH_TEXT.retentionNote}>
        {total > 0 && (
          <Button variant="danger" onClick={() => setClearOpen(true)} disabled={clear.isPending}>
            <Trash2 aria-hidden />
            {TRASH_TEXT.clearAll}
          </Button>
        )}
      </PageHeader>

      {loadFailed(trash) ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-danger">{trash.error.message}</p>
          <Button variant="secondary" onClick={() => void trash.refetch()}>
            <RefreshCw aria-hidden />
            Retry
          </Button>
        </div>
      ) : !trash.isPending && total === 0 ? (
        <TrashEmptyState />
      ) : (
        <Tabs defaultValue="boards">
          <TabsList>
            <TabsTrigger value="boards">
              {TRASH_TEXT.boardsTab}
              {boards.length > 0 && <Badge>{boards.length}</Badge>}
            </TabsTrigger>
            <TabsTrigger value="sounds">
              {TRASH_TEXT.soundsTab}
              {sounds.length > 0 && <Badge>{sounds.length}</Badge>}
            </TabsTrigger>
          </TabsList>
          <TrashLists loading={trash.isPending} boards={boards} sounds={sounds} />
        </Tabs>
      )}

      <ClearTrashDialog
        open={clearOpen}
        count={total}
        pending={clear.isPending}
        onOpenChange={setClearOpen}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setClearOpen(false) })}
      />
    </div>
  );
}
