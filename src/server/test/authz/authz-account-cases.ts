import { strToU8, zipSync } from 'fflate';
import { BOARD_ARCHIVE } from '#shared/board-transfer.ts';
import { emptyLibraryArchive } from './library-archive-fixture.ts';
import { eq } from 'drizzle-orm';
import { soundboardButtons } from '#server/db/schema.ts';
import { mediaProxyUrl } from '#server/features/gifs/gif-media-url.ts';
import { TEST_PASSWORD } from '../auth-client.ts';
import { TEST_AUTH_SECRET } from '../test-app.ts';
import { pngBytes } from '../profile-factories.ts';
import { makeMp3 } from '../sounds-factories.ts';
import type { AuthzTable, Call, Case, CaseContext, Role } from './authz-types.ts';

/** Routes on the caller's own data: visitors 401, each user succeeds on their own. */
const own = (status: number, call: Case['call'], extra: Partial<Case> = {}): Case[] => [
  { target: 'self', expect: { visitor: 401, other: status, owner: status }, call, ...extra },
];
/** Routes anyone may read. */
const open = (call: Call): Case[] => [
  { target: 'self', expect: { visitor: 200, other: 200, owner: 200 }, call: () => call },
];

const soundCases = (
  statuses: { sound: number; trashedSound: number },
  call: (soundId: string) => Call,
): Case[] => [
  {
    target: 'sound',
    expect: { visitor: 401, other: 404, owner: statuses.sound },
    call: ({ world }) => call(world.sounds.active),
  },
  {
    target: 'trashedSound',
    expect: { visitor: 401, other: 404, owner: statuses.trashedSound },
    call: ({ world }) => call(world.sounds.trashed),
  },
];

/** A board archive of a board with no buttons (decision 038). */
const emptyBoardArchive = () =>
  zipSync({
    'board.json': strToU8(
      JSON.stringify({
        format: BOARD_ARCHIVE.format,
        version: BOARD_ARCHIVE.version,
        exported_at: new Date().toISOString(),
        board: {
          name: 'Imported',
          description: null,
          grid_rows: 1,
          grid_columns: 1,
          background: null,
          background_settings: {},
          master_volume: 100,
          play_mode: 'single',
          stop_all_key: 'Escape',
        },
        sounds: [],
        buttons: [],
      }),
    ),
  });

const png = () => ({ bytes: pngBytes(), name: 'a.png', type: 'image/png' });
const numbers = new Map<string, string>();
let numberSeq = 0;
/** Each user of the matrix gets a phone number of their own. */
const numberOf = (userId: string) => {
  if (!numbers.has(userId)) numbers.set(userId, `+4477009${String(++numberSeq).padStart(5, '0')}`);
  return numbers.get(userId)!;
};
const actor = (ctx: CaseContext, role: Role) =>
  role === 'owner' ? ctx.world.owner : ctx.world.other;

async function enrolBoth(ctx: CaseContext) {
  for (const role of ['owner', 'other'] as const) {
    const phone = numberOf(actor(ctx, role).userId);
    const response = await ctx.as(role, {
      method: 'POST',
      path: '/api/me/factors/phone',
      body: { phone_number: phone },
    });
    if (response.status !== 200) throw new Error(`enrol: ${await response.text()}`);
  }
}

