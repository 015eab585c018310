import { ShieldCheck } from 'lucide-react';
import { SECURITY_MESSAGES } from '#shared/auth-messages.ts';
import type { SessionUser } from '#shared/schemas/session.ts';
import { Card } from '#web/components/ui/card.tsx';
import { usePhoneFactor } from '#web/features/account/api/phone-factor.ts';
import { FactorRow } from './factor-row.tsx';
import { PhoneEnrolment } from './phone-enrolment.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';

/** Account Settings → Security: enrolled second factors, and adding an authenticator or a phone. */
export function SecuritySection({ user }: { user: SessionUser }) {
  const hasTotp = user.factors.some((factor) => factor.factor_type === 'totp');
  const hasPhone = user.factors.some((factor) => factor.factor_type === 'phone');
  const phone = usePhoneFactor(hasPhone);
  return (
    <Card asChild>
      <section aria-labelledby="security-title" className="space-y-5">
        <h2 id="security-title" className="flex items-center gap-2 text-xl font-semibold">
          <ShieldCheck aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
          {SECURITY_MESSAGES.title}
        </h2>
        {user.factors.length === 0 ? (
          <p className="text-ink-muted">{SECURITY_MESSAGES.noFactors}</p>
        ) : (
          <ul
            aria-label="Second factors"
            className="divide-y divide-line rounded-ui border border-line"
          >
            {hasTotp ? <FactorRow type="totp" /> : null}
            {hasPhone ? (
              <FactorRow type="phone" detail={phone.data?.phone?.phone_number ?? undefined} />
            ) : null}
          </ul>
        )}
        <div className="flex flex-col gap-4">
          {hasTotp ? null : <TotpEnrolment />}
          {hasPhone ? null : <PhoneEnrolment />}
        </div>
      </section>
    </Card>
  );
}
