import { Hono, type Context } from 'hono';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import { clientIp, type TrustProxy } from '#server/lib/client-ip.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { idParam } from '#server/lib/ids.ts';
import { createRateBucket } from '#server/lib/rate-bucket.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import type { RealtimeHub } from '#server/realtime/realtime-hub.ts';
import { remotePlayers } from '#server/realtime/topics.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { RealtimePayload } from '#shared/events.ts';
import { REMOTE_PRESS_RATE, type RemoteAction, type RemoteDelivery } from '#shared/remote.ts';
import { REMOTE_MESSAGES } from '#shared/remote-messages.ts';
import { pairRequestSchema, remotePressSchema } from '#shared/schemas/remote.ts';
import { redeemCode } from './pairing-store.ts';
import { readRemoteBoard } from './remote-board.ts';
import type { PlayerPresence } from './player-presence.ts';
import type { RemoteGrant, RemoteGrants } from './remote-grant.ts';
import { deviceLabel, normaliseCode } from './remote-secrets.ts';
import type { RemoteStreams } from './remote-streams.ts';
import { createPairLimit } from './pair-limit.ts';

const BOARD = `/remote/boards/${idParam('id')}` as const;
const BUTTON = `${BOARD}/buttons/${idParam('buttonId')}` as const;

function tooMany(c: Context, retryAfter: number, message: string): never {
  c.header('Retry-After', String(retryAfter));
  throw new HttpError(429, ERROR_CODES.rateLimited, message);
}

/** The body of a press: none (or empty) is a tap, else { phase } (400 for anything else). */
async function pressAction(c: Context): Promise<RemoteAction> {
  const text = (await c.req.text()).trim();
  if (!text) return 'tap';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, ERROR_CODES.validation, 'The body must be JSON: {"phase":"down"}.');
  }
  const parsed = remotePressSchema.safeParse(body);
  if (!parsed.success)
    throw new HttpError(400, ERROR_CODES.validation, 'phase must be "down" or "up".');
  return parsed.data.phase ?? 'tap';
}

/**
 * The phone's and the trigger API's side (decision 059): no session. POST /remote/pair trades a code for a
 * pairing token; everything else takes `Authorization: Bearer` (401 without a working token; 404, as for an
 * unknown board, for anything out of its reach) and presses on the bus to the owner's players of the board.
 */
export function remoteTriggerRoutes({
  db,
  bus,
  grants,
  streams,
  presence,
  trustProxy,
  now,
}: {
  db: Database;
  bus: RealtimeHub;
  grants: RemoteGrants;
  streams: RemoteStreams;
  presence: PlayerPresence;
  trustProxy: TrustProxy;
  now: () => number;
}) {
  const pairLimit = createPairLimit();
  const presses = createRateBucket(now, REMOTE_PRESS_RATE);

  /** The grant, its rate (429 before any board is looked up), and the board it must reach. */
  const pressing = async (c: Context<AppEnv>) => {
    const grant: RemoteGrant = await grants.require(c);
    const retryAfter = presses.take(grant.id);
    if (retryAfter !== null) tooMany(c, retryAfter, REMOTE_MESSAGES.tooManyPresses);
    return { grant, board: await grants.board(grant, c.req.param('id')!) };
  };
  const deliver = async <K extends 'remote_press' | 'remote_stop_all'>(
    c: Context<AppEnv>,
    { grant, board }: { grant: RemoteGrant; board: { id: string } },
    kind: K,
    payload: RealtimePayload<K>,
  ) => {
    const boardId = board.id;
    await bus.publish(kind, payload, [remotePlayers(boardId)]);
    grants.touch(grant);
    // The players open on every instance (decision 080).
    return c.json({ players: await presence.count(boardId) } satisfies RemoteDelivery, 202);
  };

  return new Hono<AppEnv>()
    .post('/remote/pair', validateJson(pairRequestSchema), async (c) => {
      const retryAfter = pairLimit.take(clientIp(c, trustProxy));
      if (retryAfter !== null) tooMany(c, retryAfter, REMOTE_MESSAGES.tooManyPairAttempts);
      const code = normaliseCode(c.req.valid('json').code);
      if (!code) throw new HttpError(404, ERROR_CODES.notFound, REMOTE_MESSAGES.codeNotFound);
      const grant = await redeemCode(db, code, deviceLabel(c.req.header('user-agent')));
      await bus.publish('remotes_changed', { board_id: grant.board_id }, [
        remotePlayers(grant.board_id),
      ]);
      return c.json(grant, 201);
    })
    .get(BOARD, async (c) => {
      const grant = await grants.require(c);
      const board = await grants.board(grant, c.req.param('id'));
      const pads = await readRemoteBoard(db, board);
      grants.touch(grant);
      return c.json(pads);
    })
    .get(`${BOARD}/stream`, (c) =>
      streams.open(c, async () => {
        const grant = await grants.require(c);
        const board = await grants.board(grant, c.req.param('id'));
        grants.touch(grant);
        return { grant, boardId: board.id };
      }),
    )
    .post(`${BUTTON}/press`, async (c) => {
      const reach = await pressing(c);
      const action = await pressAction(c);
      const buttonId = c.req.param('buttonId');
      await grants.button(reach.board, buttonId);
      return deliver(c, reach, 'remote_press', {
        button_id: buttonId,
        action,
        sent_at: Date.now(),
      });
    })
    .post(`${BUTTON}/stop`, async (c) => {
      const reach = await pressing(c);
      const buttonId = c.req.param('buttonId');
      await grants.button(reach.board, buttonId);
      return deliver(c, reach, 'remote_press', {
        button_id: buttonId,
        action: 'stop',
        sent_at: Date.now(),
      });
    })
    .post(`${BOARD}/stop-all`, async (c) => {
      return deliver(c, await pressing(c), 'remote_stop_all', { sent_at: Date.now() });
    });
}
