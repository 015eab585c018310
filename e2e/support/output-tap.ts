import { expect, type Page } from '@playwright/test';

/**
 * An output tap for browser tests (issue 27): everything the page connects to an AudioContext's destination
 * is also connected to an AudioWorklet recorder, so a test reads the samples the page sends to the speakers.
 *
 * - `installOutputTap(page, { sampleRate })` before the page loads (an init script). `sampleRate` stands in
 *   for the output device's rate: every AudioContext the page makes without asking for a rate runs at it.
 * - `startTap(page)` once the page has made its context (a pointer over a board warms it up): waits for the
 *   recorder, then records from now on.
 * - `readTap(page)` the recording so far: per channel Float32 samples and the rate.
 *
 * The recorder module is loaded from a blob: URL, which the app's CSP (scripts from 'self' only) refuses, and
 * page.route does not see worklet requests: a spec using the tap runs its pages with the CSP bypassed,
 * `test.use(OUTPUT_TAP_CONTEXT)`.
 */

/** The browser context options a spec using the tap needs. */
export const OUTPUT_TAP_CONTEXT = { bypassCSP: true } as const;

/** Runs in the audio thread: keeps every rendered quantum while recording, hands them over on request. */
const WORKLET_SOURCE = `
class OutputTapRecorder extends AudioWorkletProcessor {
  constructor() {
    super();
    this.recording = false;
    this.chunks = [];
    this.port.onmessage = (event) => {
      if (event.data === 'start') {
        this.chunks = [];
        this.recording = true;
      } else if (event.data === 'read') {
        this.port.postMessage(this.chunks);
        this.chunks = [];
      }
    };
  }
  process(inputs) {
    const input = inputs[0];
    if (this.recording && input && input.length > 0) {
      this.chunks.push(input.map((channel) => channel.slice()));
    }
    return true;
  }
}
registerProcessor('output-tap-recorder', OutputTapRecorder);
`;

export interface TapRecording {
  sampleRate: number;
  channels: Float32Array[];
}

/** Installs the tap before the page's scripts run. Call before page.goto. */
export async function installOutputTap(page: Page, options: { sampleRate?: number } = {}) {
  await page.addInitScript(
    ({ workletSource, sampleRate }) => {
      if ('__outputTap' in window) return;
      const workletPath = URL.createObjectURL(
        new Blob([workletSource], { type: 'text/javascript' }),
      );
      type Tap = {
        node: AudioWorkletNode | null;
        ready: Promise<AudioWorkletNode>;
        context: AudioContext;
        /** What is connected to the destination now (a connection made before the recorder loads waits). */
        sources: Set<AudioNode>;
      };
      const taps: Tap[] = [];
      const Original = window.AudioContext;
      const connect = AudioNode.prototype.connect as (
        this: AudioNode,
        ...args: unknown[]
      ) => unknown;

      class TappedAudioContext extends Original {
        constructor(contextOptions?: AudioContextOptions) {
          super(
            sampleRate && !contextOptions?.sampleRate
              ? { ...contextOptions, sampleRate }
              : contextOptions,
          );
          const tap: Tap = { node: null, context: this, ready: null as never, sources: new Set() };
          tap.ready = this.audioWorklet.addModule(workletPath).then(() => {
            const node = new AudioWorkletNode(this, 'output-tap-recorder', {
              numberOfInputs: 1,
              numberOfOutputs: 0,
              channelCount: this.destination.channelCount,
              channelCountMode: 'explicit',
              channelInterpretation: 'speakers',
            });
            tap.node = node;
            return node;
          });
          taps.push(tap);
        }
      }
      window.AudioContext = TappedAudioContext;

      AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
        const result = connect.apply(this, args);
        const destination = args[0];
        const tap = taps.find((candidate) => candidate.context.destination === destination);
        if (tap) {
          tap.sources.add(this);
          if (tap.node) connect.call(this, tap.node);
          else
            void tap.ready.then((node) => {
              if (tap.sources.has(this)) connect.call(this, node);
            });
        }
        return result;
      } as typeof AudioNode.prototype.connect;
      // A node taken off the destination (the master when the limiter goes in, decision 062) leaves the tap too.
      const disconnect = AudioNode.prototype.disconnect;
      AudioNode.prototype.disconnect = function (this: AudioNode, ...args: unknown[]): void {
        Reflect.apply(disconnect, this, args);
        const tap = taps.find((candidate) => candidate.context.destination === args[0]);
        if (tap?.sources.delete(this) && tap.node) Reflect.apply(disconnect, this, [tap.node]);
      };

      const read = (node: AudioWorkletNode) =>
        new Promise<Float32Array[][]>((resolve) => {
          node.port.onmessage = (event) => resolve(event.data as Float32Array[][]);
          node.port.postMessage('read');
        });

      (window as unknown as { __outputTap: unknown }).__outputTap = {
        contexts: () => taps.length,
        /** Records every context's output (a page with two outputs has two, decision 057). */
        async start() {
          for (const node of await Promise.all(taps.map((tap) => tap.ready))) {
            node.port.postMessage('start');
          }
        },
        /** The recording so far, as base64 of each channel's Float32 samples (fast to hand to the test). */
        async read(index: number) {
          const tap = index < 0 ? taps.at(index)! : taps[index]!;
          const chunks = await read(await tap.ready);
          const channelCount = chunks[0]?.length ?? tap.context.destination.channelCount;
          const length = chunks.reduce((sum, chunk) => sum + (chunk[0]?.length ?? 0), 0);
          const channels = Array.from({ length: channelCount }, () => new Float32Array(length));
          let at = 0;
          for (const chunk of chunks) {
            // A quantum with nothing connected comes as one silent channel.
            channels.forEach((channel, index) => {
              const part = chunk[index] ?? chunk[0];
              if (part) channel.set(part, at);
            });
            at += chunk[0]?.length ?? 0;
          }
          const base64 = (samples: Float32Array) => {
            const bytes = new Uint8Array(samples.buffer);
            let text = '';
            for (let i = 0; i < bytes.length; i += 0x8000) {
              text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            }
            return btoa(text);
          };
          return { sampleRate: tap.context.sampleRate, channels: channels.map(base64) };
        },
      };
    },
    { workletSource: WORKLET_SOURCE, sampleRate: options.sampleRate ?? 0 },
  );
}