export const ACCOUNT_CASES: AuthzTable = {
  'GET /api/health': open({ method: 'GET', path: '/api/health' }),
  'GET /api/ready': open({ method: 'GET', path: '/api/ready' }),
  'GET /api/me': own(200, () => ({ method: 'GET', path: '/api/me' })),
  'GET /api/me/storage': own(200, () => ({ method: 'GET', path: '/api/me/storage' })),
  'PATCH /api/me/profile': own(200, () => ({
    method: 'PATCH',
    path: '/api/me/profile',
    body: { bio: 'Changed' },
  })),
  'POST /api/me/profile/files': own(200, () => ({
    method: 'POST',
    path: '/api/me/profile/files',
    form: { bucket: 'avatars', file: png() },
  })),
  'DELETE /api/me/profile/background': own(200, () => ({
    method: 'DELETE',
    path: '/api/me/profile/background',
  })),
  'GET /api/profiles/:identifier': [
    {
      target: 'self',
      expect: { visitor: 200, other: 200, owner: 200 },
      call: ({ world }) => ({ method: 'GET', path: `/api/profiles/${world.owner.userId}` }),
    },
  ],
  'GET /api/boards': own(200, () => ({ method: 'GET', path: '/api/boards' })),
  'GET /api/boards/summaries': own(200, () => ({ method: 'GET', path: '/api/boards/summaries' })),
  'POST /api/boards': own(201, () => ({
    method: 'POST',
    path: '/api/boards',
    body: { name: 'Mine', description: '' },
  })),
  'POST /api/boards/import': own(201, () => ({
    method: 'POST',
    path: '/api/boards/import',
    form: { file: { bytes: emptyBoardArchive(), name: 'board.zip', type: 'application/zip' } },
  })),
  // The caller's own library only (decision 054): nobody else's data goes in or out.
  'GET /api/me/library/backup': own(200, () => ({ method: 'GET', path: '/api/me/library/backup' })),
  'POST /api/me/library/restore': own(200, () => ({
    method: 'POST',
    path: '/api/me/library/restore',
    form: { file: { bytes: emptyLibraryArchive(), name: 'backup.zip', type: 'application/zip' } },
  })),
  'GET /api/sounds': own(200, () => ({ method: 'GET', path: '/api/sounds' })),
  'POST /api/sounds': own(201, () => ({
    method: 'POST',
    path: '/api/sounds',
    form: { name: 'Mine', file: { bytes: makeMp3(), name: 'a.mp3', type: 'audio/mpeg' } },
  })),
  'PUT /api/sounds/:id/image': soundCases({ sound: 200, trashedSound: 404 }, (id) => ({
    method: 'PUT',
    path: `/api/sounds/${id}/image`,
    form: { file: png() },
  })),
  'PUT /api/sounds/:id/loudness': soundCases({ sound: 200, trashedSound: 404 }, (id) => ({
    method: 'PUT',
    path: `/api/sounds/${id}/loudness`,
    body: { loudness_gain_db: -3.5, normalize: true },
  })),
  'PUT /api/sounds/:id/tags': soundCases({ sound: 200, trashedSound: 404 }, (id) => ({
    method: 'PUT',
    path: `/api/sounds/${id}/tags`,
    body: { tags: ['loud', 'Intro'] },
  })),
  // Decision 037: the owner counts their own plays; anyone counts plays of a sound on a public board.
  'POST /api/sounds/:id/plays': [
    ...(['private', 'public', 'trashed'] as const).map((target): Case => ({
      target,
      expect:
        target === 'public'
          ? { visitor: 200, other: 200, owner: 200 }
          : { visitor: 404, other: 404, owner: 200 },
      call: async ({ world, db }) => {
        const [button] = await db
          .select({ soundId: soundboardButtons.soundId })
          .from(soundboardButtons)
          .where(eq(soundboardButtons.id, world.boards[target]!.buttonIds[0]!));
        return { method: 'POST', path: `/api/sounds/${button!.soundId}/plays`, body: { count: 2 } };
      },
      playCountMayMove: true,
    })),
    {
      target: 'sound',
      expect: { visitor: 404, other: 404, owner: 200 },
      call: ({ world }) => ({
        method: 'POST',
        path: `/api/sounds/${world.sounds.active}/plays`,
        body: { count: 1 },
      }),
    },
    {
      target: 'trashedSound',
      expect: { visitor: 404, other: 404, owner: 404 },
      call: ({ world }) => ({
        method: 'POST',
        path: `/api/sounds/${world.sounds.trashed}/plays`,
        body: { count: 1 },
      }),
    },
  ],
  'DELETE /api/sounds/:id': [
    ...soundCases({ sound: 200, trashedSound: 404 }, (id) => ({
      method: 'DELETE',
      path: `/api/sounds/${id}`,
    })),
    ...soundCases({ sound: 204, trashedSound: 204 }, (id) => ({
      method: 'DELETE',
      path: `/api/sounds/${id}?permanent=true`,
    })),
  ],
  'POST /api/sounds/:id/restore': soundCases({ sound: 404, trashedSound: 200 }, (id) => ({
    method: 'POST',
    path: `/api/sounds/${id}/restore`,
  })),
  'GET /api/trash': own(200, () => ({ method: 'GET', path: '/api/trash' })),
  'POST /api/functions/clear-user-trash': own(200, () => ({
    method: 'POST',
    path: '/api/functions/clear-user-trash',
  })),
  'POST /api/functions/ingest-audio-from-url': own(200, ({ audioOrigin }) => ({
    method: 'POST',
    path: '/api/functions/ingest-audio-from-url',
    body: { url: `${audioOrigin}/silence.mp3`, filePath: 'x/Mine.mp3' },
  })),
  // The matrix's app has no GIPHY key: signed-in callers get 503 gif_search_unavailable (gifs.test.ts has the rest).
  'POST /api/functions/gif-proxy': own(503, () => ({
    method: 'POST',
    path: '/api/functions/gif-proxy',
    body: { endpoint: 'trending' },
  })),
  'GET /api/functions/gif-proxy': own(503, () => ({
    method: 'GET',
    path: '/api/functions/gif-proxy?endpoint=trending',
  })),
  'GET /api/functions/gif-proxy/status': open({
    method: 'GET',
    path: '/api/functions/gif-proxy/status',
  }),
  // An address signed for the owner (decision 041): another user gets 403; the owner passes authorisation and
  // the audio host on loopback is then refused (502: the matrix's app does not allow GIF media from loopback).
  'GET /api/functions/gif-proxy/media': [
    {
      target: 'self',
      expect: { visitor: 401, other: 403, owner: 502 },
      call: ({ audioOrigin, world }) => ({
        method: 'GET',
        path: mediaProxyUrl(
          TEST_AUTH_SECRET,
          world.owner.userId,
          `${audioOrigin}/tone.wav`,
          Date.now(),
        ),
      }),
    },
  ],
  'GET /api/me/factors/phone': own(200, () => ({ method: 'GET', path: '/api/me/factors/phone' })),
  'POST /api/me/factors/phone': own(
    200,
    (ctx, role) => ({
      method: 'POST',
      path: '/api/me/factors/phone',
      body: { phone_number: numberOf(actor(ctx, role).userId) },
    }),
    { fresh: true },
  ),
  'POST /api/me/factors/phone/verify': own(
    200,
    (ctx, role) => {
      const phone = numberOf(actor(ctx, role).userId);
      const code = ctx.texts.filter((text) => text.to === phone).at(-1)?.code ?? '000000';
      return { method: 'POST', path: '/api/me/factors/phone/verify', body: { code } };
    },
    { fresh: true, setup: enrolBoth },
  ),
  'DELETE /api/me/factors/phone': own(
    200,
    () => ({ method: 'DELETE', path: '/api/me/factors/phone', body: { password: TEST_PASSWORD } }),
    { fresh: true, setup: enrolBoth },
  ),
};
