/**
 * The SPA's route table (spec §2). The web router is built from it, and the server uses it to answer
 * unknown paths with status 404 while still serving the app, which then shows its 404 page.
 */
export const ROUTES = {
  home: '/',
  auth: '/auth',
  myBoards: '/my-boards',
  mySounds: '/my-sounds',
  trash: '/trash',
  myAccount: '/my-account',
  profile: '/profile/:identifier',
  popular: '/popular',
  sharedBoard: '/board/:id',
  // Compact mode (decision 033): the board without the app's chrome.
  compactBoard: '/board/:id/compact',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  help: '/help',
  // Account (decision 011): where the reset and confirmation links land.
  resetPassword: '/reset-password',
  emailConfirmed: '/email-confirmed',
  // The phone's remote (decision 060): REMOTE_PAGE_PATH in remote.ts, the page a pairing QR code opens.
  remote: '/remote',
} as const;

export type RouteName = keyof typeof ROUTES;

const matchers = Object.values(ROUTES).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

/** True when the path is one of the app's routes. */
export function isAppRoute(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}

export const profilePath = (identifier: string) => `/profile/${encodeURIComponent(identifier)}`;
export const sharedBoardPath = (id: string) => `/board/${encodeURIComponent(id)}`;
export const compactBoardPath = (id: string) => `/board/${encodeURIComponent(id)}/compact`;
export const boardPlayerPath = (id: string) => `/?board=${encodeURIComponent(id)}`;
export const authPath = (mode?: 'signin' | 'signup') => (mode ? `/auth?mode=${mode}` : '/auth');

/**
 * The link rule of spec §2: a public board opens in the player (/?board={id}) for a signed-in user and in the
 * public shared view (/board/{id}) for a visitor. Every link to someone's public board is made here.
 */
export const publicBoardPath = (id: string, signedIn: boolean) =>
  signedIn ? boardPlayerPath(id) : sharedBoardPath(id);
