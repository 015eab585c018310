// The master limiter's AudioWorklet module (decision 062), bundled on its own (?worker&url) and loaded into
// each output's context: it runs on the audio thread, one render quantum at a time.
import { LIMITER_PRIMED, MasterLimiter, limiterLatency } from './master-limiter.ts';

declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

registerProcessor(
  'master-limiter',
  class extends AudioWorkletProcessor {
    private readonly limiter = new MasterLimiter(sampleRate);
    /** Frames still to take in before the output carries the input (then 0 and `primed` was posted). */
    private toPrime = limiterLatency(sampleRate);

    process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
      this.limiter.process(inputs[0] ?? [], outputs[0] ?? []);
      if (this.toPrime > 0) {
        this.toPrime -= outputs[0]?.[0]?.length ?? 128;
        if (this.toPrime <= 0) this.port.postMessage(LIMITER_PRIMED);
      }
      return true;
    }
  },
);
