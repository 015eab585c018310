import { CircleUserRound, Flame, House, LayoutGrid, LifeBuoy, LogIn, Music } from 'lucide-react';
import { ROUTES } from '#shared/routes.ts';

/** The icon of each primary navigation item (bottom bar and header). */
export const NAV_ICONS: Record<string, typeof House> = {
  [ROUTES.home]: House,
  [ROUTES.myBoards]: LayoutGrid,
  [ROUTES.mySounds]: Music,
  [ROUTES.myAccount]: CircleUserRound,
  [ROUTES.popular]: Flame,
  [ROUTES.help]: LifeBuoy,
  [ROUTES.auth]: LogIn,
};

export const navIcon = (to: string) => NAV_ICONS[to] ?? House;
