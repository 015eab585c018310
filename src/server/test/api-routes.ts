import type { App } from '#server/app.ts';

export interface ApiRoute {
  method: string;
  /** Hono's pattern without parameter constraints, e.g. `/api/boards/:id/buttons`. */
  path: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The API's endpoints as the router holds them (method + path), without middleware entries and duplicates.
 * better-auth is one entry per method (`/api/auth/*`); tests expand it into the endpoints they exercise.
 * Tests that must cover every route (authorisation matrix, hostile input) start from this list, so a new route
 * without an entry in their tables fails them.
 */
export function listApiRoutes(app: App): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const route of app.routes) {
    const { method } = route;
    const path = route.path.replace(/\{[^/]*\}/g, '');
    if (!METHODS.has(method) || !path.startsWith('/api/')) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}

/** True for routes that change state (the ones the same-origin check and the hostile-input test cover). */
export function isMutating(route: ApiRoute): boolean {
  return route.method !== 'GET';
}
