import { MailCheck } from 'lucide-react';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';

/** Shown after sign-up while e-mail verification is on. */
export function CheckEmailNotice() {
  return (
    <div role="status" className="flex items-start gap-3 rounded-ui bg-surface-sunken p-4">
      <MailCheck
        aria-hidden
        className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
      />
      <p className="font-medium">{AUTH_MESSAGES.checkEmail}</p>
    </div>
  );
}
