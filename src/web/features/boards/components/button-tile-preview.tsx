import { hotkeyLabel } from '#shared/hotkey-rule.ts';
import type { BackgroundSettings } from '#shared/schemas/profile.ts';
import { backgroundStyle } from '#web/lib/background-style.ts';
import { IMAGE_VEIL, layerCss, tileColors } from '#web/features/boards/tile-colors.ts';
import {
  hotkeyBadgeClass,
  TILE_IMAGE_LABEL_CLASS,
  TILE_LABEL_CLASS,
  tileRootClass,
} from './tile-styles.ts';

interface ButtonTilePreviewProps {
  label: string;
  color: string;
  imageUrl: string | null;
  imageSettings: BackgroundSettings;
  hotkey: string;
}

/**
 * The button as its tile will look, drawn from the editor's unsaved values (decision 050): the same colours,
 * label and cover image as the board's filled tile, without its press handling.
 */
export function ButtonTilePreview({
  label,
  color,
  imageUrl,
  imageSettings,
  hotkey,
}: ButtonTilePreviewProps) {
  const hasImage = Boolean(imageUrl);
  const colors = tileColors(color, hasImage);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        data-testid="button-preview"
        data-color={colors.background}
        className={`${tileRootClass('filled')} w-32 sm:w-36`}
        style={{ backgroundColor: colors.background, ...backgroundStyle(imageUrl, imageSettings) }}
      >
        <div
          className="absolute inset-0 flex items-center justify-center p-3 text-center font-semibold"
          style={{ color: colors.text }}
        >
          <span
            className={TILE_LABEL_CLASS + (hasImage ? ` ${TILE_IMAGE_LABEL_CLASS}` : '')}
            style={hasImage ? { backgroundColor: layerCss(IMAGE_VEIL) } : undefined}
          >
            {label}
          </span>
        </div>
        {hotkey && (
          <span
            className={hotkeyBadgeClass(hotkeyLabel(hotkey))}
            style={{ backgroundColor: layerCss(colors.chip), color: colors.text }}
          >
            {hotkeyLabel(hotkey)}
          </span>
        )}
      </div>
      <figcaption className="text-xs text-ink-muted">Preview</figcaption>
    </figure>
  );
}
