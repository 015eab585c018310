import { Check } from 'lucide-react';
import { BUTTON_PALETTE, paletteEntry } from '#shared/button-palette.ts';
import { Input } from '#web/components/ui/input.tsx';
import { tileColors } from '#web/features/boards/tile-colors.ts';

interface ButtonColorSwatchesProps {
  value: string;
  onChange: (color: string) => void;
}

/**
 * The editor's colour: the palette as a radio group (native radios: Tab reaches the group, the arrow keys
 * choose, each colour's name is announced) and a custom picker for any other colour (decision 050).
 */
export function ButtonColorSwatches({ value, onChange }: ButtonColorSwatchesProps) {
  const chosen = paletteEntry(value);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Colour</legend>
      <div className="flex flex-wrap items-center gap-2">
        {BUTTON_PALETTE.map(({ name, color }) => {
          const checked = chosen?.color === color;
          return (
            <label key={color} className="relative inline-flex cursor-pointer">
              <input
                type="radio"
                name="button-colour"
                value={color}
                aria-label={name}
                checked={checked}
                onChange={() => onChange(color)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className="inline-flex size-10 items-center justify-center rounded-full ring-2 ring-transparent ring-offset-2 ring-offset-surface peer-checked:ring-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600"
                style={{ backgroundColor: color, color: tileColors(color).text }}
              >
                {checked && <Check className="size-5" strokeWidth={3} />}
              </span>
            </label>
          );
        })}
        <label className="inline-flex items-center gap-2 text-sm">
          <Input
            type="color"
            aria-label="Custom colour"
            className="size-10 cursor-pointer rounded-full p-0.5"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className={chosen ? 'text-ink-muted' : 'font-medium'}>
            {chosen ? 'Custom' : `Custom ${value}`}
          </span>
        </label>
      </div>
    </fieldset>
  );
}
