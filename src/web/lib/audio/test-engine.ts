import { openAudioCache, type AudioStore } from './audio-cache.ts';
import {
  PlaybackEngine,
  type AudioContextLike,
  type AudioSourceLike,
  type PlaybackDeps,
} from './playback-engine.ts';

/** A stand-in for the browser's AudioContext (jsdom has none): a clock the test moves by hand. */
export class FakeContext implements AudioContextLike {
  currentTime = 0;
  state = 'running';
  destination = {};
  sources: (AudioSourceLike & { started: boolean; stopped: boolean })[] = [];
  resume = () => Promise.resolve();
  createBufferSource() {
    const source = {
      buffer: null as unknown,
      onended: null as (() => void) | null,
      started: false,
      stopped: false,
      connect: () => undefined,
      start() {
        source.started = true;
      },
      stop() {
        source.stopped = true;
      },
    };
    this.sources.push(source);
    return source;
  }
}

/**
 * A real PlaybackEngine over the fake context for unit tests: every URL answers 20 bytes (2 s in the fake
 * decoder); frames run when the test calls `runFrame`, idle callbacks when it calls `runIdle`.
 */
export function createTestEngine(options: { store?: () => Promise<AudioStore> } = {}) {
  const context = new FakeContext();
  /** Decodes ahead of a press (an OfflineAudioContext in the browser): 20 bytes are 2 s. */
  const decoder = {
    decodeAudioData: (data: ArrayBuffer) => Promise.resolve({ duration: data.byteLength / 10 }),
  };
  let contextsCreated = 0;
  const requests: string[] = [];
  const errors: string[] = [];
  const frames: (() => void)[] = [];
  const idles: (() => void)[] = [];
  const deps: PlaybackDeps = {
    createContext: () => {
      contextsCreated++;
      return context;
    },
    createDecoder: () => decoder,
    fetch: (url) => {
      requests.push(url);
      return Promise.resolve(new Response(new Uint8Array(20)));
    },
    openStore: options.store ?? openAudioCache,
    requestFrame: (callback) => frames.push(callback),
    requestIdle: (callback) => void idles.push(callback),
    cancelFrame: () => undefined,
    onError: (message) => errors.push(message),
  };
  const engine = new PlaybackEngine(deps);
  const runFrame = () => frames.splice(0).forEach((frame) => frame());
  /** Runs the idle callbacks queued so far and lets their fetches settle. */
  const runIdle = async () => {
    idles.splice(0).forEach((idle) => idle());
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return {
    engine,
    context,
    decoder,
    contextsCreated: () => contextsCreated,
    requests,
    errors,
    runFrame,
    runIdle,
  };
}
