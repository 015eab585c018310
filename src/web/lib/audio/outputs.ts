import type {
  AudioContextLike,
  GainNodeLike,
  LimiterLoading,
  OutputName,
} from './playback-types.ts';
import { setNow } from './voice.ts';

/** One audio output: its context (its device and clock) and the master gain every voice goes through. */
/**
 * How long a press waits for a master limiter still loading (decision 064): the module is a small same-origin
 * file, loaded from the moment the user reaches for the page, so a press almost never waits at all. 3 s, not
 * 1: on a busy CPU the module took over a second, and a layer that stops waiting plays unlimited to its end.
 */
export const LIMITER_WAIT_MS = 3000;

/**
 * How long after the limiter's switch a sound that must go through it starts: the switch is applied on the
 * audio thread at its next render quantum (2.7 ms at 48 kHz), which may be rendered a few quanta ahead.
 */
export const LIMITER_SWITCH_SECONDS = 0.02;

export interface Output {
  context: AudioContextLike;
  master: GainNodeLike;
}

/**
 * The engine's outputs (decisions 036, 057): the monitor, made when the user reaches for the page or on the
 * first press, and the stream output, a second context routed to another device when one is chosen. Each
 * master gain is the board's master volume times the output's own volume.
 */
export class Outputs {
  /** The monitor's context and its master gain, made by warmUp or the first press. */
  monitorContext: AudioContextLike | null = null;
  private monitorMaster: GainNodeLike | null = null;
  stream: Output | null = null;
  private masterVolume = 1;
  private readonly volumes: Record<OutputName, number> = { monitor: 1, stream: 1 };
  private sinkId = '';
  private streamSinkId: string | null = null;

  constructor(
    private readonly createContext: () => AudioContextLike,
    /** Told of the monitor's context once it is made (its rate sets the decoding rate, decision 052). */
    private readonly onMonitorMade: (context: AudioContextLike) => void,
    /** Connects a master gain to its device: through the master limiter in the browser (decision 062). */
    private readonly connectMaster: (
      context: AudioContextLike,
      master: GainNodeLike,
    ) => LimiterLoading | void = (context, master) => {
      master.connect(context.destination as never);
    },
    private readonly limiterWaitMs = LIMITER_WAIT_MS,
  ) {}

  /** Master limiters still loading (decision 064). */
  private readonly limitersLoading = new Set<Promise<void>>();
  /** Each context's time from which its limiter is surely in, for a sound that must start through it. */
  private readonly limitedFrom = new Map<AudioContextLike, number>();

  /** Whether sounds also play into a stream output. */
  get streaming(): boolean {
    return this.streamSinkId !== null;
  }

  /** The monitor's context (opening the output is the long part, so warmUp makes only this). */
  monitor(): AudioContextLike {
    if (!this.monitorContext) {
      const context = this.createContext();
      if (this.sinkId && context.setSinkId) {
        void context.setSinkId(this.sinkId).catch(() => undefined);
      }
      this.monitorContext = context;
      this.onMonitorMade(context);
    }
    return this.monitorContext;
  }

  monitorOutput(): Output {
    const context = this.monitor();
    this.monitorMaster ??= this.masterOf(context, 'monitor');
    return { context, master: this.monitorMaster };
  }

  /** The stream output, made with the monitor; routed at once unless the caller awaits the routing. */
  streamOutput(routeNow = true): Output {
    if (!this.stream) {
      const context = this.createContext();
      if (routeNow && this.streamSinkId && context.setSinkId) {
        void context.setSinkId(this.streamSinkId).catch(() => undefined);
      }
      this.stream = { context, master: this.masterOf(context, 'stream') };
    }
    return this.stream;
  }

  setMasterVolume(volume: number) {
    this.masterVolume = volume;
    this.applyVolumes();
  }

  setOutputVolume(output: OutputName, volume: number) {
    this.volumes[output] = volume;
    this.applyVolumes();
  }

  /** The monitor's device ('' the system default); kept for a context made later. */
  async setOutputDevice(sinkId: string): Promise<void> {
    this.sinkId = sinkId;
    const context = this.monitorContext;
    if (!context) return;
    if (!context.setSinkId) throw new Error('setSinkId is not supported');
    await context.setSinkId(sinkId);
  }

  /**
   * Chooses the stream device (null: none). The old stream output is closed and handed back, so its voices
   * can be stopped on its clock first.
   */
  async setStreamOutput(sinkId: string | null, beforeClose: (old: Output) => void): Promise<void> {
    if (sinkId === this.streamSinkId) return;
    this.streamSinkId = sinkId;
    const old = this.stream;
    this.stream = null;
    if (old) {
      beforeClose(old);
      void old.context.close?.().catch(() => undefined);
    }
    if (sinkId === null || !this.monitorContext) return;
    const { context } = this.streamOutput(false);
    if (!context.setSinkId) throw new Error('setSinkId is not supported');
    await context.setSinkId(sinkId);
  }

  /**
   * Makes the outputs a press plays into and resumes them (inside the gesture); resolves once their master
   * limiters are in, or after the wait (decision 064); null when none is loading, so the press starts now.
   */
  prepare(): Promise<void> | null {
    const outputs = [this.monitorOutput(), ...(this.streaming ? [this.streamOutput()] : [])];
    for (const { context } of outputs) {
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    }
    if (this.limitersLoading.size === 0) return null;
    return Promise.race([
      Promise.all(this.limitersLoading).then(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, this.limiterWaitMs)),
    ]);
  }

  /** Whether a master limiter is still loading: a sound started now may play without it. */
  get limiterLoading(): boolean {
    return this.limitersLoading.size > 0;
  }

  /** The highest gain an output adds over a sound's own (master volume × output volume, decision 057). */
  loudestVolume(): number {
    const outputs: OutputName[] = this.streaming ? ['monitor', 'stream'] : ['monitor'];
    return Math.max(...outputs.map((name) => this.masterVolume * this.volumes[name]));
  }

  /**
   * When a sound on this context starts (0: now): a limiter just switched in takes effect at the audio thread's
   * next render quantum, so a sound that relies on it starts a little after (decision 073).
   */
  startTime(context: AudioContextLike): number {
    const from = this.limitedFrom.get(context);
    return from !== undefined && context.currentTime < from ? from : 0;
  }

  private masterOf(context: AudioContextLike, output: OutputName): GainNodeLike {
    const master = context.createGain();
    master.gain.value = this.masterVolume * this.volumes[output];
    const loading = this.connectMaster(context, master);
    if (loading) {
      // The limiter goes in the moment it is ready, mid-sound too: the switch is seamless (decision 073).
      const loaded: Promise<void> = loading
        .then(
          (insert) => {
            if (!insert) return;
            insert();
            this.limitedFrom.set(context, context.currentTime + LIMITER_SWITCH_SECONDS);
          },
          () => undefined,
        )
        .finally(() => this.limitersLoading.delete(loaded));
      this.limitersLoading.add(loaded);
    }
    return master;
  }

  private applyVolumes() {
    const apply = (output: Output, name: OutputName) =>
      setNow(
        output.master.gain,
        this.masterVolume * this.volumes[name],
        output.context.currentTime,
      );
    if (this.monitorContext && this.monitorMaster) {
      apply({ context: this.monitorContext, master: this.monitorMaster }, 'monitor');
    }
    if (this.stream) apply(this.stream, 'stream');
  }
}
