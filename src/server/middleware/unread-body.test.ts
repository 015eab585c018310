import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '#server/test/auth-client.ts';
import { createTestApp, TEST_ORIGIN } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { AUDIO_UPLOAD_MAX_BYTES, JSON_BODY_MAX_BYTES } from '#shared/limits.ts';

/**
 * A request refused before its body was read leaves the connection in the middle of that body: the answer
 * must say `Connection: close` (and the server then close cleanly), so no client or proxy sends its next
 * request on it. Over a real socket: app.request() has no connection.
 */
let database: TestDatabase;
let server: ServerType;
let port: number;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createTestApp(database);
  cookie = (await signUp(app)).cookie;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.destroy();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server ended the connection with a FIN (no reset) after its whole answer. */
  endedCleanly: boolean;
}

/**
 * Sends a request head declaring `declared` body bytes and then `body`; reads the answer, then (with
 * `untilClose`) waits up to 3 s for the server to close the connection.
 */
function rawRequest(
  path: string,
  headers: Record<string, string>,
  declared: number,
  body: string,
  untilClose = true,
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let answer: RawAnswer | null = null;
    let reset = false;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      if (answer) resolve(answer);
      else reject(new Error(`no whole answer: ${JSON.stringify(text.slice(0, 200))}`));
    };
    const timer = setTimeout(done, 3000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (answer || split < 0) return;
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const parsed = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const rest = text.slice(split + 4);
      if (rest.length < Number(parsed['content-length'] ?? 0)) return;
      answer = {
        status: Number(statusLine.split(' ')[1]),
        headers: parsed,
        body: rest,
        endedCleanly: false,
      };
      if (!untilClose) done();
    });
    socket.on('end', () => {
      if (answer && !reset) answer.endedCleanly = true;
    });
    socket.on('error', () => (reset = true));
    socket.on('close', done);
    const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Origin: ${TEST_ORIGIN}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    lines.push(`Content-Length: ${declared}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

/** The first KB of a body far larger than declared caps. */
const START = 'a'.repeat(1024);

describe('answers to bodies left unread', () => {
  it('413 for a JSON body declared over the cap says Connection: close and ends the connection cleanly', async () => {
    const answer = await rawRequest(
      '/api/boards',
      { 'Content-Type': 'application/json' },
      10 * JSON_BODY_MAX_BYTES,
      START,
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toMatch(/payload_too_large/);
    expect(answer.endedCleanly).toBe(true);
  });

  it('413 for an upload declared over its cap says Connection: close', async () => {
    const answer = await rawRequest(
      '/api/sounds',
      { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=x' },
      2 * AUDIO_UPLOAD_MAX_BYTES,
      START,
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.endedCleanly).toBe(true);
  });

  it('401 for an upload without a session, its body unread, says Connection: close', async () => {
    const answer = await rawRequest(
      '/api/sounds',
      { 'Content-Type': 'multipart/form-data; boundary=x' },
      1024 * 1024,
      START,
    );
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe('close');
    expect(answer.endedCleanly).toBe(true);
  });

  it('a client that sends its whole body before reading still gets the whole 413, then a clean close', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await rawRequest(
        '/api/boards',
        { 'Content-Type': 'application/json' },
        4 * 1024 * 1024,
        'a'.repeat(4 * 1024 * 1024),
      );
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(answer.body).toMatch(/payload_too_large/);
      expect(answer.endedCleanly).toBe(true);
    }
  });

  it('keeps the connection when the whole body was read', async () => {
    const body = JSON.stringify({ name: 'x' });
    const answer = await rawRequest(
      '/api/boards',
      { 'Content-Type': 'application/json' },
      body.length,
      body,
      false,
    );
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe('keep-alive');
  });
});
