import { Speaker } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { SOUND_CONTROL_MESSAGES as M } from '#shared/sound-controls.ts';
import { Button } from '#web/components/ui/button.tsx';
import { outputDeviceSupported } from '#web/lib/audio/output-device.ts';

const OutputDeviceDialog = lazy(() => import('./output-device-dialog.tsx'));

/**
 * "Output device" beside a board's title for everyone who has no Board audio dialog there: visitors,
 * other users, and the compact view. Rendered by the server too (as the MIDI button is), so browsers that
 * can switch outputs draw the header once; the others drop it when the app takes over.
 */
export function OutputDeviceButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  if (typeof window !== 'undefined' && !outputDeviceSupported()) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="icon"
        aria-label={M.outputDevice}
        title={M.outputDeviceHint}
        className={className}
        onClick={() => setOpen(true)}
      >
        <Speaker aria-hidden />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OutputDeviceDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
