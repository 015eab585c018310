import { NotFoundPage } from '#web/features/static-pages/components/not-found-page.tsx';

export default function Page() {
  return <NotFoundPage />;
}
