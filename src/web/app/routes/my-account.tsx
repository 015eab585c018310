import { AccountPage } from '#web/features/account/components/account-page.tsx';

export default function Page() {
  return <AccountPage />;
}
