import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

interface CodeConfirmProps {
  id: string;
  label: string;
  pending: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** A one-time code field with Confirm and Cancel; the server's refusal shows on the field. */
export function CodeConfirm({ id, label, pending, error, onConfirm, onCancel }: CodeConfirmProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onConfirm(code.trim());
  };
  return (
    <form className="space-y-3" onSubmit={submit}>
      <FormField id={id} label={label} error={error ?? undefined}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || !code.trim()}>
          Confirm
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
