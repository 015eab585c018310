import { LogOut } from 'lucide-react';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import type { Session } from '#web/lib/session/use-session.ts';
import { useLogOut } from '#web/features/navigation/hooks/use-log-out.ts';
import { AvatarUploader } from './avatar-uploader.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PublicProfileLink } from './public-profile-link.tsx';
import { SecuritySection } from './security-section.tsx';

/** Spec §2 /my-account, signed in: avatar, profile form, public profile link, Logout, and Security. */
export function AccountSettings({ session }: { session: Session }) {
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
        <ChangePasswordSection />
        <SecuritySection user={user} />
      </div>
    </section>
  );
}
