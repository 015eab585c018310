import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_NAME_MAX, EMAIL_MAX, JSON_BODY_MAX_BYTES } from '#shared/limits.ts';
import { INPUT_MESSAGES } from '#shared/input-messages.ts';
import { send, signUp, uniqueEmail } from '../test/auth-client.ts';
import { createBoardViaApi } from '../test/boards-factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(() => database.destroy());

const tooLarge = { error: { code: 'payload_too_large', message: INPUT_MESSAGES.bodyTooLarge } };
const overCap = 'x'.repeat(JSON_BODY_MAX_BYTES + 1);

/** A body that streams in chunks without Content-Length, as a chunked upload does. */
function chunkedBody(totalBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const chunk = new TextEncoder().encode('{"a":"'.padEnd(16 * 1024, 'x'));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('JSON body cap (DESIGN §6)', () => {
  it('refuses an oversized sign-in with 413 before better-auth reads it', async () => {
    const response = await send(app, '/api/auth/sign-in/email', {
      body: { email: 'a@example.test', password: overCap },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('cuts a chunked body without Content-Length off at the cap', async () => {
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: chunkedBody(10 * JSON_BODY_MAX_BYTES),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('refuses an oversized board update', async () => {
    const owner = await signUp(app);
    const board = await createBoardViaApi(app, owner.cookie);
    const response = await send(app, `/api/boards/${board.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { description: overCap },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('refuses JSON nested deeper than JSON_MAX_DEPTH before better-auth walks it', async () => {
    const depth = 5_000;
    const response = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: `{"email":"a@example.test","password":"long enough 123","x":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation_error', message: INPUT_MESSAGES.tooDeep },
    });
  });

  it('refuses a form upload sent to better-auth', async () => {
    const form = new FormData();
    form.append('email', 'a@example.test');
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN },
      body: form,
    });
    expect(response.status).toBe(415);
  });
});

describe('better-auth text maxima', () => {
  it('refuses an e-mail address over the maximum on sign-up and sign-in', async () => {
    const email = `${'a'.repeat(EMAIL_MAX)}@example.test`;
    for (const path of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      const response = await send(app, path, { body: { email, password: 'long enough 123' } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_error', message: INPUT_MESSAGES.emailTooLong(EMAIL_MAX) },
      });
    }
  });

  it('refuses an account name over the maximum on sign-up and update-user', async () => {
    const name = 'n'.repeat(ACCOUNT_NAME_MAX + 1);
    const expected = {
      error: { code: 'validation_error', message: INPUT_MESSAGES.accountNameTooLong(100) },
    };
    const signUpResponse = await send(app, '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: 'long enough 123', name },
    });
    expect(signUpResponse.status).toBe(400);
    expect(await signUpResponse.json()).toEqual(expected);

    const user = await signUp(app);
    const update = await send(app, '/api/auth/update-user', {
      cookie: user.cookie,
      body: { name },
    });
    expect(update.status).toBe(400);
    expect(await update.json()).toEqual(expected);
  });
});
