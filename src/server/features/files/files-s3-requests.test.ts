import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '#server/storage/s3.ts';
import { startS3Server, type TestS3Server } from '#server/test/s3-server.ts';
import { createSoundsTestApp, makeWav } from '#server/test/sounds-factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

let database: TestDatabase;
let s3: TestS3Server;
let counter: Server;
const seen: string[] = [];
const audio = makeWav({ seconds: 0.1 });
const url = '/files/sounds/u1/1-abc.wav';
let app: ReturnType<typeof createSoundsTestApp>;

/** A loopback proxy in front of the S3 server that records each request's method: what a /files hit costs. */
function countingProxy(target: URL) {
  return createServer((incoming, outgoing) => {
    seen.push(incoming.method ?? '?');
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3Server();
  counter = countingProxy(new URL(s3.settings.endpoint!));
  await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));
  const { port } = counter.address() as AddressInfo;
  const storage = s3Storage({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` });
  await storage.put('sounds', 'u1/1-abc.wav', audio, 'audio/wav');
  app = createSoundsTestApp(database, { storage });
});
afterAll(async () => {
  await new Promise((resolve) => counter.close(resolve));
  await s3.stop();
  await database.destroy();
});

/** The S3 requests one /files request makes. */
async function requestsFor(headers: Record<string, string> = {}, path = url) {
  seen.length = 0;
  const response = await app.request(path, { headers });
  await response.arrayBuffer();
  return { status: response.status, requests: [...seen] };
}

describe('GET /files on S3: one request to the store per hit', () => {
  it('a whole file, a range, an open range and a revalidation each cost one GET', async () => {
    expect(await requestsFor()).toEqual({ status: 200, requests: ['GET'] });
    expect(await requestsFor({ range: 'bytes=0-65535' })).toEqual({
      status: 206,
      requests: ['GET'],
    });
    expect(await requestsFor({ range: 'bytes=100-' })).toEqual({ status: 206, requests: ['GET'] });
    const etag = (await app.request(url)).headers.get('etag')!;
    expect(await requestsFor({ 'if-none-match': etag })).toEqual({
      status: 304,
      requests: ['GET'],
    });
  });

  it('a suffix range, which some stores answer wrongly, asks for the size first', async () => {
    expect(await requestsFor({ range: 'bytes=-10' })).toEqual({
      status: 206,
      requests: ['HEAD', 'GET'],
    });
  });

  it('a suffix range, which some stores answer wrongly, asks for the size first', async () => {
    expect(await requestsFor({ range: 'bytes=-10' })).toEqual({
      status: 206,
      requests: ['HEAD', 'GET'],
    });
  });

  it('a missing file costs one GET too', async () => {
    expect(await requestsFor({}, '/files/sounds/u1/missing.wav')).toEqual({
      status: 404,
      requests: ['GET'],
    });
  });
});
