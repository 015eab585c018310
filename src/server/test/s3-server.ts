import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '#server/storage/s3.ts';

export interface TestS3Server {
  /** Settings of a driver for the server's one bucket. */
  settings: S3Settings;
  /** The same, as the environment of a server process (STORAGE_DRIVER=s3 …). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials. */
const KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on a free loopback port, its objects in a temporary folder, with one
 * empty bucket. Outside code we do not write, started by the test (a hand-written fake would prove nothing).
 */
export async function startS3Server(bucket = 'soundboard-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'soundboard-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      endpoint,
      region: 'us-east-1',
      bucket,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      forcePathStyle: true,
    },
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
