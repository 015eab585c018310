import { Suspense, useState } from 'react';
import { OutputDeviceButtonFace } from './output-device-button-face.tsx';
import { lazyWhenOnline } from '#web/lib/load-when-online.ts';

const OutputDeviceDialog = lazyWhenOnline(() => import('./output-device-dialog.tsx'));

/**
 * "Output device" beside a board's title for everyone who has no Board audio dialog there: visitors,
 * other users, and the compact view.
 */
export function OutputDeviceButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OutputDeviceButtonFace className={className} onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <OutputDeviceDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
