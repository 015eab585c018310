import { Smartphone } from 'lucide-react';
import { Suspense, useState } from 'react';
import { REMOTE_UI_MESSAGES } from '#shared/remote-ui-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { lazyWhenOnline } from '#web/lib/load-when-online.ts';

// The dialog and its QR code load on the owner's first click (visitors never fetch them: decision 010).
const RemoteDialog = lazyWhenOnline(() => import('./remote-dialog.tsx'));

/**
 * The owner's "Use a remote" (decision 060), and the prompt shown when a remote pressed before the page could
 * play: the browser plays sound only after a gesture on the page.
 */
export function RemoteControl({ boardId, blocked }: { boardId: string; blocked: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Smartphone aria-hidden />
        <span className="max-lg:sr-only">{REMOTE_UI_MESSAGES.useRemote}</span>
      </Button>
      {open && (
        <Suspense>
          <RemoteDialog open={open} onOpenChange={setOpen} boardId={boardId} />
        </Suspense>
      )}
      {blocked && (
        <div
          role="alert"
          className="fixed inset-x-4 bottom-24 z-40 mx-auto max-w-md rounded-ui border border-line bg-surface-raised p-4 text-center shadow-xl"
        >
          <p className="font-semibold">{REMOTE_UI_MESSAGES.tapToAllow}</p>
          <p className="mt-1 text-sm text-ink-muted">{REMOTE_UI_MESSAGES.tapToAllowHint}</p>
        </div>
      )}
    </>
  );
}
