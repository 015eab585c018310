import limiterModule from './master-limiter-processor.ts?worker&url';
import { LIMITER_PRIMED, limiterLatency } from './master-limiter.ts';
import type { AudioContextLike, GainNodeLike, LimiterLoading } from './playback-types.ts';

/**
 * Connects an output's master gain to its device, and loads the master limiter (decisions 062, 073). Until the
 * limiter is in, the master reaches the device through a delay as long as the limiter's own (60 samples at
 * 48 kHz), so both paths carry the same signal at the same moment. Once the module has loaded, the limiter is
 * fed the master too, muted, until it has taken in more than its delay; the answer then resolves with the
 * switch, one ConstantSourceNode driving both paths' gains (direct 1 − s, limited s), so the change from one
 * path to the other falls on one sample of both and can be made at any moment, mid-sound too, without a step.
 * Where AudioWorklet is missing the master is connected straight, and the answer is null; where the module
 * fails, null too: the master stays on the delayed direct path.
 */
export function connectThroughLimiter(
  context: AudioContextLike,
  master: GainNodeLike,
): LimiterLoading {
  const audio = context as unknown as BaseAudioContext;
  const node = master as unknown as AudioNode;
  if (!audio.audioWorklet) {
    node.connect(audio.destination);
    return Promise.resolve(null);
  }
  const delay = audio.createDelay(0.01);
  delay.delayTime.value = limiterLatency(audio.sampleRate) / audio.sampleRate;
  const direct = audio.createGain();
  node.connect(delay).connect(direct).connect(audio.destination);
  return audio.audioWorklet.addModule(limiterModule).then(
    () =>
      new Promise<() => void>((resolve) => {
        const channels = audio.destination.channelCount;
        const limiter = new AudioWorkletNode(audio, 'master-limiter', {
          numberOfInputs: 1,
          numberOfOutputs: 1,
          outputChannelCount: [channels],
          channelCount: channels,
          channelCountMode: 'explicit',
          channelInterpretation: 'speakers',
        });
        const limited = audio.createGain();
        limited.gain.value = 0;
        const path = audio.createConstantSource();
        path.offset.value = 0;
        const inverted = audio.createGain();
        inverted.gain.value = -1;
        path.connect(limited.gain);
        path.connect(inverted).connect(direct.gain);
        path.start();
        limiter.connect(limited).connect(audio.destination);
        node.connect(limiter);
        limiter.port.onmessage = (event) => {
          if (event.data !== LIMITER_PRIMED) return;
          limiter.port.onmessage = null;
          resolve(() => path.offset.setValueAtTime(1, audio.currentTime));
        };
      }),
    () => null,
  );
}
