import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { openAudioCache } from './audio-cache.ts';
import { PlaybackEngine, type AudioContextLike, type PlaybackSnapshot } from './playback-engine.ts';

let engine: PlaybackEngine | null = null;

/** The app's one playback engine (one AudioContext, made on the first press). */
export function getPlaybackEngine(): PlaybackEngine {
  engine ??= new PlaybackEngine({
    createContext: () => new AudioContext() as unknown as AudioContextLike,
    fetch: (url) => fetch(url, { credentials: 'same-origin' }),
    openStore: openAudioCache,
    requestFrame: (callback) => requestAnimationFrame(callback),
    cancelFrame: (handle) => cancelAnimationFrame(handle),
    onError: (message) => toast.error(message),
  });
  return engine;
}

/** The engine's state (playing id, loading id, progress, cache state), re-rendering on change. */
export function usePlayback(): PlaybackSnapshot & { engine: PlaybackEngine } {
  const current = getPlaybackEngine();
  const snapshot = useSyncExternalStore(current.subscribe, current.getSnapshot);
  return { ...snapshot, engine: current };
}
