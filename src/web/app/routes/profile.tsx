import { ProfilePage } from '#web/features/profile/components/profile-page.tsx';

export default function Page() {
  return <ProfilePage />;
}
