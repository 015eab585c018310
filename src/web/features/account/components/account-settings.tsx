import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import type { Session } from '#web/lib/session/use-session.ts';
import { useLogOut } from '#web/lib/session/use-log-out.ts';
import { AvatarUploader } from './avatar-uploader.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PublicProfileLink } from './public-profile-link.tsx';
import { SecuritySection } from './security-section.tsx';

/**
 * Spec §2 /my-account, signed in: avatar, profile form, public profile link, Logout, Change password and
 * Security. The Change password section is auth's, Backup board-transfer's and Access tokens the remote's:
 * web/app passes them in (a feature imports no other feature).
 */
export function AccountSettings({
  session,
  passwordSection,
  backupSection,
  tokensSection,
}: {
  session: Session;
  passwordSection: ReactNode;
  backupSection?: ReactNode;
  tokensSection?: ReactNode;
}) {
  const logOut = useLogOut();
  const { profile, user } = session;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageHeader title={AUTH_MESSAGES.accountSettings} description={user.email} />
      <div className="space-y-6">
        <Card className="space-y-8">
          <AvatarUploader profile={profile} />
          <ProfileForm profile={profile} />
        </Card>
        <Card className="space-y-6">
          <PublicProfileLink profile={profile} />
          <Button variant="danger" disabled={logOut.isPending} onClick={() => logOut.mutate()}>
            <LogOut aria-hidden /> {AUTH_MESSAGES.logout}
          </Button>
        </Card>
        {passwordSection}
        <SecuritySection user={user} />
        {backupSection}
        {tokensSection}
      </div>
    </section>
  );
}
