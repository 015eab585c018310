import { useSearchParams } from 'react-router';
import { ComingSoon } from '#web/components/layout/coming-soon.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { VisitorHero } from '#web/features/home/components/visitor-hero.tsx';

/** "/": the board player with ?board=, else My Boards for a signed-in user, else the visitor's landing. */
export default function HomeRoute() {
  const { data: session, isPending } = useSession();
  const [params] = useSearchParams();
  if (params.get('board')) return <ComingSoon title="Board player" />;
  if (isPending) return <PageSpinner />;
  if (session) return <ComingSoon title="My Boards" />;
  return <VisitorHero />;
}
