/** A Set-Cookie that removes the session cookie (better-auth's sign-out, or a cookie naming no session). */
const SESSION_COOKIE_REMOVED = /^(?:__Secure-)?soundboard\.session_token=[^;]*;(?=.*max-age=0)/i;

/**
 * An answer that ends the browser's session also asks the browser to clear its HTTP cache (decision 042):
 * files of private boards reach it through long-cached /files answers and Range requests the service worker
 * does not handle, and no page script can remove them. Cache Storage (the offline app) is not touched; the
 * web app forgets the ended user's entries there itself.
 */
export function clearCacheWhenSessionEnds(response: Response): Response {
  const ends = response.headers
    .getSetCookie()
    .some((cookie) => SESSION_COOKIE_REMOVED.test(cookie));
  if (!ends) return response;
  const headers = new Headers(response.headers);
  headers.set('clear-site-data', '"cache"');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
