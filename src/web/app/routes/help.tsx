import { HelpPage } from '#web/features/static-pages/components/help-page.tsx';

export default function Page() {
  return <HelpPage />;
}
