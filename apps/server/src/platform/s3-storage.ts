import type { S3Config } from '../config.ts';
import { AppError } from './app-error.ts';
import { newStorageKey, storedObjectGone, type Storage } from './storage.ts';

/** What a stored file is, told by the extension its key ends with (the caller sniffed it). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** How long a readiness check may wait for the bucket. */
const PING_TIMEOUT_MS = 3_000;

/**
 * S3 says "no such key" as NoSuchKey, or as a bare 404 (HEAD, some stand-ins). A missing bucket
 * is a 404 too, but a broken setup, not a gone file: it must fail, never count as erased.
 */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NoSuchKey') return true;
  return statusOf(error) === 404 && name !== 'NoSuchBucket';
}

/** The HTTP status S3 answered with; undefined when it did not answer (unreachable, timed out). */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/**
 * The store could not be reached, did not answer in time, or failed on its side (5xx, after the
 * SDK's retries): 503, try again later. Anything else (a refused key, a missing bucket) is a
 * broken setup and stays an error of ours.
 */
function unavailableOr(error: unknown): unknown {
  const status = statusOf(error);
  if (status !== undefined && status < 500) return error;
  return new AppError('SERVICE_UNAVAILABLE', 'File storage is unavailable', undefined, {
    cause: error,
  });
}

/**
 * Private objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), for several
 * instances sharing their uploads. Objects get no ACL (private, as the bucket's default) and are
 * served only through the app's own authorised routes; keys are random, as on disk.
 *
 * The SDK is loaded here, when a bucket is configured: a server without one never loads it (it
 * would add a good part of a second to every start).
 */
export async function createS3Storage(config: S3Config): Promise<Storage> {
  const { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    },
    // Checksums only where S3 requires them: stand-ins and other S3-compatible stores do not all
    // understand the SDK's newer default (a CRC32 trailer on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request in seconds, not after the OS gives up.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const Bucket = config.bucket;

  return {
    async put(area, bytes, extension) {
      const key = newStorageKey(area, extension);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          }),
        );
      } catch (error) {
        throw unavailableOr(error);
      }
      return key;
    },

    async get(key) {
      let bytes: Uint8Array | undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        bytes = await object.Body?.transformToByteArray();
      } catch (error) {
        if (isMissing(error)) throw storedObjectGone(key, error);
        throw unavailableOr(error);
      }
      if (!bytes) throw storedObjectGone(key);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },

    async delete(key) {
      try {
        // S3 answers 204 for a key that is not there; a stand-in may say 404: gone either way.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw unavailableOr(error);
      }
    },

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
        });
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
