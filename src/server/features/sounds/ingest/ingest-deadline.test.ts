import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { startAudioHost } from '#server/test/audio-host.ts';
import { createSoundsTestApp, inspectableStorage } from '#server/test/sounds-factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

let database: TestDatabase;
let host: Awaited<ReturnType<typeof startAudioHost>>;
const disk = inspectableStorage();
let app: ReturnType<typeof createSoundsTestApp>;
beforeAll(async () => {
  database = await createTestDatabase();
  host = await startAudioHost();
  // A short total deadline instead of INGEST_DEADLINE_MS; the idle timeout stays the default.
  app = createSoundsTestApp(database, {
    storage: disk.storage,
    ingestAllowLoopback: true,
    ingestDeadlineMs: 700,
  });
});
afterAll(async () => {
  await host.close();
  await database.destroy();
});

describe('URL ingest deadline', () => {
  it('gives up on a host that drips bytes without ever finishing, storing nothing', async () => {
    const { cookie } = await signUp(app);
    const response = await send(app, '/api/functions/ingest-audio-from-url', {
      body: { url: `${host.origin}/drip`, filePath: 'x/Slow.mp3' },
      cookie,
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      success: false,
      filePath: null,
      error:
        'Failed to download audio from URL: The site took too long to send the file. Try again later, or download the file and upload it instead.',
    });
    expect(disk.files()).toEqual([]);
  });

  it('still downloads what arrives within the deadline', async () => {
    const { cookie } = await signUp(app);
    const response = await send(app, '/api/functions/ingest-audio-from-url', {
      body: { url: `${host.origin}/redirects/2`, filePath: 'x/Quick.mp3' },
      cookie,
    });
    expect(response.status).toBe(200);
  });
});
