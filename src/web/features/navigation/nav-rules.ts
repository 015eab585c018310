import { ROUTES } from '#shared/routes.ts';

/**
 * Spec §2: an item is active when the path equals its route or starts with it. Every path starts with "/",
 * so Home is active on "/" only; other routes match whole segments (/help is not active on /helpful).
 */
export function isActive(pathname: string, route: string): boolean {
  if (route === ROUTES.home) return pathname === ROUTES.home;
  return pathname === route || pathname.startsWith(`${route}/`);
}
