import { useState } from 'react';
import type { NowPlayingReport, RemoteBoardButton } from '#shared/remote.ts';
import { parseHex, readableTextColor, toHex } from '#web/lib/color-contrast.ts';
import { padPress, type PadAction, type PadState } from '../lib/pad-press.ts';
import { playedFraction } from '../lib/progress.ts';

/** One big pad of the phone: the button's colour, image and label, and the progress of what plays on it. */
export function RemotePad({
  button,
  playing,
  now,
  onPress,
}: {
  button: RemoteBoardButton;
  playing: NowPlayingReport | undefined;
  now: number;
  onPress: (button: RemoteBoardButton, action: PadAction) => void;
}) {
  // One press state for the pad's life: a re-render while a finger holds it (a progress tick) keeps the hold.
  const [state] = useState<PadState>(() => ({ held: false }));
  const press = padPress((action) => onPress(button, action), state);
  const rgb = parseHex(button.color);
  const image = button.background_image_url;
  const text = image ? '#ffffff' : rgb ? toHex(readableTextColor(rgb)) : undefined;
  const fraction = playing ? playedFraction(playing, now) : 0;
  return (
    <button
      type="button"
      aria-pressed={Boolean(playing)}
      onPointerDown={(event) => press.pointerDown(event)}
      onPointerUp={press.release}
      onPointerCancel={press.release}
      onPointerLeave={press.release}
      onClick={(event) => press.click(event)}
      onContextMenu={(event) => event.preventDefault()}
      style={{
        backgroundColor: button.color,
        color: text,
        ...(image
          ? {
              backgroundImage: `linear-gradient(rgb(0 0 0 / 0.55), rgb(0 0 0 / 0.55)), url("${image.replaceAll('"', '%22')}")`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }
          : {}),
      }}
      className="relative flex min-h-24 touch-none items-center justify-center overflow-hidden rounded-ui p-3 text-center text-lg font-semibold select-none focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:ring-4 aria-pressed:ring-brand-600 sm:min-h-28"
    >
      <span className="line-clamp-3 break-words">{button.label}</span>
      {playing && (
        <span
          aria-hidden
          className="absolute inset-x-0 bottom-0 h-1.5 bg-current opacity-80"
          style={{ width: `${fraction * 100}%` }}
        />
      )}
    </button>
  );
}
