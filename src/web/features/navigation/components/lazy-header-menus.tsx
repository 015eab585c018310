import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '#web/lib/when-idle.ts';
import { AccountTrigger } from './account-trigger.tsx';
import { MenuTrigger } from './menu-trigger.tsx';

const HeaderMenus = lazy(() => import('./header-menus.tsx'));

type Menu = 'account' | 'menu';

/**
 * The account menu and the mobile menu, loaded once the page is idle (decision 023: their code is not part of
 * the start). Until then the same buttons stand in; a click on one loads the menus and opens that menu.
 */
export function LazyHeaderMenus() {
  const [load, setLoad] = useState(false);
  const [openFirst, setOpenFirst] = useState<Menu | null>(null);
  useEffect(() => whenIdle(() => setLoad(true), 3000), []);
  const open = (menu: Menu) => {
    setOpenFirst(menu);
    setLoad(true);
  };
  const standIns = (
    <>
      <div className="hidden md:block">
        <AccountTrigger
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={() => open('account')}
        />
      </div>
      <MenuTrigger aria-haspopup="dialog" aria-expanded={false} onClick={() => open('menu')} />
    </>
  );
  if (!load) return standIns;
  return (
    <Suspense fallback={standIns}>
      <HeaderMenus openFirst={openFirst} />
    </Suspense>
  );
}
