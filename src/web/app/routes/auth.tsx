import { AuthPage } from '#web/features/auth/components/auth-page.tsx';

export default function Page() {
  return <AuthPage />;
}
