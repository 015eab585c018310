import { useCallback, useEffect, useRef, useState } from 'react';
import { PLAYBACK_MESSAGES } from '#shared/playback-messages.ts';

export type PreviewState = { id: string; status: 'loading' | 'playing' } | null;

/**
 * Plays one trashed sound at a time from its URL: loading until the audio starts, a second click stops it.
 * Returns an error message when playback fails.
 */
export function useSoundPreview(onError: (message: string) => void) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<PreviewState>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setState(null);
  }, []);

  useEffect(() => stop, [stop]);

  const toggle = useCallback(
    (id: string, url: string | null) => {
      const current = state?.id;
      stop();
      if (current === id) return;
      if (!url) {
        onError(PLAYBACK_MESSAGES.noUrl);
        return;
      }
      const element = new Audio(url);
      audio.current = element;
      setState({ id, status: 'loading' });
      element.addEventListener('playing', () => {
        if (audio.current === element) setState({ id, status: 'playing' });
      });
      element.addEventListener('ended', () => {
        if (audio.current === element) stop();
      });
      element.play().catch(() => {
        if (audio.current !== element) return;
        stop();
        onError(PLAYBACK_MESSAGES.couldNotPlay);
      });
    },
    [state, stop, onError],
  );

  return { state, toggle };
}
