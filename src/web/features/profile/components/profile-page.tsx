import { useParams } from 'react-router';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { ApiError } from '#web/lib/api/read-json.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { ProfileNotFound } from './profile-not-found.tsx';
import { ProfileView } from './profile-view.tsx';
import { loadFailed } from '#web/lib/load-failed.ts';

/** /profile/{identifier}: a public profile by user id or public_url_slug. */
export function ProfilePage() {
  const { identifier = '' } = useParams();
  const profile = useProfile(identifier);
  const session = useSession();

  if (profile.isPending) return <PageSpinner label="Loading profile…" />;
  if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound />;
  if (loadFailed(profile)) {
    return (
      <LoadError page message={profile.error.message} onRetry={() => void profile.refetch()} />
    );
  }
  const isOwner = session.data?.user.id === profile.data.id;
  return <ProfileView profile={profile.data} isOwner={isOwner} />;
}
