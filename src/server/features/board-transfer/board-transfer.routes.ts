import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { idParam } from '#server/lib/ids.ts';
import { readMultipart, requireFile, sniffUpload, uploadBodyLimit } from '#server/lib/upload.ts';
import { requireSession } from '#server/middleware/session.ts';
import { uploadSlot } from '#server/middleware/upload-slots.ts';
import type { Storage } from '#server/storage/storage.ts';
import { exportBoard } from './board-export.ts';
import { importBoard } from './board-import.ts';

/** GET /api/boards/:id/export and POST /api/boards/import (decision 038). */
export function boardTransferRoutes({
  db,
  auth,
  storage,
}: {
  db: Database;
  auth: Auth;
  storage: Storage;
}) {
  const deps = { db, storage };
  return new Hono<AppEnv>()
    .get(`/boards/${idParam('id')}/export`, requireSession(auth), async (c) => {
      const { fileName, body } = await exportBoard(deps, c.get('user').id, c.req.param('id'));
      return c.body(body, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    })
    .post(
      '/boards/import',
      requireSession(auth),
      uploadSlot(),
      uploadBodyLimit('archive'),
      async (c) => {
        const archive = await sniffUpload(requireFile(await readMultipart(c)), 'archive');
        return c.json(await importBoard(deps, c.get('user').id, archive.bytes), 201);
      },
    );
}
