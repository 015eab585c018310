import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { listFactors } from '#server/lib/auth-factors.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession } from '#server/middleware/session.ts';
import { profileUpdateSchema } from '#shared/schemas/profile.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { Me } from '#shared/schemas/session.ts';
import { profileFileRoutes } from './profile-files.routes.ts';
import { ensureProfile, findProfile, updateProfile } from './profiles.service.ts';

export function profileRoutes({
  db,
  auth,
  storage,
}: {
  db: Database;
  auth: Auth;
  storage: Storage;
}) {
  return new Hono<AppEnv>()
    .route('/', profileFileRoutes({ db, auth, storage }))
    .get('/me', requireSession(auth), async (c) => {
      const user = c.get('user');
      const [profile, factors] = await Promise.all([
        ensureProfile(db, user),
        listFactors(db, user.id),
      ]);
      const me: Me = { user: { id: user.id, email: user.email, factors, aal: user.aal }, profile };
      return c.json(me);
    })
    .patch('/me/profile', requireSession(auth), validateJson(profileUpdateSchema), async (c) => {
      const profile = await updateProfile(db, c.get('user').id, c.req.valid('json'));
      return c.json(profile);
    })
    .get('/profiles/:identifier', async (c) => {
      return c.json(await findProfile(db, c.req.param('identifier')));
    });
}
