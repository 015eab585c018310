import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession } from '#server/middleware/session.ts';
import { uploadSlot } from '#server/middleware/upload-slots.ts';
import type { Database } from '#server/db/client.ts';
import type { Storage } from '#server/storage/storage.ts';
import { ingestRequestSchema, type IngestResponse } from '#shared/schemas/sound.ts';
import { ingestAudio, type IngestSettings } from './ingest.service.ts';

/** The name hint in a client's filePath ("{anything}/{Name}.mp3" → "Name"); the stored path is the server's. */
function nameHint(filePath: string | undefined): string {
  const base = filePath?.split('/').pop() ?? '';
  return base.replace(/\.[^.]*$/, '') || 'sound';
}

/** POST /api/functions/ingest-audio-from-url: `{url, filePath}` → `{success, filePath, error}`. */
export function ingestRoutes(deps: {
  db: Database;
  auth: Auth;
  storage: Storage;
  ingest: IngestSettings;
}) {
  return new Hono<AppEnv>().post(
    '/functions/ingest-audio-from-url',
    requireSession(deps.auth),
    uploadSlot(),
    validateJson(ingestRequestSchema),
    async (c) => {
      const { url, filePath } = c.req.valid('json');
      try {
        const stored = await ingestAudio(deps, deps.ingest, {
          userId: c.get('user').id,
          url,
          soundName: nameHint(filePath),
        });
        const body: IngestResponse = { success: true, filePath: stored.path, error: null };
        return c.json(body, 200);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const body: IngestResponse = { success: false, filePath: null, error: error.message };
        return c.json(body, error.status);
      }
    },
  );
}
