/**
 * A query whose load failed with nothing to show. A failed background refetch (a server restart, a dropped
 * network) keeps the data already shown — the next refetch on focus, reconnect or a realtime resync brings it
 * up to date — instead of replacing the page with an error.
 */
export function loadFailed<Q extends { isError: boolean; data: unknown }>(
  query: Q,
): query is Extract<Q, { isError: true; data: undefined }> {
  return query.isError && query.data === undefined;
}
