import { MySoundsPage } from '#web/features/sounds/components/my-sounds-page.tsx';

export default function Page() {
  return <MySoundsPage />;
}
