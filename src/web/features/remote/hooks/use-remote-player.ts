import { useEffect, useRef, useState } from 'react';
import { NOW_PLAYING_RATE, REMOTE_PATHS } from '#shared/remote.ts';
import { apiResponse } from '#web/lib/api/request.ts';
import type { ButtonPress, PressModeButton } from '#web/lib/audio/play-mode.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { startRealtime } from '#web/lib/realtime-client.ts';
import { apiPath } from '../api/api-path.ts';
import { useRefreshRemotes, useRemotes } from '../api/remotes.ts';
import { rateGate, reportNowPlaying, type ReportedButton } from '../lib/now-playing.ts';
import { pageWasActivated, remotePlayerHandlers } from '../lib/player-events.ts';

type PlayerButton = PressModeButton & ReportedButton;

/**
 * The owner's player as the board's remotes see it (decision 060): its stream of remote presses played
 * through the instrument's `press`, and, while the board has paired remotes, a now-playing report on each
 * start and stop. `blocked` is true when a press arrived before the page could play; the first tap or key
 * anywhere lets it play from then on.
 */
export function useRemotePlayer<T extends PlayerButton>(
  boardId: string,
  enabled: boolean,
  engine: PlaybackEngine,
  buttons: readonly T[] | undefined,
  press: ButtonPress<T>,
) {
  const [blocked, setBlocked] = useState(false);
  const remotes = useRemotes(boardId, enabled);
  const refresh = useRefreshRemotes(boardId);
  const latest = useRef({ buttons, press, refresh });
  useEffect(() => {
    latest.current = { buttons, press, refresh };
  });
  const buttonOf = (id: string) => latest.current.buttons?.find((b) => b.id === id);

  useEffect(() => {
    if (!enabled) return;
    const handlers = remotePlayerHandlers<T>({
      buttonOf,
      press: {
        down: (b) => latest.current.press.down(b),
        up: (b) => latest.current.press.up(b),
        tap: (b) => latest.current.press.tap(b),
      },
      engine,
      mayPlay: pageWasActivated,
      blocked: () => setBlocked(true),
      remotesChanged: () => latest.current.refresh(),
    });
    return startRealtime(handlers, { url: REMOTE_PATHS.playerStream(boardId) });
  }, [enabled, boardId, engine]);

  const paired = (remotes.data?.length ?? 0) > 0;
  useEffect(() => {
    if (!enabled || !paired) return;
    const take = rateGate(NOW_PLAYING_RATE);
    return reportNowPlaying(engine, buttonOf, (report) => {
      if (!take()) return;
      void apiResponse(apiPath(REMOTE_PATHS.nowPlaying(boardId)), {
        method: 'POST',
        json: report,
      }).catch(() => undefined);
    });
  }, [enabled, paired, boardId, engine]);

  useEffect(() => {
    if (!blocked) return;
    const allow = () => {
      engine.warmUp(); // inside the gesture: the audio context may run from now on
      setBlocked(false);
    };
    window.addEventListener('pointerdown', allow, { capture: true, once: true });
    window.addEventListener('keydown', allow, { capture: true, once: true });
    return () => {
      window.removeEventListener('pointerdown', allow, { capture: true });
      window.removeEventListener('keydown', allow, { capture: true });
    };
  }, [blocked, engine]);

  return { blocked, remotes };
}
