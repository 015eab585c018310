import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDING_MIME } from '../recording.ts';

export type RecorderState = 'idle' | 'recording' | 'stopped';

/**
 * MediaRecorder on the microphone: idle → recording (a timer counting seconds) → stopped with an audio/webm
 * clip to preview. A failed start (no microphone, permission refused) is only logged (spec §4).
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [clip, setClip] = useState<Blob | null>(null);
  const [clipUrl, setClipUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | null>(null);

  const stopTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };

  const start = useCallback(async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const media = new MediaRecorder(
        stream,
        MediaRecorder.isTypeSupported(RECORDING_MIME) ? { mimeType: RECORDING_MIME } : undefined,
      );
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        if (recorder.current !== media) return; // reset while recording: drop the clip
        const blob = new Blob(chunks, { type: RECORDING_MIME });
        setClip(blob);
        setClipUrl(URL.createObjectURL(blob));
        setState('stopped');
      };
      recorder.current = media;
      media.start();
      setSeconds(0);
      setState('recording');
      timer.current = window.setInterval(() => setSeconds((value) => value + 1), 1000);
    } catch (error) {
      console.warn('Could not start recording', error);
    }
  }, []);

  const stop = useCallback(() => {
    stopTimer();
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const reset = useCallback(() => {
    stopTimer();
    const media = recorder.current;
    recorder.current = null;
    if (media?.state === 'recording') media.stop();
    setClip(null);
    setClipUrl((url) => {
      if (url) URL.revokeObjectURL(url);
      return null;
    });
    setSeconds(0);
    setState('idle');
  }, []);

  useEffect(() => () => reset(), [reset]);

  return { state, seconds, clip, clipUrl, start, stop, reset };
}
