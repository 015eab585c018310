import { KeyboardMusic } from 'lucide-react';
import { MIDI_MESSAGES as M } from '#shared/midi-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { midiSupported } from '../midi-support.ts';

/**
 * The MIDI control's markup, where the browser has Web MIDI: the server draws it into a public board's first
 * content without the MIDI code (decision 045); midi-button.tsx gives it its action.
 */
export function MidiButtonFace({
  className,
  onClick,
}: {
  className?: string;
  onClick?: () => void;
}) {
  if (!midiSupported()) return null;
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label={M.open}
      title={M.description}
      className={className}
      onClick={onClick}
    >
      <KeyboardMusic aria-hidden />
    </Button>
  );
}
