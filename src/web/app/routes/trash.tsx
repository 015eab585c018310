import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_TITLES } from '#shared/page-titles.ts';
import { ROUTES } from '#shared/routes.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { TrashPage } from '#web/features/trash/components/trash-page.tsx';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.trash);
  const session = useSession();
  const navigate = useNavigate();
  const signedOut = session.isSuccess && session.data === null;
  useEffect(() => {
    if (signedOut) void navigate(ROUTES.auth, { replace: true });
  }, [signedOut, navigate]);
  if (!session.data) return <PageSpinner />;
  return <TrashPage />;
}
