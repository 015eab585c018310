import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { REMOTE_PATHS, type CreatedAccessToken } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES as M } from '#shared/remote-ui-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { ScopeBoard } from './access-tokens-section.tsx';

/** The token just made, shown this once, with Copy, the warning, and a curl line with this site's address. */
export function NewAccessToken({
  created,
  boards,
  onDone,
}: {
  created: CreatedAccessToken;
  boards: readonly ScopeBoard[];
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const boardId = created.access_token.board_id ?? boards[0]?.id ?? 'BOARD_ID';
  const header = `-H "Authorization: Bearer ${created.token}"`;
  // The board's buttons and their ids, then a press of one (BUTTON_ID: an id from the first answer).
  const list = `curl ${header} ${location.origin}${REMOTE_PATHS.remoteBoard(boardId)}`;
  const press = `curl -X POST ${header} ${location.origin}${REMOTE_PATHS.press(boardId, 'BUTTON_ID')}`;
  const copy = async () => {
    await navigator.clipboard.writeText(created.token).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="space-y-3 rounded-ui border border-brand-600 p-4">
      <p role="alert" className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {M.tokenCreated}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="new-access-token"
          className="min-w-0 flex-1 rounded-ui bg-surface-sunken px-3 py-2 font-mono text-sm break-all"
        >
          {created.token}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? M.copied : M.copy}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">{M.tryItList}</p>
      <code className="block rounded-ui bg-surface-sunken px-3 py-2 font-mono text-xs break-all">
        {list}
      </code>
      <p className="text-sm text-ink-muted">{M.tryIt}</p>
      <code className="block rounded-ui bg-surface-sunken px-3 py-2 font-mono text-xs break-all">
        {press}
      </code>
      <Button onClick={onDone}>{M.done}</Button>
    </div>
  );
}
