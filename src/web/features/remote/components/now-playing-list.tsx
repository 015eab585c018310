import type { NowPlayingReport, RemoteBoardButton } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES } from '#shared/remote-ui-messages.ts';
import { playedFraction } from '../lib/progress.ts';

/** What the desktop plays, each with its progress (a progress bar screen readers can read). */
export function NowPlayingList({
  buttons,
  playing,
  now,
}: {
  buttons: readonly RemoteBoardButton[];
  playing: Record<string, NowPlayingReport>;
  now: number;
}) {
  const reports = Object.values(playing);
  if (reports.length === 0)
    return <p className="text-sm text-ink-muted">{REMOTE_UI_MESSAGES.nothingPlaying}</p>;
  return (
    <ul className="space-y-2" aria-label={REMOTE_UI_MESSAGES.nowPlayingTitle}>
      {reports.map((report) => {
        const label = buttons.find((b) => b.id === report.button_id)?.label ?? '';
        const percent = Math.round(playedFraction(report, now) * 100);
        return (
          <li key={report.button_id} className="space-y-1">
            <p className="text-sm font-medium">{REMOTE_UI_MESSAGES.nowPlaying(label)}</p>
            <div
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-surface-sunken"
            >
              <div className="h-full bg-brand-700" style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
