import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '#server/storage/s3.ts';
import type { TestS3Server } from './s3-server.ts';

/** What `scripts/s3/start-radosgw.sh` prints, to be exported before the tests. */
const VARIABLES = [
  'TEST_S3_ENDPOINT',
  'TEST_S3_ACCESS_KEY_ID',
  'TEST_S3_SECRET_ACCESS_KEY',
] as const;

interface GatewayAccess {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
}

let warned = false;

/**
 * The real S3 server named by TEST_S3_ENDPOINT and its keys (Ceph's RADOS Gateway in CI, decision 063), or
 * null when they are not set: then a loud warning says which suites are skipped and how to run them, and with
 * E2E_REQUIRED=1 (CI) it throws instead, so the gateway suites are never skipped silently there.
 */
export function s3GatewayAccess(): GatewayAccess | null {
  const [endpoint, accessKeyId, secretAccessKey] = VARIABLES.map((name) => process.env[name]);
  if (endpoint && accessKeyId && secretAccessKey) return { endpoint, accessKeyId, secretAccessKey };
  const missing = VARIABLES.filter((name) => !process.env[name]).join(', ');
  const why = `the S3 driver's tests against a real S3 server (Ceph's RADOS Gateway) need ${missing}`;
  if (process.env.E2E_REQUIRED === '1') {
    throw new Error(`E2E_REQUIRED=1: ${why}; start one with scripts/s3/start-radosgw.sh`);
  }
  if (!warned) {
    warned = true;
    process.stderr.write(
      [
        '',
        '!!  S3 GATEWAY TESTS SKIPPED: ' + why + '.',
        '!!  As root: `eval "$(scripts/s3/start-radosgw.sh | sed s/^/export\\ /)"` (Debian packages radosgw,',
        '!!  ceph-mon, ceph-osd), then run the tests again; scripts/s3/stop-radosgw.sh ends it.',
        '',
        '',
      ].join('\n'),
    );
  }
  return null;
}

/**
 * A fresh, empty bucket of its own on the real S3 server of `s3GatewayAccess()`, shaped as `startS3Server()`'s
 * answer so the same suites run on both. stop() empties and removes the bucket; the gateway keeps running.
 * A gateway that was named but cannot be used is an error, not a skip.
 */
export async function startS3Gateway(access: GatewayAccess): Promise<TestS3Server> {
  const bucket = `soundboard-test-${randomBytes(6).toString('hex')}`;
  const settings: S3Settings = {
    endpoint: access.endpoint,
    region: 'us-east-1',
    bucket,
    credentials: { accessKeyId: access.accessKeyId, secretAccessKey: access.secretAccessKey },
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }), {
      abortSignal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new Error(
      `TEST_S3_ENDPOINT=${access.endpoint} cannot be used (${(error as Error).name}: ${(error as Error).message}); ` +
        'is scripts/s3/start-radosgw.sh running, and are the keys the ones it printed?',
      { cause: error },
    );
  }
  return {
    settings,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: access.endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: access.accessKeyId,
      S3_SECRET_ACCESS_KEY: access.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length === 0) break;
        await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
      }
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
  };
}
