import { openAudioCache, type AudioStore } from './audio-cache.ts';
import {
  PlaybackEngine,
  type AudioContextLike,
  type AudioParamLike,
  type AudioSourceLike,
  type PlaybackDeps,
} from './playback-engine.ts';

/** An AudioParam that records its automation, for tests to read what was scheduled. */
export class FakeParam implements AudioParamLike {
  value = 1;
  events: [string, number, number][] = [];
  setValueAtTime(value: number, time: number) {
    this.events.push(['set', value, time]);
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push(['ramp', value, time]);
  }
  cancelScheduledValues(time: number) {
    this.events = this.events.filter(([, , at]) => at < time);
  }
}

export interface FakeSource extends AudioSourceLike {
  started: boolean;
  stopped: boolean;
  startArgs: (number | undefined)[];
  stopAt: number | undefined;
  /** The gain node it was connected to. */
  output: { gain: FakeParam } | null;
}

/** A stand-in for the browser's AudioContext (jsdom has none): a clock the test moves by hand. */
export class FakeContext implements AudioContextLike {
  currentTime = 0;
  state = 'running';
  destination = {};
  sources: FakeSource[] = [];
  gains: { gain: FakeParam; connectedTo: unknown }[] = [];
  sinkIds: string[] = [];
  /** The output rate (a real context has one; 0 here unless a test sets it). */
  sampleRate = 0;
  resume = () => Promise.resolve();
  setSinkId = (sinkId: string) => {
    this.sinkIds.push(sinkId);
    return Promise.resolve();
  };
  createGain() {
    const node = {
      gain: new FakeParam(),
      connectedTo: null as unknown,
      connect: (destination: unknown) => {
        node.connectedTo = destination;
        return destination;
      },
    };
    this.gains.push(node);
    return node;
  }
  createBufferSource() {
    const source: FakeSource = {
      buffer: null,
      loop: false,
      loopStart: 0,
      loopEnd: 0,
      onended: null as (() => void) | null,
      started: false,
      stopped: false,
      startArgs: [],
      stopAt: undefined,
      output: null,
      connect: (destination: never) => {
        source.output = destination;
        return destination;
      },
      start(...args: (number | undefined)[]) {
        source.started = true;
        source.startArgs = args;
      },
      stop(when?: number) {
        source.stopped = true;
        source.stopAt = when;
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
export function createTestEngine(
  options: {
    store?: () => Promise<AudioStore>;
    /** The output rate remembered from an earlier visit (decision 052). */
    rememberedRate?: number;
    /** How a master gain reaches its device (default: straight; the browser's loads a limiter, decision 064). */
    connectMaster?: PlaybackDeps['connectMaster'];
    limiterWaitMs?: number;
  } = {},
) {
  const context = new FakeContext();
  /** Decodes ahead of a press (an OfflineAudioContext in the browser): 20 bytes are 2 s. */
  const decoder = {
    decodeAudioData: (data: ArrayBuffer) => Promise.resolve({ duration: data.byteLength / 10 }),
  };
  let contextsCreated = 0;
  const contexts = [context];
  /** The rate of each decoder made, in order; and the output rate remembered. */
  const decoderRates: number[] = [];
  let rememberedRate = options.rememberedRate ?? null;
  const requests: string[] = [];
  const errors: string[] = [];
  const frames: (() => void)[] = [];
  const idles: (() => Promise<void>)[] = [];
  const deps: PlaybackDeps = {
    // The first context is `context`; a second (the stream output, decision 057) is a new one.
    createContext: () => {
      contextsCreated++;
      if (contextsCreated === 1) return context;
      const another = new FakeContext();
      contexts.push(another);
      return another;
    },
    createDecoder: (sampleRate) => {
      decoderRates.push(sampleRate);
      return decoder;
    },
    outputRate: {
      remembered: () => rememberedRate,
      remember: (rate) => void (rememberedRate = rate),
    },
    fetch: (url) => {
      requests.push(url);
      return Promise.resolve(new Response(new Uint8Array(20)));
    },
    openStore: options.store ?? openAudioCache,
    requestFrame: (callback) => frames.push(callback),
    requestIdle: (callback) => void idles.push(callback),
    cancelFrame: () => undefined,
    onError: (message) => errors.push(message),
    ...(options.connectMaster ? { connectMaster: options.connectMaster } : {}),
    ...(options.limiterWaitMs === undefined ? {} : { limiterWaitMs: options.limiterWaitMs }),
  };
  const engine = new PlaybackEngine(deps);
  const runFrame = () => frames.splice(0).forEach((frame) => frame());
  /** Runs the idle callbacks queued so far and waits until their downloads are done. */
  const runIdle = async () => {
    await Promise.all(idles.splice(0).map((idle) => idle()));
  };
  return {
    engine,
    context,
    decoder,
    contextsCreated: () => contextsCreated,
    contexts,
    decoderRates,
    rememberedRate: () => rememberedRate,
    requests,
    errors,
    runFrame,
    runIdle,
  };
}
