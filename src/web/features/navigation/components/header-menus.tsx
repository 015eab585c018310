import { AccountDropdown } from './account-dropdown.tsx';
import { MobileMenu } from './mobile-menu.tsx';

/** The header's menus (Radix menu and dialog): a chunk of their own, loaded after the first render. */
export default function HeaderMenus({ openFirst }: { openFirst: 'account' | 'menu' | null }) {
  return (
    <>
      <AccountDropdown defaultOpen={openFirst === 'account'} />
      <MobileMenu defaultOpen={openFirst === 'menu'} />
    </>
  );
}
