import { PrivacyPage } from '#web/features/static-pages/components/privacy-page.tsx';

export default function Page() {
  return <PrivacyPage />;
}
