import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { idParam } from '#server/lib/ids.ts';
import { requireSession } from '#server/middleware/session.ts';
import { uploadSlot } from '#server/middleware/upload-slots.ts';
import type { Storage } from '#server/storage/storage.ts';
import { exportBoard } from './board-export.ts';
import { importBoard } from './board-import.ts';
import { importSlots } from './import-slots.ts';
import { exportLibrary } from './library-export.ts';
import { restoreLibrary } from './library-restore.ts';
import { receiveArchive } from './receive-archive.ts';
import { unpackArchive, unpackLibrary } from './unpack-archive.ts';

export const LIBRARY_BACKUP_PATH = '/me/library/backup';
export const LIBRARY_RESTORE_PATH = '/me/library/restore';

/**
 * GET /api/boards/:id/export and POST /api/boards/import (decision 038); the whole library's backup and its
 * restore through the same path (decision 054).
 */
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
    .get(LIBRARY_BACKUP_PATH, requireSession(auth), async (c) => {
      const { fileName, body } = await exportLibrary(deps, c.get('user').id);
      return c.body(body, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    })
    .post(LIBRARY_RESTORE_PATH, requireSession(auth), importSlots(), uploadSlot(), async (c) => {
      const workDir = await mkdtemp(path.join(tmpdir(), 'soundboard-restore-'));
      try {
        const upload = path.join(workDir, 'upload');
        const part = await receiveArchive(c.req.raw, upload, 'library');
        const unpacked = await unpackLibrary(
          { path: upload, ...part, outDir: workDir },
          c.get('limits').IMPORT_TIME_BUDGET_SECONDS,
          c.get('logger'),
        );
        return c.json(await restoreLibrary(deps, c.get('user').id, unpacked), 200);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    })
    .post('/boards/import', requireSession(auth), importSlots(), uploadSlot(), async (c) => {
      // The upload goes to a folder of its own on disk, removed when the import is answered.
      const workDir = await mkdtemp(path.join(tmpdir(), 'soundboard-import-'));
      try {
        const upload = path.join(workDir, 'upload');
        const part = await receiveArchive(c.req.raw, upload);
        const logger = c.get('logger');
        logger.debug({ bytes: part.length }, 'board import: checking the archive');
        const unpacked = await unpackArchive(
          { path: upload, ...part, outDir: workDir },
          c.get('limits').IMPORT_TIME_BUDGET_SECONDS,
          logger,
        );
        return c.json(await importBoard(deps, c.get('user').id, unpacked), 201);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    });
}
