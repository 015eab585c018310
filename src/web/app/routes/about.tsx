import { AboutPage } from '#web/features/static-pages/components/about-page.tsx';

export default function Page() {
  return <AboutPage />;
}
