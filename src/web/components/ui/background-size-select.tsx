import type { ComponentProps } from 'react';
import { BACKGROUND_SIZE_LABELS, BACKGROUND_SIZES, type BackgroundSize } from '#shared/limits.ts';
import { Select } from './select.tsx';

interface BackgroundSizeSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange'> {
  /** The stored setting; unset means cover (the default). */
  value: BackgroundSize | undefined;
  onChange: (size: BackgroundSize) => void;
}

/** Cover / Contain / Tile (Repeat): how a background image is drawn. */
export function BackgroundSizeSelect({ value, onChange, ...props }: BackgroundSizeSelectProps) {
  return (
    <Select
      {...props}
      value={value ?? 'cover'}
      onChange={(event) => onChange(event.target.value as BackgroundSize)}
    >
      {BACKGROUND_SIZES.map((size) => (
        <option key={size} value={size}>
          {BACKGROUND_SIZE_LABELS[size]}
        </option>
      ))}
    </Select>
  );
}
