import { SOUND_CONTROL_MESSAGES as M } from '#shared/sound-controls.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { OutputDeviceSelect } from './output-device-select.tsx';

/** Where this device plays the board (decision 036), for those without the owner's Board audio dialog. */
export default function OutputDeviceDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={M.outputDevice}
      description={M.outputDeviceHint}
      hideDescription
    >
      <div className="space-y-4">
        <OutputDeviceSelect />
        <div className="flex justify-end">
          <Button type="button" onClick={onClose}>
            {M.done}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
