import { useState } from 'react';
import { toast } from 'sonner';
import type { AccessTokenInfo } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES as M } from '#shared/remote-ui-messages.ts';
import { AlertDialog } from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useRevokeAccessToken } from '../api/access-tokens.ts';
import { shortDateTime } from '../lib/format.ts';

/** One access token: its name, scope, created and last used, and Revoke after a confirmation. */
export function AccessTokenRow({ token }: { token: AccessTokenInfo }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeAccessToken();
  const confirm = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(M.revoked_token);
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <li className="flex flex-wrap items-center gap-2 p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{token.name}</p>
        <p className="text-xs text-ink-muted">
          {token.board_id === null ? M.allBoards : (token.board_title ?? '')} ·{' '}
          {M.created(shortDateTime(token.created_at))} ·{' '}
          {token.last_used_at ? M.lastUsed(shortDateTime(token.last_used_at)) : M.neverUsed}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={M.revokeLabel(token.name)}
        onClick={() => setConfirming(true)}
      >
        {M.revoke}
      </Button>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={M.revokeTitle(token.name)}
        description={M.revokeDescription}
        confirmLabel={M.revoke}
        onConfirm={confirm}
        pending={revoke.isPending}
      />
    </li>
  );
}
