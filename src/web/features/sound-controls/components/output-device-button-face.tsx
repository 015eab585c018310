import { Speaker } from 'lucide-react';
import { SOUND_CONTROL_MESSAGES as M } from '#shared/sound-controls.ts';
import { Button } from '#web/components/ui/button.tsx';
import { outputDeviceSupported } from '#web/lib/audio/output-device-support.ts';

/**
 * The "Output device" control's markup. Rendered by the server too (as the MIDI button is), so browsers that
 * can switch outputs draw the header once; the others drop it when the app takes over. The server draws it
 * without the device code (decision 045); output-device-button.tsx gives it its action.
 */
export function OutputDeviceButtonFace({
  className,
  onClick,
}: {
  className?: string;
  onClick?: () => void;
}) {
  if (typeof window !== 'undefined' && !outputDeviceSupported()) return null;
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label={M.outputDevice}
      title={M.outputDeviceHint}
      className={className}
      onClick={onClick}
    >
      <Speaker aria-hidden />
    </Button>
  );
}
