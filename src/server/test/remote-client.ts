import { randomIp, send } from './auth-client.ts';
import { SseReader } from './sse-client.ts';
import type { TestApp } from './test-app.ts';
import { REMOTE_PATHS, type PairingGrant, type PairingOffer } from '#shared/remote.ts';

/** A request as Stream Deck, Companion or curl send it: a bearer token, no Origin, no cookie. */
export function bearer(
  app: TestApp,
  path: string,
  token: string | null,
  options: { method?: string; body?: unknown; ip?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return send(app, path, {
    method: options.method ?? (/\/(press|stop|stop-all)$/.test(path) ? 'POST' : 'GET'),
    body: options.body,
    origin: null,
    headers,
    ip: options.ip,
  });
}

/** The owner's offer, then the phone's pairing with its code (201s, or the test fails). */
export async function pairRemote(
  app: TestApp,
  cookie: string,
  boardId: string,
  userAgent?: string,
) {
  const offered = await send(app, REMOTE_PATHS.remotes(boardId), { method: 'POST', cookie });
  if (offered.status !== 201)
    throw new Error(`offer failed: ${offered.status} ${await offered.text()}`);
  const offer = (await offered.json()) as PairingOffer;
  const paired = await send(app, REMOTE_PATHS.pair, {
    body: { code: offer.code },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  if (paired.status !== 201)
    throw new Error(`pair failed: ${paired.status} ${await paired.text()}`);
  return { offer, grant: (await paired.json()) as PairingGrant };
}

/** A remote's event stream, read with the token in the header (as the phone reads it with fetch). */
export async function openRemoteStream(app: TestApp, boardId: string, token: string) {
  const response = await app.request(
    REMOTE_PATHS.remoteStream(boardId),
    { headers: { authorization: `Bearer ${token}` } },
    { incoming: { socket: { remoteAddress: randomIp() } } },
  );
  return new SseReader(response);
}

/** The payloads of one kind of event a stream received so far. */
export const eventsOf = (reader: SseReader, event: string) =>
  reader.events
    .filter((e) => e.event === event)
    .map((e) => JSON.parse(e.data) as Record<string, unknown>);
