import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import type { SecondFactorHookContext } from './auth-second-factor.ts';

export const CHANGE_PASSWORD_PATH = '/change-password';

/**
 * Changing the password signs out every other session, whatever the client asks (`revokeOtherSessions` is
 * forced on). better-auth then replaces the current session with a new one (new cookie), which keeps the
 * assurance level (aal) the old one had.
 */
export function passwordChangeHooks(db: Database) {
  const levels = new WeakMap<Request, string>();

  async function before(ctx: SecondFactorHookContext) {
    if (ctx.path !== CHANGE_PASSWORD_PATH) return;
    const token = await ctx.getSignedCookie(
      ctx.context.authCookies.sessionToken.name,
      ctx.context.secret,
    );
    if (typeof token === 'string' && ctx.request) {
      const [current] = await db
        .select({ aal: sessions.aal })
        .from(sessions)
        .where(eq(sessions.token, token));
      if (current?.aal) levels.set(ctx.request, current.aal);
    }
    const body = ctx.body as Record<string, unknown> | undefined;
    return { context: { body: { ...body, revokeOtherSessions: true } } };
  }

  async function after(ctx: SecondFactorHookContext) {
    if (ctx.path !== CHANGE_PASSWORD_PATH) return;
    const aal = ctx.request && levels.get(ctx.request);
    const token = ctx.context.newSession?.session.token;
    if (aal && token) await db.update(sessions).set({ aal }).where(eq(sessions.token, token));
  }

  return { before, after };
}
