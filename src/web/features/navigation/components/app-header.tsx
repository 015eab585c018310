import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/product.ts';
import { ROUTES } from '#shared/routes.ts';
import { ClearCacheButton } from './clear-cache-button.tsx';
import { GuestBar } from './guest-bar.tsx';
import { HeaderNav } from './header-nav.tsx';
import { LazyHeaderMenus } from './lazy-header-menus.tsx';

export function AppHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
        <Link
          to={ROUTES.home}
          className="flex items-center gap-2 rounded-ui text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          {PRODUCT_NAME}
        </Link>
        <HeaderNav />
        <div className="flex items-center gap-1">
          <ClearCacheButton />
          <LazyHeaderMenus />
        </div>
      </div>
      <GuestBar />
    </header>
  );
}
