import { toast } from 'sonner';
import { SOUND_CONTROL_MESSAGES as M } from '#shared/sound-controls.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Range } from '#web/components/ui/range.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { OutputName } from '#web/lib/audio/playback-types.ts';
import type { OutputDevice } from '../hooks/use-output-devices.ts';
import { useStreamOutput } from '../hooks/use-stream-output.ts';

/** A volume of 0–200 % for one output (decision 057). */
function OutputVolume({ output, label }: { output: OutputName; label: string }) {
  const { volumes, setVolume } = useStreamOutput();
  const percent = Math.round(volumes[output] * 100);
  return (
    <FormField id={`${output}-volume`} label={`${label}: ${percent}%`}>
      <Range
        min={0}
        max={200}
        step={1}
        value={percent}
        aria-valuetext={`${percent}%`}
        onChange={(event) => setVolume(output, Number(event.target.value) / 100)}
      />
    </FormField>
  );
}

/**
 * The monitor output's volume, a second output every sound also plays into and its volume (decision 057).
 * Rendered under the output device select, so only where the browser can route audio.
 */
export function StreamOutputFields({ devices }: { devices: readonly OutputDevice[] }) {
  const { streamId, chooseStream } = useStreamOutput();
  const onChange = async (value: string) => {
    try {
      await chooseStream(value === '' ? null : value);
    } catch {
      toast.error(M.outputDeviceFailed);
    }
  };
  return (
    <div className="space-y-4">
      <OutputVolume output="monitor" label={M.monitorVolume} />
      <FormField id="stream-output" label={M.streamOutput} hint={M.streamOutputHint}>
        <Select value={streamId ?? ''} onChange={(event) => void onChange(event.target.value)}>
          <option value="">{M.noStreamOutput}</option>
          {devices.map((device) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label}
            </option>
          ))}
        </Select>
      </FormField>
      {streamId !== null && <OutputVolume output="stream" label={M.streamVolume} />}
    </div>
  );
}
