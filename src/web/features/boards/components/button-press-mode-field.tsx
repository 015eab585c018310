import { Repeat, RotateCcw, Hand } from 'lucide-react';
import { PRESS_MODE_MESSAGES as M } from '#shared/press-mode-messages.ts';
import { PRESS_MODES, type PressMode } from '#shared/press-modes.ts';

interface ButtonPressModeFieldProps {
  value: PressMode;
  onChange: (mode: PressMode) => void;
}

const ICONS = { toggle: Repeat, retrigger: RotateCcw, hold: Hand } as const;

/**
 * What pressing the button does (decision 056): toggle, restart or hold, as native radios (Tab reaches the
 * group, the arrows choose); the chosen mode's sentence under it says what it does.
 */
export function ButtonPressModeField({ value, onChange }: ButtonPressModeFieldProps) {
  return (
    <fieldset className="space-y-2" aria-describedby="button-press-mode-hint">
      <legend className="text-sm font-medium">{M.legend}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-ui border border-line p-1">
        {PRESS_MODES.map((mode) => {
          const Icon = ICONS[mode];
          return (
            <label key={mode} className="relative flex cursor-pointer">
              <input
                type="radio"
                name="button-press-mode"
                value={mode}
                checked={value === mode}
                onChange={() => onChange(mode)}
                className="peer sr-only"
              />
              <span className="flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-ink-muted peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-surface-raised peer-checked:hover:bg-brand-600">
                <Icon aria-hidden className="size-4 shrink-0" />
                {M.labels[mode]}
              </span>
            </label>
          );
        })}
      </div>
      <p id="button-press-mode-hint" className="text-sm text-ink-muted" aria-live="polite">
        {M.hints[value]}
      </p>
    </fieldset>
  );
}
