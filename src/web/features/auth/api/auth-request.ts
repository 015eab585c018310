import { readJson } from '#web/lib/api-client.ts';

/** A JSON POST to better-auth under /api/auth; errors become ApiError with the server's message. */
export async function postAuth<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return readJson<T>(response);
}

/** A JSON request to our own API; errors become ApiError with the server's message. */
export async function sendJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJson<T>(response);
}
