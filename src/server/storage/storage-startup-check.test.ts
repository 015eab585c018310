import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { s3GatewayAccess, startS3Gateway } from '#server/test/s3-gateway.ts';
import { startS3Server, type TestS3Server } from '#server/test/s3-server.ts';
import { freePort } from '#server/test/server-process.ts';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { READINESS_STORAGE_CHECK_MS } from '#server/features/health/health.routes.ts';
import { createTestApp, TEST_ORIGIN } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createS3Client, s3Storage } from './s3.ts';

// Decision 063: the store check also against a real S3 server when one is named.
const gatewayAccess = s3GatewayAccess();
let s3: TestS3Server;
let gateway: TestS3Server | undefined;
const temporaryDirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
  if (gatewayAccess) gateway = await startS3Gateway(gatewayAccess);
});
afterAll(async () => {
  await s3.stop();
  await gateway?.stop();
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The real server process with this environment; resolves when it exits or serves (then stopped). */
async function start(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-s3-check-'));
  temporaryDirs.push(dataDir);
  const port = await freePort();
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    let stopped = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // Once: a second SIGTERM while it drains would be a second request to stop.
      if (!stopped && stdout.includes('Soundboard is serving')) {
        stopped = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code, signal) =>
      resolve({ code, stdout: stdout + (signal ? `[signal ${signal}]` : ''), stderr }),
    );
  });
}

const createBucket = (Bucket: string) =>
  createS3Client(s3.settings).send(new CreateBucketCommand({ Bucket }));

const ourLines = (stderr: string) =>
  stderr.split('\n').filter((line) => line.startsWith('Soundboard'));

const servers: [string, () => TestS3Server][] = [
  ['s3rver', () => s3],
  ...(gatewayAccess
    ? [['the real gateway', () => gateway!] satisfies [string, () => TestS3Server]]
    : []),
];

describe.each(servers)('the store check on %s', (name, server) => {
  it('passes on a real bucket and names S3_BUCKET for a missing one', async () => {
    const { settings } = server();
    await expect(s3Storage(settings).check!()).resolves.toBeUndefined();
    await expect(s3Storage({ ...settings, bucket: 'no-such-bucket' }).check!()).rejects.toThrow(
      /^S3_BUCKET: .*no-such-bucket/,
    );
  });

  // s3rver checks no signature, so only a real server can refuse keys.
  it.skipIf(name === 's3rver')('names the keys when the store refuses them', async () => {
    const { settings } = server();
    const wrongSecret = { ...settings.credentials!, secretAccessKey: 'not-the-secret' };
    await expect(s3Storage({ ...settings, credentials: wrongSecret }).check!()).rejects.toThrow(
      /^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: /,
    );
  });
});

describe('the S3 store at start-up', () => {
  it('makes /api/ready answer 503 naming the store while its bucket is gone, 200 once it is back', async () => {
    const database = await createTestDatabase();
    try {
      const bucket = 'comes-and-goes';
      const app = createTestApp(database, { storage: s3Storage({ ...s3.settings, bucket }) });
      const ready = await app.request(`${TEST_ORIGIN}/api/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { error: { message: string } }).error.message).toMatch(
        /storage/i,
      );
      await createBucket(bucket);
      // The result of a check is kept a few seconds (probes stay cheap): wait for the next one.
      await new Promise((resolve) => setTimeout(resolve, READINESS_STORAGE_CHECK_MS + 50));
      expect((await app.request(`${TEST_ORIGIN}/api/ready`)).status).toBe(200);
    } finally {
      await database.destroy();
    }
  });

  // One process is enough: the check does not depend on the database.
  describe.runIf(inject('database') === 'pglite')('a server process', { timeout: 90_000 }, () => {
    it('refuses to start on a bucket that does not exist, with one line naming S3_BUCKET', async () => {
      const result = await start({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
      expect(result.code).toBe(1);
      // One line of ours (on Node 20 the S3 SDK adds its own runtime warning to stderr).
      const ours = ourLines(result.stderr);
      expect(ours).toHaveLength(1);
      expect(ours[0]).toMatch(/^Soundboard cannot start: S3_BUCKET: .*no-such-bucket/);
      expect(result.stdout).not.toContain('Soundboard is serving');
    });

    it('refuses to start when the store does not answer, naming S3_ENDPOINT', async () => {
      const closedPort = await freePort();
      const result = await start({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${closedPort}` });
      expect(result.code).toBe(1);
      const ours = ourLines(result.stderr);
      expect(ours).toHaveLength(1);
      expect(ours[0]).toMatch(/^Soundboard cannot start: S3_ENDPOINT: /);
    });

    it('starts on a bucket that exists', async () => {
      const result = await start(s3.env);
      expect(result.stdout).toContain('Soundboard is serving');
      expect(result.code).toBe(0);
    });
  });
});
