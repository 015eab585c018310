import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { SECURITY_MESSAGES } from '#shared/auth-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useFocusOnReturn } from '#web/components/ui/use-focus-return.ts';
import { removePhone } from '#web/features/account/api/phone-factor.ts';
import { disableTotp } from '#web/features/account/api/totp-factor.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { PasswordConfirm } from './password-confirm.tsx';

interface FactorRowProps {
  type: 'totp' | 'phone';
  detail?: string;
}

/** One enrolled factor with its Remove action (confirmed by the password). */
export function FactorRow({ type, detail }: FactorRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [openerRef, returnFocus] = useFocusOnReturn<HTMLButtonElement>();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (password: string) =>
      type === 'totp' ? disableTotp(password) : removePhone(password),
    onSuccess: async () => {
      setConfirming(false);
      toast.success(SECURITY_MESSAGES.factorRemoved);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  const name = type === 'totp' ? SECURITY_MESSAGES.totpName : SECURITY_MESSAGES.phoneName;
  const Icon = type === 'totp' ? KeyRound : Smartphone;
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Icon aria-hidden className="size-5 text-ink-muted" />
          <div>
            <p className="font-medium">{name}</p>
            <p className="text-sm text-ink-muted">{detail ? `${detail} · ` : ''}Verified</p>
          </div>
        </div>
        {confirming ? null : (
          <Button
            ref={openerRef}
            variant="secondary"
            size="sm"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        )}
      </div>
      {confirming ? (
        <PasswordConfirm
          id={`remove-${type}-password`}
          submitLabel={`Remove ${name.toLowerCase()}`}
          danger
          pending={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={(password) => remove.mutate(password)}
          onCancel={() => {
            remove.reset();
            returnFocus();
            setConfirming(false);
          }}
        />
      ) : null}
    </li>
  );
}
