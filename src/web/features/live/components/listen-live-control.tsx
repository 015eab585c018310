import { Headphones } from 'lucide-react';
import { LIVE_MESSAGES as M } from '#shared/live.ts';
import type { Board } from '#shared/schemas/board.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { useLiveState } from '../api/live-state.ts';
import { useLiveAnnouncements } from '../hooks/use-live-announcements.ts';
import { useLiveListener } from '../hooks/use-live-listener.ts';
import { LiveBadge } from './live-badge.tsx';

/**
 * A viewer's "Listen live" while the owner is live: one tap (browsers need a gesture to play), then the
 * owner's presses play here as they happen. Nothing shows while the board is not live.
 */
export function ListenLiveControl({ board, engine }: { board: Board; engine: PlaybackEngine }) {
  const liveState = useLiveState(board.id, board.is_public);
  useLiveAnnouncements(board.id);
  const listener = useLiveListener(board.id, board.soundboard_buttons, engine);
  const live = liveState.data?.live === true;
  const listening = listener.state === 'listening';
  const ended = listener.state === 'ended' && !live;
  // Nothing until there is something to show: the title row is painted from the server's HTML first
  // (decision 021) and must not move.
  if (ended) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {M.ended}
      </p>
    );
  }
  if (!live && !listening) return null;
  return (
    <>
      <LiveBadge />
      <Button
        variant={listening ? 'primary' : 'secondary'}
        aria-pressed={listening}
        onClick={listening ? listener.stop : listener.start}
      >
        <Headphones aria-hidden /> {listening ? M.stopListening : M.listen}
      </Button>
    </>
  );
}
