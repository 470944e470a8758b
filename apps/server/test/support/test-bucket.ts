import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The credentials s3rver's one account has. */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3 wire-protocol server (s3rver) of the test's own: a free port on 127.0.0.1, its
 * objects as files in a temporary folder, one bucket. Nothing about it touches any real bucket.
 */
export interface TestBucket {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** The `S3_*` variables that point an app at this bucket. */
  env: Record<string, string>;
  /** Every key in the bucket, in order. */
  keys(): Promise<string[]>;
  /** Stops the server and removes its folder. Safe to call twice. */
  close(): Promise<void>;
}

export async function startTestBucket(bucket = 'duangdee-test'): Promise<TestBucket> {
  const folder = mkdtempSync(path.join(tmpdir(), 'duangdee-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: folder,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const atExit = () => rmSync(folder, { recursive: true, force: true });
  process.once('exit', atExit);
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    atExit();
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'ap-southeast-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  let closed = false;
  return {
    endpoint,
    bucket,
    env,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      try {
        await server.close();
      } finally {
        atExit();
        process.off('exit', atExit);
      }
    },
  };
}
