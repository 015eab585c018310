import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { NowPlayingReport, PairingGrant } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES } from '#shared/remote-ui-messages.ts';
import { ApiError } from '#web/lib/api/read-json.ts';
import { getRemoteBoard } from '../api/remote-api.ts';
import { stillPlaying } from '../lib/progress.ts';
import { openRemoteStream } from '../lib/remote-stream.ts';

/**
 * The phone's paired board (decision 060): the pads (GET with the bearer token), what the desktop plays from
 * the remote stream, with a clock that ticks while anything plays, and whether the stream is up. A 401 on
 * either, or `remote_revoked`, ends the pairing through `onEnd` with the reason to show.
 */
export function useRemoteSession(grant: PairingGrant, onEnd: (message: string) => void) {
  const { token, board_id: boardId } = grant;
  const board = useQuery({
    queryKey: ['remote', 'board', boardId, token],
    queryFn: () => getRemoteBoard(token, boardId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const [playing, setPlaying] = useState<Record<string, NowPlayingReport>>({});
  const [connected, setConnected] = useState(true);
  const [now, setNow] = useState(() => Date.now());

  const unauthorized = board.error instanceof ApiError && board.error.status === 401;
  useEffect(() => {
    if (unauthorized) onEnd(REMOTE_UI_MESSAGES.expired);
  }, [unauthorized, onEnd]);

  useEffect(
    () =>
      openRemoteStream(token, boardId, {
        now_playing: (report) =>
          setPlaying((current) => {
            const next = { ...current };
            if (report.playing) next[report.button_id] = report;
            else delete next[report.button_id];
            return next;
          }),
        revoked: () => onEnd(REMOTE_UI_MESSAGES.revoked),
        unauthorized: () => onEnd(REMOTE_UI_MESSAGES.expired),
        connected: setConnected,
      }),
    [token, boardId, onEnd],
  );

  const anyPlaying = Object.keys(playing).length > 0;
  useEffect(() => {
    if (!anyPlaying) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      // A sound that ended by itself sends no report: drop it when its time is up.
      setPlaying((current) => {
        const kept = Object.entries(current).filter(([, report]) => stillPlaying(report, t));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    }, 200);
    return () => clearInterval(timer);
  }, [anyPlaying]);

  return { board, playing, connected, now };
}
