import { toast } from 'sonner';
import { SOUND_CONTROL_MESSAGES as M } from '#shared/sound-controls.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useOutputDevices } from '../hooks/use-output-devices.ts';
import { StreamOutputFields } from './stream-output-fields.tsx';

/**
 * Where the board's sounds play (AudioContext.setSinkId), e.g. a virtual cable into a call or a stream.
 * Rendered only where the browser can switch outputs.
 */
export function OutputDeviceSelect() {
  const outputs = useOutputDevices();
  if (!outputs.supported) return null;
  const onChange = async (deviceId: string) => {
    try {
      await outputs.choose(deviceId);
    } catch {
      toast.error(M.outputDeviceFailed);
    }
  };
  return (
    <div className="space-y-4">
      <FormField id="output-device" label={M.outputDevice} hint={M.outputDeviceHint}>
        <Select
          value={outputs.selected}
          onChange={(event) => void onChange(event.target.value)}
          data-testid="output-device"
        >
          <option value="">{M.defaultOutput}</option>
          {outputs.devices.map((device) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label}
            </option>
          ))}
        </Select>
      </FormField>
      {!outputs.named && outputs.devices.length > 0 && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="mt-1"
          onClick={() => void outputs.askForNames().catch(() => undefined)}
        >
          {M.showDeviceNames}
        </Button>
      )}
      <StreamOutputFields devices={outputs.devices} />
    </div>
  );
}
