import { LoaderCircle, Volume2 } from 'lucide-react';
import { layerCss, type TileColors } from '#web/features/boards/tile-colors.ts';
import {
  PLAYING_HALO_CLASS,
  PROGRESS_CLIP_CLASS,
  PROGRESS_FILL_CLASS,
  PROGRESS_PERCENT_CLASS,
} from './tile-styles.ts';

/** The fill sweeping under the label as the sound plays (spec §4: progress), below the tile's button. */
export function TileProgressFill({ colors, progress }: { colors: TileColors; progress: number }) {
  return (
    <div aria-hidden className={PROGRESS_CLIP_CLASS}>
      <div
        data-testid="tile-progress-fill"
        className={PROGRESS_FILL_CLASS}
        style={{
          backgroundColor: layerCss(colors.fill),
          transform: `scaleX(${progress / 100})`,
        }}
      />
    </div>
  );
}

/** Above the button: the pulsing ring and the percent played (a spinner while the sound loads). */
export function TilePlayingMarks({
  colors,
  progress,
  loading,
}: {
  colors: TileColors;
  progress: number;
  loading: boolean;
}) {
  return (
    <>
      <span aria-hidden data-testid="tile-playing-halo" className={PLAYING_HALO_CLASS} />
      <span
        aria-hidden
        data-testid="tile-progress-percent"
        className={PROGRESS_PERCENT_CLASS}
        style={{ backgroundColor: layerCss(colors.chip), color: colors.text }}
      >
        {loading ? (
          <LoaderCircle className="size-3.5 animate-spin" />
        ) : (
          <>
            <Volume2 className="size-3.5" />
            {Math.round(progress)}%
          </>
        )}
      </span>
    </>
  );
}
