import { lazy, Suspense, useState } from 'react';
import { TileMenuButton } from './tile-menu-button.tsx';
import type { TileOwnerMenuProps } from './tile-owner-menu.tsx';
import { loadWhenOnline } from '#web/lib/load-when-online.ts';

const loadTileOwnerMenu = () => loadWhenOnline(() => import('./tile-owner-menu.tsx'));
const TileOwnerMenu = lazy(loadTileOwnerMenu);
const prefetch = () => void loadTileOwnerMenu();

/**
 * The owner's tile menu, its Radix code (~25 KB) loaded on intent: the tile grid is shared with visitors, who
 * must not download it (decision 010). Pointing at, focusing or touching "⋯" fetches it; a click opens it.
 */
export function LazyTileOwnerMenu(props: Omit<TileOwnerMenuProps, 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <div className="absolute bottom-1.5 left-1.5 [[data-arranging]_&]:hidden">
      <TileMenuButton
        button={props.button}
        look={props.look}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => setWanted(true)}
      />
    </div>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <TileOwnerMenu {...props} defaultOpen />
    </Suspense>
  );
}
