import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { startAudioHost } from '#server/test/audio-host.ts';
import { createSoundsTestApp, inspectableStorage } from '#server/test/sounds-factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { IngestResponse } from '#shared/schemas/sound.ts';
import { DOWNLOAD_REASONS } from '#shared/sound-messages.ts';
import { isForbiddenAddress } from '#server/lib/net/address-guard.ts';
import { directDownloadUrl } from './share-links.ts';

let database: TestDatabase;
let host: Awaited<ReturnType<typeof startAudioHost>>;
const allowing = inspectableStorage();
const refusing = inspectableStorage();
let appAllowing: ReturnType<typeof createSoundsTestApp>;
let appRefusing: ReturnType<typeof createSoundsTestApp>;
beforeAll(async () => {
  database = await createTestDatabase();
  host = await startAudioHost();
  appAllowing = createSoundsTestApp(database, {
    storage: allowing.storage,
    ingestAllowLoopback: true,
  });
  appRefusing = createSoundsTestApp(database, { storage: refusing.storage });
});
afterAll(async () => {
  await host.close();
  await database.destroy();
});

const ingest = async (
  app: ReturnType<typeof createSoundsTestApp>,
  cookie: string | undefined,
  url: string,
  filePath = 'x/My Sound.mp3',
) => {
  const response = await send(app, '/api/functions/ingest-audio-from-url', {
    body: { url, filePath },
    cookie,
  });
  return { status: response.status, body: (await response.json()) as IngestResponse };
};

describe('share links', () => {
  it('rewrites Dropbox links to dl=1', () => {
    expect(directDownloadUrl(new URL('https://www.dropbox.com/s/abc/song.mp3?dl=0')).href).toBe(
      'https://www.dropbox.com/s/abc/song.mp3?dl=1',
    );
    expect(
      directDownloadUrl(
        new URL('https://www.dropbox.com/scl/fi/xyz/a.wav?rlkey=k'),
      ).searchParams.get('dl'),
    ).toBe('1');
  });

  it('rewrites Google Drive file links to the direct-download form', () => {
    const direct = 'https://drive.google.com/uc?export=download&id=1AbC_d-E';
    expect(
      directDownloadUrl(new URL('https://drive.google.com/file/d/1AbC_d-E/view?usp=sharing')).href,
    ).toBe(direct);
    expect(directDownloadUrl(new URL('https://drive.google.com/open?id=1AbC_d-E')).href).toBe(
      direct,
    );
  });

  it('leaves other URLs alone', () => {
    expect(directDownloadUrl(new URL('https://example.test/a.mp3?x=1')).href).toBe(
      'https://example.test/a.mp3?x=1',
    );
  });
});

describe('address guard', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '169.254.169.254',
    '::1',
    '[::1]',
    '192.168.1.2',
    '172.16.0.1',
    '224.0.0.1',
    'fe80::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    '0.0.0.0',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address, false)).toBe(true);
  });

  it('allows public addresses, and loopback only with the test allowance', () => {
    expect(isForbiddenAddress('93.184.216.34', false)).toBe(false);
    expect(isForbiddenAddress('2606:4700::1111', false)).toBe(false);
    expect(isForbiddenAddress('127.0.0.1', true)).toBe(false);
    expect(isForbiddenAddress('::1', true)).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', true)).toBe(true);
    expect(isForbiddenAddress('169.254.169.254', true)).toBe(true);
  });
});

