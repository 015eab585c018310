import { KeyboardMusic } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { MIDI_MESSAGES as M } from '#shared/midi-messages.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { Button } from '#web/components/ui/button.tsx';
import { midiStore, midiSupported } from '../midi-access.ts';

const MidiDialog = lazy(() => import('./midi-dialog.tsx'));

/** The board's MIDI control (where the browser has Web MIDI): opens the dialog that maps keys to buttons. */
export function MidiButton({
  boardId,
  buttons,
  className,
}: {
  boardId: string;
  buttons: readonly BoardButton[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  if (!midiSupported()) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="icon"
        aria-label={M.open}
        title={M.description}
        className={className}
        onClick={() => {
          void midiStore.connect();
          setOpen(true);
        }}
      >
        <KeyboardMusic aria-hidden />
      </Button>
      {open && (
        <Suspense>
          <MidiDialog open={open} onOpenChange={setOpen} boardId={boardId} buttons={buttons} />
        </Suspense>
      )}
    </>
  );
}
