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
