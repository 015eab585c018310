import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { SECURITY_MESSAGES } from '#shared/auth-messages.ts';
import type { TotpSetup } from '#web/features/account/api/totp-factor.ts';

/** The new authenticator's QR code, its key as text, and the one-time backup codes. */
export function TotpSecret({ setup }: { setup: TotpSetup }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(setup.totpURI, { margin: 1, width: 200 }).then(
      (url) => current && setQr(url),
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [setup.totpURI]);
  return (
    <div className="space-y-4">
      <p className="text-sm">{SECURITY_MESSAGES.scanQr}</p>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <div className="size-[200px] shrink-0 rounded-ui bg-white p-1">
          {qr ? (
            <img src={qr} alt="QR code for your authenticator app" width={200} height={200} />
          ) : null}
        </div>
        <div className="min-w-0 space-y-3">
          <p className="text-sm font-medium">Key</p>
          <code
            data-testid="totp-secret"
            className="block rounded-ui bg-surface-sunken px-3 py-2 font-mono text-sm break-all"
          >
            {setup.secret}
          </code>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">Backup codes</summary>
            <p className="mt-2 text-ink-muted">
              Keep these somewhere safe; each signs you in once.
            </p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono">
              {setup.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </details>
        </div>
      </div>
    </div>
  );
}
