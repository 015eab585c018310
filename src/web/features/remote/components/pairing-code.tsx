import { RefreshCw } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { PairingOffer } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES } from '#shared/remote-ui-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { groupedCode, secondsUntil } from '../lib/format.ts';

/** The offer's QR code (the phone page with the code), the code in two groups, its countdown and New code. */
export function PairingCode({
  offer,
  busy,
  onNewCode,
}: {
  offer: PairingOffer | null;
  busy: boolean;
  onNewCode: () => void;
}) {
  const url = offer ? `${location.origin}${offer.pair_path}` : '';
  const [qr, setQr] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let current = true;
    if (url) {
      QRCode.toDataURL(url, { margin: 1, width: 192 }).then(
        (data) => current && setQr(data),
        () => current && setQr(null),
      );
    }
    return () => {
      current = false;
    };
  }, [url]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = offer ? secondsUntil(offer.expires_at, now) : 0;

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <div className="size-[200px] shrink-0 rounded-ui bg-white p-1">
        {qr && offer && left > 0 ? (
          <img src={qr} alt={REMOTE_UI_MESSAGES.qrLabel(url)} width={192} height={192} />
        ) : null}
      </div>
      <div className="min-w-0 space-y-3 text-center sm:text-left">
        <p className="text-sm font-medium" id="remote-code-label">
          {REMOTE_UI_MESSAGES.codeLabel}
        </p>
        <p
          aria-labelledby="remote-code-label"
          data-testid="pairing-code"
          className="font-mono text-3xl font-bold tracking-widest"
        >
          {offer ? groupedCode(offer.code) : busy ? REMOTE_UI_MESSAGES.makingCode : '—'}
        </p>
        {/* The countdown is read when reached, not announced every second; its end is announced. */}
        {offer && left > 0 && (
          <p className="text-sm text-ink-muted">{REMOTE_UI_MESSAGES.codeExpiresIn(left)}</p>
        )}
        <p role="status" className="text-sm font-medium text-danger empty:hidden">
          {offer && left === 0 ? REMOTE_UI_MESSAGES.codeExpired : ''}
        </p>
        <Button variant="secondary" disabled={busy} onClick={onNewCode}>
          <RefreshCw aria-hidden /> {REMOTE_UI_MESSAGES.newCode}
        </Button>
      </div>
    </div>
  );
}
