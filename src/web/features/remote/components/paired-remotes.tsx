import { toast } from 'sonner';
import { REMOTE_UI_MESSAGES } from '#shared/remote-ui-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { disconnectRemote, useRefreshRemotes, useRemotes } from '../api/remotes.ts';
import { shortDateTime } from '../lib/format.ts';

/** The board's paired remotes, each with Disconnect (its token stops at once, its phone is told). */
export function PairedRemotes({ boardId }: { boardId: string }) {
  const remotes = useRemotes(boardId, true);
  const refresh = useRefreshRemotes(boardId);
  const disconnect = async (id: string) => {
    try {
      await disconnectRemote(boardId, id);
      toast.success(REMOTE_UI_MESSAGES.disconnected);
    } catch (error) {
      toast.error((error as Error).message);
    }
    refresh();
  };

  return (
    <section aria-labelledby="paired-remotes-title" className="space-y-2">
      <h3 id="paired-remotes-title" className="font-semibold">
        {REMOTE_UI_MESSAGES.pairedRemotes}
      </h3>
      {remotes.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : remotes.isError ? (
        <LoadError message={remotes.error.message} onRetry={() => void remotes.refetch()} />
      ) : remotes.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{REMOTE_UI_MESSAGES.noRemotes}</p>
      ) : (
        <ul className="divide-y divide-line rounded-ui border border-line">
          {remotes.data.map((remote) => (
            <li key={remote.id} className="flex flex-wrap items-center gap-2 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{remote.label}</p>
                <p className="text-xs text-ink-muted">
                  {REMOTE_UI_MESSAGES.pairedAt(shortDateTime(remote.paired_at))}
                  {remote.last_used_at &&
                    `, ${REMOTE_UI_MESSAGES.lastUsed(shortDateTime(remote.last_used_at))}`}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={REMOTE_UI_MESSAGES.disconnectLabel(remote.label)}
                onClick={() => void disconnect(remote.id)}
              >
                {REMOTE_UI_MESSAGES.disconnect}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
