import { unplayableAudioCodec } from '#shared/unplayable-audio.ts';
import { AUDIO_DECODE_MESSAGES } from '#shared/uploads.ts';

/**
 * The check is decoded at a low rate: it only asks whether the browser can read the audio, and a 20 MB file
 * decoded at 8 kHz holds a sixth of the samples it would at 48 kHz.
 */
const CHECK_SAMPLE_RATE = 8000;

/**
 * Whether the browser can play a picked file (decision 055), before it is uploaded: a codec the header names as
 * unplayable (the server refuses it too), then the browser's own decoder. Null when it plays.
 */
export async function audioDecodeProblem(file: Blob): Promise<string | null> {
  const bytes = await file.arrayBuffer();
  const codec = unplayableAudioCodec(new Uint8Array(bytes));
  if (codec) return AUDIO_DECODE_MESSAGES.unplayable(codec);
  if (typeof OfflineAudioContext === 'undefined') return null; // the server checks what it can
  try {
    const decoder = new OfflineAudioContext({ length: 1, sampleRate: CHECK_SAMPLE_RATE });
    await decoder.decodeAudioData(bytes);
    return null;
  } catch {
    return AUDIO_DECODE_MESSAGES.undecodable;
  }
}
