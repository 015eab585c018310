import { X } from 'lucide-react';
import { useState } from 'react';
import { HOTKEY_MESSAGES as M } from '#shared/hotkey-messages.ts';
import {
  hotkeyLabel,
  hotkeyOfPress,
  normaliseHotkey,
  parseHotkey,
  withPhysicalKey,
} from '#shared/hotkey-rule.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

interface HotkeyFieldProps {
  /** The stored form ("Ctrl+Shift+K", "Numpad5", "A"), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Keys that keep their own job in the field: moving focus, closing the dialog, saving. */
const PASSED_ON = new Set(['Tab', 'Escape', 'Enter']);

/**
 * The hotkey, captured by pressing it (decision 056): a key or a combination with Ctrl, Alt, Shift or Meta,
 * shown as it reads on the tile ("Ctrl+Shift+K", "Num 5"); Backspace or Delete clears it. The checkbox
 * matches the key's place instead of its character, for any keyboard layout. Typing or pasting the stored
 * form works too (what a test's fill does).
 */
export function HotkeyField({ value, onChange, error }: HotkeyFieldProps) {
  const [physical, setPhysical] = useState(() => {
    const parsed = parseHotkey(value);
    return Boolean(parsed?.physical && !parsed.key.startsWith('Numpad'));
  });
  const shown = parseHotkey(value) ? hotkeyLabel(value) : value;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const plain = !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey;
    if (PASSED_ON.has(event.key) && plain) return;
    if (event.key === 'Tab') return;
    if (plain && (event.key === 'Backspace' || event.key === 'Delete')) {
      event.preventDefault();
      return onChange('');
    }
    const hotkey = hotkeyOfPress(event, physical);
    // A lone modifier, an arrow: not a hotkey, and nothing is typed either.
    event.preventDefault();
    if (hotkey && !event.repeat) onChange(hotkey);
  };

  return (
    <div className="space-y-2">
      <FormField id="button-hotkey" label={M.label} optional hint={M.hint} error={error}>
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder={M.none}
          className="max-w-56 font-mono"
          value={shown}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            const typed = event.target.value;
            onChange(normaliseHotkey(typed) ?? typed);
          }}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={physical}
            onChange={(event) => {
              setPhysical(event.target.checked);
              if (value) onChange(withPhysicalKey(value, event.target.checked));
            }}
          />
          {M.physical}
        </label>
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            className="inline-flex min-h-11 items-center gap-1 rounded-ui px-2 text-sm font-medium text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden className="size-4" /> {M.clear}
          </button>
        )}
      </div>
    </div>
  );
}