describe('POST /api/functions/ingest-audio-from-url', () => {
  it('refuses visitors', async () => {
    expect((await ingest(appAllowing, undefined, `${host.origin}/tone.wav`)).status).toBe(401);
  });

  it('downloads audio from a loopback fixture host with the allowance, named from the file name', async () => {
    const { cookie, userId } = await signUp(appAllowing);
    const { status, body } = await ingest(appAllowing, cookie, `${host.origin}/silence.mp3`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.filePath).toMatch(new RegExp(`^${userId}/\\d+-[0-9a-f]{12}-My_Sound\\.mp3$`));
    expect(allowing.files()).toContain(`sounds/${body.filePath}`);
  });

  it('follows up to 5 redirects and gives up after more', async () => {
    const { cookie } = await signUp(appAllowing);
    expect((await ingest(appAllowing, cookie, `${host.origin}/redirects/4`)).body.success).toBe(
      true,
    );
    const tooMany = await ingest(appAllowing, cookie, `${host.origin}/redirects/5`);
    expect(tooMany.status).toBe(502);
    expect(tooMany.body).toEqual({
      success: false,
      filePath: null,
      error: `Failed to download audio from URL: ${DOWNLOAD_REASONS.redirects}`,
    });
  });

  it('refuses what is not audio, a missing file and more than 20 MB', async () => {
    const { cookie, userId } = await signUp(appAllowing);
    const page = await ingest(appAllowing, cookie, `${host.origin}/page.html`);
    expect(page.status).toBe(415);
    expect(page.body.error).toBe(
      'Failed to download audio from URL: The link does not lead to an audio file (MP3, WAV, OGG, Opus, WebM, M4A, MP4, AAC, FLAC). Use a direct link to the sound file, or upload it instead.',
    );
    const missing = await ingest(appAllowing, cookie, `${host.origin}/missing`);
    expect(missing.status).toBe(502);
    expect(missing.body.error).toBe(
      'Failed to download audio from URL: No file was found at that link (error 404). Check the link, or download the file and upload it instead.',
    );
    const big = await ingest(appAllowing, cookie, `${host.origin}/big`);
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('Failed to download audio from URL: File is too large. Max 20MB.');
    expect(allowing.files().filter((file) => file.includes(userId))).toEqual([]);
  });

  it('says what an HTTP error means and what to do: refused (403), the site failing (500)', async () => {
    const { cookie } = await signUp(appAllowing);
    const refused = await ingest(appAllowing, cookie, `${host.origin}/status/403`);
    expect(refused.status).toBe(502);
    expect(refused.body.error).toBe(
      'Failed to download audio from URL: The site does not allow downloading this file (error 403). Download the file and upload it instead.',
    );
    const failing = await ingest(appAllowing, cookie, `${host.origin}/status/500`);
    expect(failing.body.error).toBe(
      'Failed to download audio from URL: The site answered with an error (error 500). Try again later, or download the file and upload it instead.',
    );
    expect(failing.body.error).not.toMatch(/HTTP \d/);
  });

  it('reports a host that cannot be reached as a network error', async () => {
    const { cookie } = await signUp(appAllowing);
    const closed = await ingest(appAllowing, cookie, 'http://127.0.0.1:9/a.mp3');
    expect(closed.status).toBe(502);
    expect(closed.body.error).toBe(
      `Failed to download audio from URL: ${DOWNLOAD_REASONS.network}`,
    );
  });

  describe('without the allowance (the default)', () => {
    it.each([
      'http://127.0.0.1/a.mp3',
      'http://10.0.0.1/a.mp3',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.mp3',
      'http://localhost/a.mp3',
    ])('refuses %s before connecting', async (url) => {
      const { cookie } = await signUp(appRefusing);
      const { status, body } = await ingest(appRefusing, cookie, url);
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        filePath: null,
        error: `Failed to download audio from URL: ${DOWNLOAD_REASONS.forbidden}`,
      });
    });
  });

  // Every hop is checked after DNS resolution. The fixture host itself is on loopback, so these run with the
  // loopback allowance on (the only range it lets through); loopback targets are refused above.
  it.each(['10.0.0.1', '169.254.169.254', '192.168.0.1', '[fd00::1]', '[::ffff:10.0.0.1]'])(
    'refuses a redirect to %s',
    async (target) => {
      const { cookie } = await signUp(appAllowing);
      const to = `http://${target}:${host.port}/tone.wav`;
      const url = `${host.origin}/redirect?to=${encodeURIComponent(to)}`;
      const { status, body } = await ingest(appAllowing, cookie, url);
      expect(status).toBe(400);
      expect(body.error).toBe(`Failed to download audio from URL: ${DOWNLOAD_REASONS.forbidden}`);
    },
  );

  it('stores nothing when refused', () => {
    expect(refusing.files()).toEqual([]);
  });
});
