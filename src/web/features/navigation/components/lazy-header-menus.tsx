import { lazy, Suspense, useState } from 'react';
import { AccountTrigger } from './account-trigger.tsx';
import { MenuTrigger } from './menu-trigger.tsx';
import { loadWhenOnline } from '#web/lib/load-when-online.ts';

const loadHeaderMenus = () => loadWhenOnline(() => import('./header-menus.tsx'));
const HeaderMenus = lazy(loadHeaderMenus);

type Menu = 'account' | 'menu';

/**
 * The account menu and the mobile menu (Radix menu and dialog, ~30 KB with their layers) load on intent, not
 * on every page: a visitor who never opens a menu never downloads them (decision 023, addendum). Pointing at,
 * focusing or touching a button fetches the code; a click opens that menu once it is there.
 */
export function LazyHeaderMenus() {
  const [openFirst, setOpenFirst] = useState<Menu | null>(null);
  const prefetch = () => void loadHeaderMenus();
  const intent = { onPointerEnter: prefetch, onPointerDown: prefetch, onFocus: prefetch };
  const standIns = (
    <>
      <div className="hidden md:block">
        <AccountTrigger
          aria-haspopup="menu"
          aria-expanded={false}
          {...intent}
          onClick={() => setOpenFirst('account')}
        />
      </div>
      <MenuTrigger
        aria-haspopup="dialog"
        aria-expanded={false}
        {...intent}
        onClick={() => setOpenFirst('menu')}
      />
    </>
  );
  if (!openFirst) return standIns;
  return (
    <Suspense fallback={standIns}>
      <HeaderMenus openFirst={openFirst} />
    </Suspense>
  );
}
