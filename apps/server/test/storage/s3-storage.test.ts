import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../../src/config.ts';
import { createS3Storage } from '../../src/platform/s3-storage.ts';
import { isStoredObjectGone, type Storage } from '../../src/platform/storage.ts';
import { closedPort } from '../support/closed-port.ts';
import { startTestBucket, type TestBucket } from '../support/test-bucket.ts';

/** The storage against a real S3 wire-protocol server (s3rver), started here. */
let bucket: TestBucket;
let config: S3Config;
let storage: Storage;
const others: Storage[] = [];

beforeAll(async () => {
  bucket = await startTestBucket();
  config = loadConfig(bucket.env).s3!;
  storage = await createS3Storage(config);
});

afterAll(async () => {
  for (const s of [storage, ...others]) await s?.close?.();
  await bucket?.close();
});

async function storageOn(overrides: Partial<S3Config>): Promise<Storage> {
  const s = await createS3Storage({ ...config, ...overrides });
  others.push(s);
  return s;
}

describe('S3 storage', () => {
  it('stores private bytes under a random key in their area, reads them back, deletes them', async () => {
    const bytes = randomBytes(64 * 1024);
    const key = await storage.put('palm', bytes, 'jpg');
    expect(key).toMatch(/^palm\/[0-9a-f]{32}\.jpg$/);
    expect(await bucket.keys()).toContain(key);
    expect((await storage.get(key)).equals(bytes)).toBe(true);

    // Another key each time, even for the same bytes.
    const again = await storage.put('palm', bytes, 'jpg');
    expect(again).not.toBe(key);

    await storage.delete(key);
    expect(await bucket.keys()).not.toContain(key);
    expect(await bucket.keys()).toContain(again);
    // Erasure is retried: deleting what is already gone is fine.
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await storage.delete(again);
    await expect(storage.delete(again)).resolves.toBeUndefined();
  });

  it('keeps areas and extensions to safe characters', async () => {
    const key = await storage.put('../slips?', Buffer.from('%PDF-1.7'), 'p/d.f');
    expect(key).toMatch(/^slips\/[0-9a-f]{32}\.pdf$/);
    await storage.delete(key);
  });

  it('says a key with nothing stored is gone, as a missing file does on disk', async () => {
    const key = await storage.put('palm', Buffer.from('soon gone'), 'jpg');
    await storage.delete(key);
    const failure = await storage.get(key).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isStoredObjectGone(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 'ENOENT' });
    const never = await storage.get('palm/never-stored.jpg').catch((error: unknown) => error);
    expect(isStoredObjectGone(never)).toBe(true);
  });

  it('answers a readiness ping: yes for the bucket, no for a missing bucket or a closed port', async () => {
    expect(await storage.ping?.()).toBe(true);
    expect(await (await storageOn({ bucket: 'no-such-bucket' })).ping?.()).toBe(false);
    const port = await closedPort();
    const away = await storageOn({ endpoint: `http://127.0.0.1:${port}` });
    expect(await away.ping?.()).toBe(false);
  });

  it('never takes a missing bucket for a gone file: deleting there fails', async () => {
    const wrong = await storageOn({ bucket: 'no-such-bucket' });
    const failure = await wrong.delete('palm/a.jpg').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isStoredObjectGone(failure)).toBe(false);
    const read = await wrong.get('palm/a.jpg').catch((error: unknown) => error);
    expect(isStoredObjectGone(read)).toBe(false);
  });

  it('is unavailable (503), not gone, while the store cannot be reached', async () => {
    const port = await closedPort();
    const away = await storageOn({ endpoint: `http://127.0.0.1:${port}` });
    for (const attempt of [
      () => away.get('palm/a.jpg'),
      () => away.delete('palm/a.jpg'),
      () => away.put('palm', Buffer.from('x'), 'jpg'),
    ]) {
      const failure = await attempt().then(
        () => null,
        (error: unknown) => error,
      );
      expect(isStoredObjectGone(failure)).toBe(false);
      expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    }
  });
});

describe('S3 configuration', () => {
  it('is off unless S3_BUCKET is set, with Singapore as the default region', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' })
        .s3,
    ).toEqual({
      bucket: 'photos',
      endpoint: null,
      region: 'ap-southeast-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(config).toMatchObject({ endpoint: bucket.endpoint, forcePathStyle: true });
  });

  it('refuses to start with a bucket and no keys, keys and no bucket, or a bad value', () => {
    const refused: Array<[Record<string, string>, RegExp]> = [
      [{ S3_BUCKET: 'photos' }, /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set/],
      [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id' }, /must be set together/],
      [{ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }, /must be set together/],
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT needs S3_BUCKET/],
      [{ S3_BUCKET: 'Not A Bucket!' }, /S3_BUCKET: must be an S3 bucket name/],
      [{ S3_ENDPOINT: 'ftp://files' }, /S3_ENDPOINT/],
      [{ S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE/],
    ];
    for (const [env, problem] of refused)
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(problem);
  });
});
