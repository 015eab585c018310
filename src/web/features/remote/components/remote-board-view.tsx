import { Square, Unplug } from 'lucide-react';
import { useState } from 'react';
import type { PairingGrant, RemoteBoardButton } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES } from '#shared/remote-ui-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { ApiError } from '#web/lib/api/read-json.ts';
import { sendPress, sendStopAll } from '../api/remote-api.ts';
import { localPlay } from '../lib/local-play.ts';
import { useRemoteSession } from '../hooks/use-remote-session.ts';
import type { PadAction } from '../lib/pad-press.ts';
import { NowPlayingList } from './now-playing-list.tsx';
import { RemotePad } from './remote-pad.tsx';

/**
 * The phone's board (decision 060): its pads, Stop All, what plays on the desktop with its progress, "Play here
 * too" (the phone plays the sound as well) and Disconnect (this phone forgets the pairing).
 */
export function RemoteBoardView({
  grant,
  onEnd,
}: {
  grant: PairingGrant;
  onEnd: (message: string | null) => void;
}) {
  const { board, playing, connected, now } = useRemoteSession(grant, onEnd);
  const [here, setHere] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const local = localPlay(here);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onEnd(REMOTE_UI_MESSAGES.expired);
    else if (error instanceof ApiError && error.status === 429)
      setMessage(REMOTE_UI_MESSAGES.slowDown);
    else setMessage((error as Error).message);
  };
  const delivered = ({ players }: { players: number }) =>
    setMessage(players === 0 ? REMOTE_UI_MESSAGES.noPlayer : null);
  const press = (button: RemoteBoardButton, action: PadAction) => {
    local.press(button, action);
    sendPress(grant.token, grant.board_id, button.id, action === 'tap' ? undefined : action).then(
      delivered,
      failed,
    );
  };
  const stopAll = () => {
    local.stopAll();
    sendStopAll(grant.token, grant.board_id).then(delivered, failed);
  };

  if (board.isPending) return <PageSpinner label={REMOTE_UI_MESSAGES.loadingBoard} />;
  if (board.isError)
    return <LoadError page message={board.error.message} onRetry={() => void board.refetch()} />;
  const { name } = board.data;
  // An empty button has nothing to press: the phone shows the buttons with a sound.
  const buttons = board.data.buttons.filter((button) => button.sound_url !== null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 flex-1 truncate text-xl font-bold sm:text-2xl">{name}</h1>
        <Button variant="secondary" onClick={() => onEnd(null)}>
          <Unplug aria-hidden /> {REMOTE_UI_MESSAGES.disconnect}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="danger" size="lg" onClick={stopAll}>
          <Square aria-hidden /> {REMOTE_UI_MESSAGES.stopAll}
        </Button>
        <div className="flex items-center gap-2">
          <Switch id="remote-play-here" checked={here} onCheckedChange={setHere} />
          <Label htmlFor="remote-play-here">{REMOTE_UI_MESSAGES.playHereToo}</Label>
        </div>
      </div>
      <p role="status" className="text-sm font-medium empty:hidden">
        {!connected ? REMOTE_UI_MESSAGES.streamLost : (message ?? '')}
      </p>
      <NowPlayingList buttons={buttons} playing={playing} now={now} />
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(8rem,40vw),1fr))] gap-3">
        {buttons.map((button) => (
          <RemotePad
            key={button.id}
            button={button}
            playing={playing[button.id]}
            now={now}
            onPress={press}
          />
        ))}
      </div>
    </div>
  );
}
