import { ComingSoon } from '#web/components/layout/coming-soon.tsx';

export default function Page() {
  return <ComingSoon title="My Sounds" />;
}
