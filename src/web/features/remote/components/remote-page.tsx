import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PairingGrant } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES } from '#shared/remote-ui-messages.ts';
import { forgetGrant, readGrant, saveGrant } from '../lib/remote-grant.ts';
import { PairForm } from './pair-form.tsx';
import { RemoteBoardView } from './remote-board-view.tsx';

/**
 * The phone page /remote (decision 060): no sign-in, nothing of the account. With a pairing kept on this
 * device, the board's pads; otherwise (or when a QR code brings a new `?code=`) the code field. A revoked or
 * expired pairing returns to the code field with the reason.
 */
export function RemotePage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [grant, setGrant] = useState<PairingGrant | null>(() => (code ? null : readGrant()));
  const [notice, setNotice] = useState<string | null>(null);
  const end = useCallback((message: string | null) => {
    forgetGrant();
    setGrant(null);
    setNotice(message);
  }, []);
  const paired = (next: PairingGrant) => {
    saveGrant(next);
    setNotice(null);
    setGrant(next);
  };

  return (
    <main className="mx-auto min-h-dvh max-w-5xl p-4 sm:p-6">
      {grant ? (
        <RemoteBoardView key={grant.token} grant={grant} onEnd={end} />
      ) : (
        <>
          <h1 className="mb-6 text-center text-2xl font-bold">{REMOTE_UI_MESSAGES.remoteTitle}</h1>
          <PairForm initialCode={code} notice={notice} onPaired={paired} />
        </>
      )}
    </main>
  );
}
