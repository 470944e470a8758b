import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { createS3Storage } from '../../src/platform/s3-storage.ts';
import type { Storage } from '../../src/platform/storage.ts';
import { multipart, type Envelope } from '../readings/helpers.ts';
import { closedPort } from '../support/closed-port.ts';
import { handJpeg } from '../support/palm-images.ts';
import type { SignedIn } from '../support/sign-in.ts';
import { slipImage } from '../support/slip-image.ts';
import { startTestBucket } from '../support/test-bucket.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/**
 * Two instances of the app on one database and one S3 bucket (a real S3 wire-protocol server,
 * s3rver), each with a DATA_DIR of its own, as on two machines: what one stores, the other
 * serves; what an erasure removes is gone from the bucket.
 */
const bucket = await startTestBucket();
const keys = generateKeyPairSync('ed25519');
const ADMIN_EMAIL = 's3-admin@example.com';
/** What the instances share: the bucket, the signing keys, the HMAC key, the admins. */
const shared = {
  ...bucket.env,
  JWT_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  JWT_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }) as string,
  HMAC_KEY: randomBytes(32).toString('hex'),
  ADMIN_EMAILS: ADMIN_EMAIL,
};

let database: TestDatabase;
let configs: AppConfig[] = [];
let first: App;
let second: App;
/** A storage of the test's own on the same bucket, to take objects away behind the apps' back. */
let direct: Storage;

