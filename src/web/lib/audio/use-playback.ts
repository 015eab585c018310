import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { fetchFile } from '#web/lib/api/request.ts';
import { openAudioCache } from './audio-cache.ts';
import { connectThroughLimiter } from './master-limiter-node.ts';
import { onSessionEnd } from './session-end.ts';
import { storedOutputDevice } from './output-device.ts';
import { storedOutputVolume, storedStreamOutput } from './stream-output.ts';
import { outputDeviceSupported } from './output-device-support.ts';
import { PlaybackEngine, type AudioContextLike, type PlaybackSnapshot } from './playback-engine.ts';

let engine: PlaybackEngine | null = null;

/** This browser's output rate at its last context: sounds are decoded at it from the start (decision 052). */
const RATE_KEY = 'soundboard:output-rate';
const outputRate = {
  remembered(): number | null {
    try {
      const rate = Number(localStorage.getItem(RATE_KEY));
      return rate >= 8000 && rate <= 384_000 ? rate : null;
    } catch {
      return null;
    }
  },
  remember(rate: number) {
    try {
      localStorage.setItem(RATE_KEY, String(rate));
    } catch {
      // private mode: decoded at the default rate until the context is made, on each visit
    }
  },
};

/** The app's one playback engine (one AudioContext, made on the first press). */
export function getPlaybackEngine(): PlaybackEngine {
  if (engine) return engine;
  engine = new PlaybackEngine({
    createContext: () => new AudioContext() as unknown as AudioContextLike,
    connectMaster: connectThroughLimiter,
    // Decoding needs no audio output: an offline context is made in well under a millisecond, where an
    // AudioContext blocks the main thread ~100 ms. It decodes at the output's rate (decision 052).
    createDecoder: (sampleRate) => new OfflineAudioContext({ length: 1, sampleRate }),
    outputRate,
    // Chromium's fetch priority hint (RequestInit.priority): off-screen tiles' sounds load at low priority.
    fetch: (url, priority) => fetchFile(url, priority ? { priority } : {}),
    requestIdle: (callback) =>
      typeof requestIdleCallback === 'function'
        ? void requestIdleCallback(() => void callback(), { timeout: 2000 })
        : void setTimeout(() => void callback(), 50),
    openStore: openAudioCache,
    requestFrame: (callback) => requestAnimationFrame(callback),
    cancelFrame: (handle) => cancelAnimationFrame(handle),
    onError: (message) => toast.error(message),
  });
  // The output device chosen earlier on this device; applied when the context is made (once: switching
  // the output, even to the same device, can interrupt what plays).
  const sinkId = outputDeviceSupported() ? storedOutputDevice() : '';
  if (sinkId) void engine.setOutputDevice(sinkId).catch(() => undefined);
  // The second output and each output's volume, as chosen on this device (decision 057).
  engine.setOutputVolume('monitor', storedOutputVolume('monitor'));
  engine.setOutputVolume('stream', storedOutputVolume('stream'));
  const streamId = outputDeviceSupported() ? storedStreamOutput() : null;
  if (streamId !== null) void engine.setStreamOutput(streamId).catch(() => undefined);
  // A session that ends takes its decoded sounds and queued downloads with it (decision 042).
  const made = engine;
  onSessionEnd(() => made.forgetSounds());
  return engine;
}

/** The engine's state (playing id, loading id, progress, cache state), re-rendering on change. */
export function usePlayback(): PlaybackSnapshot & { engine: PlaybackEngine } {
  const current = getPlaybackEngine();
  const snapshot = useSyncExternalStore(current.subscribe, current.getSnapshot);
  return { ...snapshot, engine: current };
}
