import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { MIDI_MESSAGES as M } from '#shared/midi-messages.ts';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { midiLearning } from '../hooks/use-midi-playback.ts';
import { midiStore } from '../midi-access.ts';
import { noteName } from '../midi-message.ts';
import { mapNote, noteOf, readNoteMap, unmapButton } from '../midi-mappings.ts';

interface MidiDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boardId: string;
  buttons: readonly BoardButton[];
}

/** Connected controllers, and for each playable button its key: Map / Change (learn the next note) / Remove. */
export default function MidiDialog({ open, onOpenChange, boardId, buttons }: MidiDialogProps) {
  const midi = useSyncExternalStore(midiStore.subscribe, midiStore.get, midiStore.get);
  const [chosen, setChosen] = useState<string | null>(null);
  const controller = chosen && midi.controllers.includes(chosen) ? chosen : midi.controllers[0];
  // Bumped after each change of the stored mappings, which are read from this device's storage.
  const [version, setVersion] = useState(0);
  const map = useMemo(
    () => (controller ? readNoteMap(controller, boardId) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version: the storage changed
    [controller, boardId, version],
  );
  const [learning, setLearning] = useState<BoardButton | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const playable = buttons.filter(hasPlayableSound);

  // Learning: the next note on the chosen controller is the button's key; playing is held meanwhile.
  useEffect(() => {
    if (!learning || !controller) return;
    midiLearning.active = true;
    const stop = midiStore.onNote((played) => {
      if (played.controller !== controller) return;
      mapNote(controller, boardId, played.note, learning.id);
      setVersion((n) => n + 1);
      setAnnouncement(M.mapped(labelOf(learning), noteName(played.note)));
      setLearning(null);
    });
    return () => {
      stop();
      midiLearning.active = false;
    };
  }, [learning, controller, boardId]);

  const close = (next: boolean) => {
    if (!next) setLearning(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close} title={M.title} description={M.description}>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {midi.status === 'connecting' || midi.status === 'off' ? (
        <p role="status" className="text-ink-muted">
          {M.connecting}
        </p>
      ) : midi.status === 'refused' ? (
        <p role="alert" className="text-danger dark:text-red-400">
          {M.refused}
        </p>
      ) : !controller ? (
        <p className="text-ink-muted">{M.noController}</p>
      ) : (
        <div className="space-y-4">
          {midi.controllers.length > 1 ? (
            <div className="space-y-1.5">
              <Label htmlFor="midi-controller">{M.controller}</Label>
              <Select
                id="midi-controller"
                value={controller}
                onChange={(event) => setChosen(event.target.value)}
              >
                {midi.controllers.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </Select>
            </div>
          ) : (
            <p className="text-sm">
              {M.controller}: <span className="font-semibold">{controller}</span>
            </p>
          )}
          {playable.length === 0 ? (
            <p className="text-ink-muted">{M.noButtons}</p>
          ) : (
            <ul className="divide-y divide-line rounded-ui border border-line">
              {playable.map((button) => {
                const label = labelOf(button);
                const note = noteOf(map, button.id);
                const isLearning = learning?.id === button.id;
                return (
                  <li key={button.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                    <span className="min-w-0 flex-1 truncate font-medium">{label}</span>
                    <span className="text-sm text-ink-muted" data-testid="midi-note">
                      {isLearning
                        ? M.waiting
                        : note === null
                          ? M.notMapped
                          : M.note(noteName(note))}
                    </span>
                    {isLearning ? (
                      <Button size="sm" variant="secondary" onClick={() => setLearning(null)}>
                        {M.cancel}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={note === null ? M.mapButton(label) : M.remap(label)}
                        onClick={() => setLearning(button)}
                      >
                        {note === null ? 'Map' : 'Change'}
                      </Button>
                    )}
                    {note !== null && !isLearning && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={M.unmap(label)}
                        onClick={() => {
                          unmapButton(controller, boardId, button.id);
                          setVersion((n) => n + 1);
                        }}
                      >
                        Remove
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}

function labelOf(button: BoardButton): string {
  return button.label ?? button.sound?.name ?? 'Button';
}