beforeAll(async () => {
  database = await createTestDatabase();
  configs = [testConfig(shared), testConfig(shared)];
  first = await buildApp(configs[0]!, { database });
  second = await buildApp(configs[1]!, { database });
  // One after the other: on PGlite both share one connection.
  await first.ready();
  await second.ready();
  direct = await createS3Storage(loadConfig(bucket.env).s3!);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.destroy();
  await direct?.close?.();
  await bucket.close();
  for (const config of configs) rmSync(config.dataDir, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Signs in through the real OTP flow: the code is asked of `asked`, and checked by `checks`. */
async function signIn(email: string, asked: App = first, checks: App = second): Promise<SignedIn> {
  const requested = await asked.inject({
    method: 'POST',
    url: '/api/v1/auth/request-otp',
    payload: { email },
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const [mail] = await rows<{ text: string }>(
    sql`select text from dev_outbox where "to" = ${email} order by id desc limit 1`,
  );
  const code = /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(mail?.text ?? '')?.[1];
  const verified = await checks.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    payload: {
      request_id: requested.json<Envelope<{ request_id: string }>>().data.request_id,
      email,
      otp_code: code,
    },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const data =
    verified.json<Envelope<{ access_token: string; refresh_token: string; user: { id: string } }>>()
      .data;
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    userId: data.user.id,
    auth: { authorization: `Bearer ${data.access_token}` },
  };
}

let signedInAdmin: SignedIn | undefined;
/** One sign-in for the admin (a second code within a minute would be refused). */
async function adminSignIn(): Promise<SignedIn> {
  signedInAdmin ??= await signIn(ADMIN_EMAIL);
  return signedInAdmin;
}

interface UploadData {
  upload_id: string;
  original_path: string;
  thumbnail_path: string;
}

async function uploadPhoto(app: App, user: SignedIn, bytes: Buffer): Promise<UploadData> {
  const form = multipart('file', 'palm.jpg', 'image/jpeg', bytes);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/upload/image',
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Envelope<UploadData>>().data;
}

async function uploadSlip(app: App, user: SignedIn, transRef: string) {
  const payment = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-payment',
    headers: user.auth,
    payload: { package_id: 'starter' },
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const paymentId = payment.json<Envelope<{ payment_id: string }>>().data.payment_id;
  const form = multipart('slip', 'slip.png', 'image/png', await slipImage('014', transRef));
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/payments/${paymentId}/slip`,
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { paymentId, slipId: res.json<Envelope<{ slip: { id: string } }>>().data.slip.id };
}

const get = (app: App, url: string, user: SignedIn | null) =>
  app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

async function storedKeysOf(userId: string): Promise<string[]> {
  return (
    await rows<{ k: string }>(
      sql`select storage_key as k from uploads where user_id = ${userId}
          union all select thumbnail_key from uploads where user_id = ${userId}
          union all select storage_path from payment_slips where user_id = ${userId}`,
    )
  )
    .map((r) => r.k)
    .sort();
}

let hand: Buffer;
let owner: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  hand = await handJpeg();
  owner = await signIn('s3-owner@example.com');
  stranger = await signIn('s3-stranger@example.com', second, first);
});

describe('uploads in an S3 bucket', () => {
  it('the upload path: stored in the bucket, served to the owner only, nothing on disk', async () => {
    const data = await uploadPhoto(first, owner, hand);
    const stored = await storedKeysOf(owner.userId);
    expect(stored).toHaveLength(2);
    const inBucket = await bucket.keys();
    for (const key of stored) expect(inBucket).toContain(key);

    const original = await get(first, data.original_path, owner);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 600,
      height: 800,
    });
    const thumbnail = await get(first, data.thumbnail_path, owner);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload.length).toBeLessThan(original.rawPayload.length);

    for (const url of [data.original_path, data.thumbnail_path]) {
      expect((await get(first, url, stranger)).statusCode).toBe(404);
      expect((await get(first, url, null)).statusCode).toBe(401);
    }
    // The bucket is the only place: neither instance keeps a copy under its DATA_DIR.
    for (const config of configs)
      expect(existsSync(path.join(config.dataDir, 'uploads'))).toBe(false);
  });

  it('a palm photo uploaded through one instance is served by the other', async () => {
    const data = await uploadPhoto(first, owner, hand);
    const viaFirst = await get(first, data.original_path, owner);
    const viaSecond = await get(second, data.original_path, owner);
    expect(viaSecond.statusCode).toBe(200);
    expect(viaSecond.rawPayload.equals(viaFirst.rawPayload)).toBe(true);
    const thumbnail = await get(second, data.thumbnail_path, owner);
    expect(thumbnail.statusCode).toBe(200);
    expect(
      thumbnail.rawPayload.equals((await get(first, data.thumbnail_path, owner)).rawPayload),
    ).toBe(true);
    expect((await get(second, data.original_path, stranger)).statusCode).toBe(404);
  });

  it('a photo or slip whose object is gone answers 404 and is left out of the export, never 500', async () => {
    const user = await signIn('s3-gone@example.com');
    const admin = await adminSignIn();
    const photo = await uploadPhoto(first, user, hand);
    const slip = await uploadSlip(first, user, `GONE${Date.now()}`);
    for (const key of await storedKeysOf(user.userId)) await direct.delete(key);

    const original = await get(second, photo.original_path, user);
    expect(original.statusCode, original.body).toBe(404);
    expect(original.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const slipImageRes = await get(
      second,
      `/api/v1/admin/payments/${slip.paymentId}/slips/${slip.slipId}/image`,
      admin,
    );
    expect(slipImageRes.statusCode, slipImageRes.body).toBe(404);
    const archive = await get(second, '/api/v1/user/data-export/archive', user);
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.headers['content-type']).toMatch(/zip/);
    // The index is there; the files that are gone are not, and nothing failed for them.
    expect(Object.keys(unzipSync(new Uint8Array(archive.rawPayload)))).toEqual(['data.json']);
  });

  it('while the bucket cannot be reached, photos and slips answer 503: not 404, not 500', async () => {
    const user = await signIn('s3-outage@example.com');
    const admin = await adminSignIn();
    const photo = await uploadPhoto(first, user, hand);
    const slip = await uploadSlip(first, user, `AWAY${Date.now()}`);
    // A third instance whose bucket is out of reach (the same database, keys and rows).
    const away = { ...shared, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` };
    const config = testConfig(away);
    configs.push(config);
    const cut = await buildApp(config, { database });
    try {
      await cut.ready();
      for (const [url, who] of [
        [photo.original_path, user],
        [`/api/v1/admin/payments/${slip.paymentId}/slips/${slip.slipId}/image`, admin],
      ] as const) {
        const res = await get(cut, url, who);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
        expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      }
      const form = multipart('file', 'palm.jpg', 'image/jpeg', hand);
      const upload = await cut.inject({
        method: 'POST',
        url: '/api/v1/upload/image',
        headers: { ...user.auth, ...form.headers },
        payload: form.payload,
      });
      expect(upload.statusCode, upload.body).toBe(503);
      // Readiness says so, and the instance that reaches the bucket is ready.
      const notReady = await cut.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({
        data: { status: 'not_ready', checks: { db: 'ok', storage: 'down' } },
      });
      const ready = await first.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json()).toMatchObject({ data: { checks: { db: 'ok', storage: 'ok' } } });
    } finally {
      await cut.close();
    }
  });

  it('erasing an account deletes its photos and slips from the bucket, and nobody else’s', async () => {
    const leaving = await signIn('s3-leaving@example.com');
    await uploadPhoto(first, leaving, hand);
    await uploadPhoto(second, leaving, hand);
    await uploadSlip(first, leaving, `ERASE${Date.now()}`);
    const staying = await signIn('s3-staying@example.com');
    await uploadPhoto(second, staying, hand);
    const theirs = await storedKeysOf(leaving.userId);
    const others = await storedKeysOf(staying.userId);
    expect(theirs).toHaveLength(5);
    let inBucket = await bucket.keys();
    for (const key of [...theirs, ...others]) expect(inBucket).toContain(key);

    const erased = await second.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      headers: leaving.auth,
    });
    expect(erased.statusCode, erased.body).toBe(200);

    inBucket = await bucket.keys();
    for (const key of theirs) expect(inBucket).not.toContain(key);
    for (const key of others) expect(inBucket).toContain(key);
    // Every object left in the bucket belongs to a row someone still owns: nothing orphaned.
    const referenced = new Set(
      (
        await rows<{ k: string }>(
          sql`select storage_key as k from uploads union all select thumbnail_key from uploads
              union all select storage_path from payment_slips where storage_path <> ''`,
        )
      ).map((r) => r.k),
    );
    expect(inBucket.filter((key) => !referenced.has(key))).toEqual([]);
  });
});
