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

/** Black or white text, whichever contrasts more with the #rrggbb background (WCAG relative luminance). */
export function readableTextColor(hex: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#000000';
  const channel = (part: string) => {
    const value = parseInt(part, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance =
    0.2126 * channel(match[1]!) + 0.7152 * channel(match[2]!) + 0.0722 * channel(match[3]!);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05).
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}
