// Shared: board cards, tiles and popular cards all draw a stored background the same way.
import type { CSSProperties } from 'react';
import type { BackgroundSettings } from '#shared/schemas/profile.ts';

/** CSS for a stored background image and its size setting (auto = tiled repeat; default cover). */
export function backgroundStyle(
  url: string | null,
  settings: BackgroundSettings,
): CSSProperties | undefined {
  if (!url) return undefined;
  const size = settings.size ?? 'cover';
  return {
    backgroundImage: `url("${url.replaceAll('"', '%22')}")`,
    backgroundSize: size,
    backgroundRepeat: size === 'auto' ? 'repeat' : 'no-repeat',
    backgroundPosition: 'center',
  };
}
