import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { idParam } from '#server/lib/ids.ts';
import { readMultipart, requireFile, sniffUpload, uploadBodyLimit } from '#server/lib/upload.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession } from '#server/middleware/session.ts';
import { uploadSlot } from '#server/middleware/upload-slots.ts';
import type { Storage } from '#server/storage/storage.ts';
import {
  buttonCreateSchema,
  buttonOrderSchema,
  buttonUpdateSchema,
} from '#shared/schemas/board.ts';
import {
  deleteButtonWithFiles,
  removeButtonBackground,
  setButtonBackground,
} from './button-backgrounds.service.ts';
import { addButton, reorderButtons, updateButton } from './buttons.service.ts';

export interface BoardRouteDeps {
  db: Database;
  auth: Auth;
  storage: Storage;
}

const BUTTONS_PATH = `/boards/${idParam('id')}/buttons` as const;
const BUTTON_PATH = `${BUTTONS_PATH}/${idParam('buttonId')}` as const;

export function buttonRoutes({ db, auth, storage }: BoardRouteDeps) {
  const session = requireSession(auth);
  return new Hono<AppEnv>()
    .post(BUTTONS_PATH, session, validateJson(buttonCreateSchema), async (c) => {
      const button = await addButton(db, c.get('user').id, c.req.param('id'), c.req.valid('json'));
      return c.json(button, 201);
    })
    .put(`${BUTTONS_PATH}/order`, session, validateJson(buttonOrderSchema), async (c) => {
      const { button_ids: ids } = c.req.valid('json');
      await reorderButtons(db, c.get('user').id, c.req.param('id'), ids);
      return c.body(null, 204);
    })
    .patch(BUTTON_PATH, session, validateJson(buttonUpdateSchema), async (c) => {
      const { id, buttonId } = c.req.param();
      const button = await updateButton(db, c.get('user').id, id, buttonId, c.req.valid('json'));
      return c.json(button);
    })
    .delete(BUTTON_PATH, session, async (c) => {
      const { id, buttonId } = c.req.param();
      await deleteButtonWithFiles({ db, storage }, c.get('user').id, id, buttonId);
      return c.body(null, 204);
    })
    .put(
      `${BUTTON_PATH}/background`,
      session,
      uploadSlot(),
      uploadBodyLimit('image'),
      async (c) => {
        const { id, buttonId } = c.req.param();
        const file = await sniffUpload(requireFile(await readMultipart(c)), 'image');
        const button = await setButtonBackground(
          { db, storage },
          c.get('user').id,
          id,
          buttonId,
          file,
        );
        return c.json(button);
      },
    )
    .delete(`${BUTTON_PATH}/background`, session, async (c) => {
      const { id, buttonId } = c.req.param();
      const button = await removeButtonBackground({ db, storage }, c.get('user').id, id, buttonId);
      return c.json(button);
    });
}
