import { Hono, type Context } from 'hono';
import { isAPIError } from 'better-auth/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import {
  findPhone,
  markPhoneVerified,
  removePhone,
  savePendingPhone,
  toPhoneFactor,
} from '#server/lib/auth-phone-factor.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession } from '#server/middleware/session.ts';
import { AUTH_ERRORS } from '#shared/auth-errors.ts';
import { codeForStatus, ERROR_CODES } from '#shared/errors.ts';
import {
  PHONE_MESSAGES,
  phoneEnrolSchema,
  phoneRemoveSchema,
  phoneVerifySchema,
} from '#shared/schemas/phone-factor.ts';

/**
 * better-auth's refusals (wrong code, wrong password …) as the contract's errors, in words a user
 * understands. These routes are for signed-in users: a refusal is bad input (400), never "not signed in".
 */
async function viaAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const status = (error.statusCode === 401 ? 400 : error.statusCode) as ContentfulStatusCode;
    const authCode = typeof error.body?.code === 'string' ? error.body.code : '';
    throw new HttpError(
      status,
      codeForStatus(status),
      AUTH_ERRORS[authCode]?.message ?? error.message,
    );
  }
}

/** Cookies better-auth set while answering (a new session after verification), passed on. */
function passCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

/** The phone second factor: enrol a number, confirm it with the texted code, remove it. */
export function phoneFactorRoutes({ db, auth }: { db: Database; auth: Auth }) {
  return new Hono<AppEnv>()
    .get('/me/factors/phone', requireSession(auth), async (c) => {
      const row = await findPhone(db, c.get('user').id);
      return c.json({ phone: row ? toPhoneFactor(row) : null });
    })
    .post('/me/factors/phone', requireSession(auth), validateJson(phoneEnrolSchema), async (c) => {
      const row = await savePendingPhone(db, c.get('user').id, c.req.valid('json').phone_number);
      await viaAuth(() => auth.api.sendTwoFactorOTP({ headers: c.req.raw.headers, body: {} }));
      return c.json({ phone: toPhoneFactor(row) });
    })
    .post(
      '/me/factors/phone/verify',
      requireSession(auth),
      validateJson(phoneVerifySchema),
      async (c) => {
        const userId = c.get('user').id;
        const { headers } = await viaAuth(() =>
          auth.api.verifyTwoFactorOTP({
            headers: c.req.raw.headers,
            body: { code: c.req.valid('json').code },
            returnHeaders: true,
          }),
        );
        const row = await markPhoneVerified(db, userId);
        if (!row) throw new HttpError(404, ERROR_CODES.notFound, PHONE_MESSAGES.noPhone);
        passCookies(c, headers);
        return c.json({ phone: toPhoneFactor(row) });
      },
    )
    .delete(
      '/me/factors/phone',
      requireSession(auth),
      validateJson(phoneRemoveSchema),
      async (c) => {
        await viaAuth(() =>
          auth.api.verifyPassword({
            headers: c.req.raw.headers,
            body: { password: c.req.valid('json').password },
          }),
        );
        await removePhone(db, c.get('user').id);
        return c.json({ removed: true });
      },
    );
}
