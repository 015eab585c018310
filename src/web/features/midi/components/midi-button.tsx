import { Suspense, useState } from 'react';
import type { BoardButton } from '#shared/schemas/board.ts';
import { midiStore } from '../midi-access.ts';
import { MidiButtonFace } from './midi-button-face.tsx';
import { lazyWhenOnline } from '#web/lib/load-when-online.ts';

const MidiDialog = lazyWhenOnline(() => import('./midi-dialog.tsx'));

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
  return (
    <>
      <MidiButtonFace
        className={className}
        onClick={() => {
          void midiStore.connect();
          setOpen(true);
        }}
      />
      {open && (
        <Suspense>
          <MidiDialog open={open} onOpenChange={setOpen} boardId={boardId} buttons={buttons} />
        </Suspense>
      )}
    </>
  );
}