interface TapHandle {
  contexts(): number;
  start(): Promise<void>;
  read(index: number): Promise<{ sampleRate: number; channels: string[] }>;
}

/**
 * Starts recording. The page must have made its AudioContext (a pointer over a board warms it up; this
 * moves the mouse over the page to make sure) — what plays from now on is recorded.
 */
export async function startTap(page: Page, { contexts = 1 } = {}) {
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 40);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __outputTap: TapHandle }).__outputTap.contexts()),
    )
    .toBeGreaterThanOrEqual(contexts);
  await page.evaluate(() => (window as unknown as { __outputTap: TapHandle }).__outputTap.start());
}

/**
 * What the page sent to its output since startTap (or the last read): of the context it made last, or of
 * the `context`th it made (0 first; a negative index counts from the last).
 */
export async function readTap(page: Page, context = -1): Promise<TapRecording> {
  const { sampleRate, channels } = await page.evaluate(
    (index) => (window as unknown as { __outputTap: TapHandle }).__outputTap.read(index),
    context,
  );
  return {
    sampleRate,
    channels: channels.map((text) => {
      const bytes = Buffer.from(text, 'base64');
      return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    }),
  };
}

/** Decibels of a linear amplitude (−Infinity for 0). */
export const dbOf = (linear: number) => 20 * Math.log10(linear);

/** The highest sample magnitude over every channel, in dBFS. */
export function peakDbfs(recording: TapRecording): number {
  let peak = 0;
  for (const channel of recording.channels) {
    for (const sample of channel) peak = Math.max(peak, Math.abs(sample));
  }
  return dbOf(peak);
}

/** Root mean square of one channel (linear). */
export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
}

/** The samples from the first to the last one above `threshold` in magnitude: the sound without the silence around it. */
export function audible(samples: Float32Array, threshold = 1e-4): Float32Array {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]!) <= threshold) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]!) <= threshold) last--;
  return samples.subarray(first, last + 1);
}

/**
 * The amplitude of one frequency in a stretch of samples (Goertzel over a Hann window, corrected for the
 * window's gain): a sine of amplitude A at that frequency reads A.
 */
export function toneAmplitude(
  samples: Float32Array,
  frequency: number,
  sampleRate: number,
): number {
  const n = samples.length;
  const omega = (2 * Math.PI * frequency) / sampleRate;
  let re = 0;
  let im = 0;
  let windowSum = 0;
  for (let i = 0; i < n; i++) {
    const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
    windowSum += w;
    re += w * samples[i]! * Math.cos(omega * i);
    im -= w * samples[i]! * Math.sin(omega * i);
  }
  return (2 * Math.hypot(re, im)) / windowSum;
}

/**
 * True peak in dBTP after ITU-R BS.1770 annex 2: every channel 4× oversampled (a Hann-windowed sinc of 48
 * taps per phase), the highest magnitude of the samples and the interpolated points between them.
 */
export function truePeakDbfs(recording: TapRecording): number {
  const taps = 12; // each side
  const phases = [0.25, 0.5, 0.75].map((fraction) =>
    Array.from({ length: 2 * taps }, (_, index) => {
      const x = index - taps + 1 - fraction;
      const sinc = Math.sin(Math.PI * x) / (Math.PI * x);
      const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / (taps + 0.5));
      return sinc * window;
    }),
  );
  let peak = 0;
  for (const channel of recording.channels) {
    for (let i = 0; i < channel.length; i++) {
      peak = Math.max(peak, Math.abs(channel[i]!));
      if (i < taps - 1 || i + taps >= channel.length) continue;
      for (const coefficients of phases) {
        let sum = 0;
        for (let k = 0; k < coefficients.length; k++)
          sum += coefficients[k]! * channel[i - taps + 1 + k]!;
        peak = Math.max(peak, Math.abs(sum));
      }
    }
  }
  return dbOf(peak);
}
