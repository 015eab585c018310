import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import {
  boardDocumentCache,
  type BoardDocumentCache,
} from '#server/domain/boards/board-document-cache.ts';
import { BOARD_PATH } from '#server/domain/boards/board-path.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { readMultipart, requireFile, sniffUpload, uploadBodyLimit } from '#server/lib/upload.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession, requireSessionWithMessage, viewerId } from '#server/middleware/session.ts';
import { uploadSlot } from '#server/middleware/upload-slots.ts';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { boardCreateSchema, boardUpdateSchema } from '#shared/schemas/board.ts';
import {
  createBoard,
  listOwnBoards,
  removeBoardBackground,
  setBoardBackground,
  trashBoard,
  updateBoard,
} from './boards.service.ts';
import { buttonRoutes, type BoardRouteDeps } from './buttons.routes.ts';
import { listBoardSummaries } from './board-summaries.service.ts';
import { decodeCursor, pageLimit } from './board-summary-cursor.ts';

/** A JSON body, or a multipart form with an optional `background` image (DESIGN.md §5 POST /api/boards). */
async function readCreateRequest(c: Parameters<typeof readMultipart>[0]) {
  if (c.req.header('content-type')?.startsWith('multipart/form-data')) {
    const form = await readMultipart(c);
    const text = (field: string) => (typeof form[field] === 'string' ? form[field] : undefined);
    const input = { name: text('name') ?? '', description: text('description') };
    const file = form.background;
    const background =
      file instanceof File && file.size > 0 ? await sniffUpload(file, 'image') : undefined;
    return { input, background };
  }
  const body: unknown = await c.req.json().catch(() => {
    throw new HttpError(400, ERROR_CODES.validation, 'Expected a JSON body.');
  });
  return { input: body, background: undefined };
}

export function boardRoutes({
  db,
  auth,
  storage,
  documents = boardDocumentCache(db),
}: BoardRouteDeps & { documents?: BoardDocumentCache }) {
  const session = requireSession(auth);
  return (
    new Hono<AppEnv>()
      .get('/boards', session, async (c) => c.json(await listOwnBoards(db, c.get('user').id)))
      // Decision 065: My Boards' paged summaries; /boards/:id matches UUIDs only, so this path is free.
      .get('/boards/summaries', session, async (c) => {
        const limit = pageLimit(c.req.query('limit'));
        const cursor = decodeCursor(c.req.query('cursor'));
        return c.json(await listBoardSummaries(db, c.get('user').id, { limit, cursor }));
      })
      .post(
        '/boards',
        requireSessionWithMessage(auth, BOARD_MESSAGES.notSignedInCreate),
        uploadSlot({ onlyMultipart: true }),
        uploadBodyLimit('image'),
        async (c) => {
          const { input, background } = await readCreateRequest(c);
          const parsed = boardCreateSchema.safeParse(input);
          if (!parsed.success) {
            const message = parsed.error.issues[0]?.message ?? BOARD_MESSAGES.nameRequired;
            throw new HttpError(400, ERROR_CODES.validation, message);
          }
          const board = await createBoard(
            { db, storage },
            c.get('user').id,
            parsed.data,
            background,
          );
          return c.json(board, 201);
        },
      )
      .get(BOARD_PATH, async (c) => {
        const viewer = await viewerId(auth, c);
        const { json } = await documents.forViewer(c.req.param('id'), viewer);
        return c.body(json, 200, { 'content-type': 'application/json' });
      })
      .patch(BOARD_PATH, session, validateJson(boardUpdateSchema), async (c) => {
        const board = await updateBoard(
          db,
          c.get('user').id,
          c.req.param('id'),
          c.req.valid('json'),
        );
        return c.json(board);
      })
      // ?permanent=true is answered by the trash routes, mounted first.
      .delete(BOARD_PATH, session, async (c) => {
        await trashBoard(db, c.get('user').id, c.req.param('id'));
        return c.body(null, 204);
      })
      .put(
        `${BOARD_PATH}/background`,
        session,
        uploadSlot(),
        uploadBodyLimit('image'),
        async (c) => {
          const file = await sniffUpload(requireFile(await readMultipart(c)), 'image');
          const board = await setBoardBackground(
            { db, storage },
            c.get('user').id,
            c.req.param('id'),
            file,
          );
          return c.json(board);
        },
      )
      .delete(`${BOARD_PATH}/background`, session, async (c) => {
        const board = await removeBoardBackground(
          { db, storage },
          c.get('user').id,
          c.req.param('id'),
        );
        return c.json(board);
      })
      .route('/', buttonRoutes({ db, auth, storage }))
  );
}
