import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useParams } from 'react-router';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { ProfilePage } from '#web/features/profile/components/profile-page.tsx';

export default function Page() {
  const { identifier = '' } = useParams();
  const profile = useProfile(identifier);
  useDocumentTitle(profile.data?.username || PAGE_TITLES.profile);
  return <ProfilePage />;
}
