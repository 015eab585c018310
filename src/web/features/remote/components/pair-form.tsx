import { useState, type FormEvent } from 'react';
import type { PairingGrant } from '#shared/remote.ts';
import { PAIRING_CODE_LENGTH } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES } from '#shared/remote-ui-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { pair } from '../api/remote-api.ts';

/** The code as typed or scanned, without spaces or dashes, in capitals. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** The phone's code field (prefilled from the QR code's `?code=`) and Connect. */
export function PairForm({
  initialCode,
  notice,
  onPaired,
}: {
  initialCode: string;
  notice: string | null;
  onPaired: (grant: PairingGrant) => void;
}) {
  const [code, setCode] = useState(initialCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onPaired(await pair(normalised(code)));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mx-auto max-w-sm space-y-4" onSubmit={(event) => void submit(event)}>
      {notice && (
        <p role="status" className="rounded-ui border border-line bg-surface-sunken p-3 text-sm">
          {notice}
        </p>
      )}
      <FormField
        id="remote-code"
        label={REMOTE_UI_MESSAGES.codeField}
        hint={REMOTE_UI_MESSAGES.codeHint}
      >
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={PAIRING_CODE_LENGTH + 4}
          className="font-mono text-2xl tracking-widest uppercase sm:text-2xl"
        />
      </FormField>
      <FormError message={error} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? REMOTE_UI_MESSAGES.connecting : REMOTE_UI_MESSAGES.connect}
      </Button>
    </form>
  );
}
