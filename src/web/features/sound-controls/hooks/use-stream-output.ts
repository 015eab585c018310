import { useState } from 'react';
import type { OutputName } from '#web/lib/audio/playback-types.ts';
import {
  storedOutputVolume,
  storedStreamOutput,
  storeOutputVolume,
  storeStreamOutput,
} from '#web/lib/audio/stream-output.ts';
import { getPlaybackEngine } from '#web/lib/audio/use-playback.ts';

/** The stream output and each output's volume on this device (decision 057), applied at once. */
export function useStreamOutput() {
  const [streamId, setStreamId] = useState(storedStreamOutput);
  const [volumes, setVolumes] = useState(() => ({
    monitor: storedOutputVolume('monitor'),
    stream: storedOutputVolume('stream'),
  }));

  const chooseStream = async (sinkId: string | null) => {
    await getPlaybackEngine().setStreamOutput(sinkId);
    storeStreamOutput(sinkId);
    setStreamId(sinkId);
  };

  const setVolume = (output: OutputName, volume: number) => {
    getPlaybackEngine().setOutputVolume(output, volume);
    storeOutputVolume(output, volume);
    setVolumes((current) => ({ ...current, [output]: volume }));
  };

  return { streamId, volumes, chooseStream, setVolume };
}
