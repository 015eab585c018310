import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** An app whose logger writes its JSON lines into `lines`, parsed. */
function loggingApp() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = createTestApp(database, { logger: pino({ level: 'info' }, sink) });
  return { app, lines };
}

const requestLines = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.msg === 'request');

// Logs are JSON lines with request ids, and a load balancer's X-Request-Id follows the request.
describe('request log', () => {
  it("logs an API request as one JSON line carrying the load balancer's X-Request-Id, echoed back", async () => {
    const { app, lines } = loggingApp();
    const response = await app.request(`${TEST_ORIGIN}/api/health`, {
      headers: { 'x-request-id': 'lb-7f3a-0001' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a-0001');
    expect(requestLines(lines)).toEqual([
      expect.objectContaining({
        level: 30,
        requestId: 'lb-7f3a-0001',
        method: 'GET',
        path: '/api/health',
        status: 200,
        ms: expect.any(Number) as number,
      }),
    ]);
  });

  it.each([
    // HAProxy's unique-id-format "%{+X}o %ci:%cp_%fi:%fp_%Ts_%rt:%pid"; nginx's $request_id; a dotted one.
    '7F000001:D2F6_7F000001:1F90_65660A1B_0001:2A3F',
    'a3f2c1e09b8d7f6e5d4c3b2a19080706',
    'edge.eu-1/4f3a+9=',
  ])("keeps a load balancer's id in its own format (%s)", async (incoming) => {
    const { app, lines } = loggingApp();
    const response = await app.request(`${TEST_ORIGIN}/api/health`, {
      headers: { 'x-request-id': incoming },
    });
    expect(response.headers.get('x-request-id')).toBe(incoming);
    expect(requestLines(lines)).toEqual([expect.objectContaining({ requestId: incoming })]);
  });

  it.each(['has space', 'quote"d', 'x'.repeat(201), '<script>', 'semi;colon'])(
    'replaces an id that could spoil a log or a header (%s)',
    async (incoming) => {
      const { app } = loggingApp();
      const response = await app.request(`${TEST_ORIGIN}/api/health`, {
        headers: { 'x-request-id': incoming },
      });
      const id = response.headers.get('x-request-id');
      expect(id).not.toBe(incoming);
      expect(id).toMatch(/^[\w-]{16,}$/);
    },
  );

  it('gives a request without one its own id, the same in the log line and the response', async () => {
    const { app, lines } = loggingApp();
    const response = await app.request(`${TEST_ORIGIN}/api/boards/popular`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{16,}$/);
    expect(requestLines(lines)).toEqual([expect.objectContaining({ requestId: id, status: 200 })]);
  });

  it('keeps pages and static files out of the info log (debug level)', async () => {
    const { app, lines } = loggingApp();
    await app.request(`${TEST_ORIGIN}/files/sounds/nobody/none.wav`);
    expect(requestLines(lines)).toEqual([]);
  });
});
