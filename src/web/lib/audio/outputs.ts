import type { AudioContextLike, GainNodeLike, OutputName } from './playback-types.ts';
import { setNow } from './voice.ts';

/** One audio output: its context (its device and clock) and the master gain every voice goes through. */
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
  /** The monitor's context, made by warmUp or the first press; its master gain with the first sound. */
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
  ) {}

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

  private masterOf(context: AudioContextLike, output: OutputName): GainNodeLike {
    const master = context.createGain();
    master.gain.value = this.masterVolume * this.volumes[output];
    master.connect(context.destination as never);
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
