import { useCallback, useEffect, useState } from 'react';
import { getPlaybackEngine } from '#web/lib/audio/use-playback.ts';
import { storedOutputDevice, storeOutputDevice } from '#web/lib/audio/output-device.ts';
import { outputDeviceSupported } from '#web/lib/audio/output-device-support.ts';

export interface OutputDevice {
  deviceId: string;
  label: string;
}

/**
 * The audio outputs this browser can play into, and the one chosen on this device (decision 036). Chromium
 * names them only once the page may use a microphone: `askForNames` asks, then lists again.
 */
export function useOutputDevices() {
  const supported = outputDeviceSupported();
  const [devices, setDevices] = useState<OutputDevice[]>([]);
  const [selected, setSelected] = useState(storedOutputDevice);

  const refresh = useCallback(async () => {
    if (!supported || !navigator.mediaDevices?.enumerateDevices) return;
    const all = await navigator.mediaDevices.enumerateDevices();
    setDevices(
      all
        .filter((device) => device.kind === 'audiooutput' && device.deviceId !== 'default')
        .map((device, index) => ({
          deviceId: device.deviceId,
          label: device.label || `Output ${index + 1}`,
        })),
    );
  }, [supported]);

  useEffect(() => {
    const listen = () => void refresh();
    // The list arrives asynchronously (enumerateDevices), not as a state change within this effect.
    queueMicrotask(listen);
    navigator.mediaDevices?.addEventListener?.('devicechange', listen);
    return () => navigator.mediaDevices?.removeEventListener?.('devicechange', listen);
  }, [refresh]);

  const choose = async (deviceId: string) => {
    await getPlaybackEngine().setOutputDevice(deviceId);
    storeOutputDevice(deviceId);
    setSelected(deviceId);
  };

  const askForNames = async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    await refresh();
  };

  const named = devices.some((device) => !device.label.startsWith('Output '));
  return { supported, devices, selected, choose, askForNames, named };
}
