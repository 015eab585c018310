import { authPath, ROUTES } from './routes.ts';

/** Navigation of spec §2: bottom navigation, header menus, footer, and the visitor hero's call to action. */
export interface NavItem {
  to: string;
  label: string;
}

export const SIGNED_IN_NAV: readonly NavItem[] = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.myBoards, label: 'My Boards' },
  { to: ROUTES.mySounds, label: 'My Sounds' },
  { to: ROUTES.myAccount, label: 'Account' },
];

export const VISITOR_NAV: readonly NavItem[] = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.popular, label: 'Popular' },
  { to: ROUTES.help, label: 'Help' },
  { to: ROUTES.auth, label: 'Sign In' },
];

/** The signed-in menu; "My Profile" links to the user's own profile and "Log out" is an action. */
export const SIGNED_IN_MENU: readonly NavItem[] = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.myBoards, label: 'My Boards' },
  { to: ROUTES.myAccount, label: 'My Account' },
];
export const MY_PROFILE_LABEL = 'My Profile';
export const LOG_OUT_LABEL = 'Log out';

export const VISITOR_MENU: readonly NavItem[] = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.popular, label: 'Popular Boards' },
  { to: ROUTES.help, label: 'Help' },
  { to: ROUTES.about, label: 'About' },
  { to: authPath('signup'), label: 'Create Account' },
  { to: authPath('signin'), label: 'Log In' },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.privacy, label: 'Privacy' },
  { to: ROUTES.terms, label: 'Terms' },
  { to: ROUTES.contact, label: 'Contact' },
  { to: ROUTES.help, label: 'Help' },
];

/** The visitor hero's call to action (spec §1) and its secondary link. */
export const HERO_CTA = "Create Your Board - It's Free!";
export const HERO_BROWSE_LABEL = 'Browse popular boards';

/** Accessible names of the header's icon buttons and the skip link. */
export const CLEAR_CACHE_LABEL = 'Clear cache and reload';
export const OPEN_MENU_LABEL = 'Open menu';
export const ACCOUNT_MENU_LABEL = 'Account menu';
export const SKIP_TO_CONTENT_LABEL = 'Skip to content';
export const PRIMARY_NAV_LABEL = 'Primary';
