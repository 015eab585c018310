import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useSearchParams } from 'react-router';
import { AuthPage } from '#web/features/auth/components/auth-page.tsx';

export default function Page() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  useDocumentTitle(
    mode === 'signup'
      ? PAGE_TITLES.signUp
      : mode === 'forgot'
        ? PAGE_TITLES.forgotPassword
        : PAGE_TITLES.signIn,
  );
  return <AuthPage />;
}
