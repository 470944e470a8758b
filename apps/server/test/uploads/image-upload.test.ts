import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, INVALID_IMAGE_FILE } from '@duangdee/contract/palm';
import { uploads } from '../../src/db/schema/uploads.ts';
import { createUploadsRepo } from '../../src/modules/uploads/repo.ts';
import { createHandChecker } from '../../src/modules/palm/hand-model/hand-check.ts';
import { createPalmPhotoChecker } from '../../src/modules/palm/palm-check.ts';
import { createUploadsService, type UploadsService } from '../../src/modules/uploads/service.ts';
import { createLocalStorage } from '../../src/platform/storage.ts';
import { handJpeg } from '../support/palm-images.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { phonePhotoWithGps } from '../support/phone-photo.ts';
import { useTestApp } from '../test-app.ts';
import { PALM_TEST_TIMEOUT } from '../support/palm-timeout.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-uploads-'));
const ctx = useTestApp({ DATA_DIR: dataDir });

interface FilePart {
  bytes: Buffer;
  filename?: string;
  type?: string;
  field?: string;
}

function multipart({
  bytes,
  filename = 'palm.jpg',
  type = 'image/jpeg',
  field = 'file',
}: FilePart) {
  const boundary = `----duangdee${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface UploadData {
  upload_id: string;
  original_path: string;
  thumbnail_path: string;
  width: number;
  height: number;
}

async function upload(user: SignedIn | null, part: FilePart) {
  const { body, contentType } = multipart(part);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/upload/image',
    headers: { 'content-type': contentType, ...(user ? user.auth : {}) },
    payload: body,
  });
}

function get(user: SignedIn | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });
}

function expectInvalidFile(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    error: { code: 'INVALID_FILE', message: INVALID_IMAGE_FILE },
  });
}

/** A valid PNG of exactly `total` bytes: stored (uncompressed) pixels, padded by a private chunk. */
async function pngOfSize(total: number): Promise<Buffer> {
  const width = 1800;
  const rowBytes = width * 3 + 1;
  const height = Math.floor((total - 64 * 1024) / rowBytes);
  const base = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 150, b: 120 } },
  })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
  const padding = total - base.length - 12;
  if (padding < 0) throw new Error('base PNG already too large');
  const type = Buffer.from('ddPd'); // ancillary, private: decoders skip it
  const data = Buffer.alloc(padding, 0x20);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(padding);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = base.length - 12;
  return Buffer.concat([base.subarray(0, iend), length, type, data, crc, base.subarray(iend)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** A decompression bomb: a 50 KB PNG that declares 20000×20000 pixels (400 MP). */
function pixelFloodPng(): Buffer {
  const side = 20000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

let owner: SignedIn;
let stranger: SignedIn;
let hand: Buffer;
let service: UploadsService;
const handChecker = createHandChecker();

beforeAll(async () => {
  owner = await signInWithOutbox(ctx.app, ctx.database, 'palm-owner@example.com');
  stranger = await signInWithOutbox(ctx.app, ctx.database, 'palm-stranger@example.com');
  hand = await handJpeg();
  // The same service the app builds, over the same database and files.
  const palms = createPalmPhotoChecker(handChecker);
  service = createUploadsService({
    repo: createUploadsRepo(ctx.database.db),
    storage: createLocalStorage(dataDir),
    judgePalmPhoto: (bytes, which) => palms.check(bytes, which),
  });
});
afterAll(() => handChecker.close());

describe('POST /upload/image: what is accepted', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('accepts JPEG, PNG, GIF and WebP by their content and answers with private paths', async () => {
    const kinds: [string, Buffer][] = [
      ['jpeg', hand],
      ['png', await sharp(hand).png().toBuffer()],
      ['gif', await sharp(hand).gif().toBuffer()],
      ['webp', await sharp(hand).webp().toBuffer()],
    ];
    for (const [name, bytes] of kinds) {
      const response = await upload(owner, {
        bytes,
        filename: `palm.${name}`,
        type: `image/${name}`,
      });
      expect(response.statusCode, name).toBe(201);
      const body = response.json<{ success: boolean; data: UploadData }>();
      expect(body.success).toBe(true);
      const { upload_id: id } = body.data;
      expect(body.data).toEqual({
        upload_id: id,
        original_path: `/api/v1/uploads/${id}`,
        thumbnail_path: `/api/v1/uploads/${id}/thumbnail`,
        width: 600,
        height: 800,
        // Whether a palm can be read from it (the palm check's own tests: palm-check.test.ts).
        palm_check: expect.objectContaining({ usable: expect.any(Boolean) }),
      });
    }
  });

  it('trusts the bytes, not the name or declared type: a PNG called notes.txt is a PNG', async () => {
    const png = await sharp(hand).png().toBuffer();
    const response = await upload(owner, { bytes: png, filename: 'notes.txt', type: 'text/plain' });
    expect(response.statusCode).toBe(201);
  });

  it('stores a re-encoded JPEG with no EXIF at all (GPS included) and the orientation applied', async () => {
    const tagged = await phonePhotoWithGps(
      await sharp(hand).resize(300, 200, { fit: 'fill' }).toBuffer(),
    );
    const before = await sharp(tagged).metadata();
    expect(before.orientation).toBe(6);
    // The EXIF block points to a GPS directory (tag 0x8825), as a phone's would.
    const gpsPointer = (exif: Buffer) =>
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
    expect(before.exif && gpsPointer(before.exif)).toBe(true);

    const response = await upload(owner, { bytes: tagged });
    expect(response.statusCode).toBe(201);
    const data = response.json<{ data: UploadData }>().data;
    // Orientation 6 turns a 300×200 picture upright: 200×300.
    expect([data.width, data.height]).toEqual([200, 300]);
    const stored = await get(owner, data.original_path);
    const bytes = stored.rawPayload;
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('stores a JPEG with HTML and a script appended as a clean JPEG without them', async () => {
    const polyglot = Buffer.concat([
      hand,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await upload(owner, { bytes: polyglot });
    expect(response.statusCode).toBe(201);
    const stored = await get(owner, response.json<{ data: UploadData }>().data.original_path);
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.rawPayload.includes(Buffer.from('<html>'))).toBe(false);
    // A JPEG ends with its EOI marker, nothing after it.
    expect(stored.rawPayload.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const row = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, response.json<{ data: UploadData }>().data.upload_id));
    expect(row[0]?.bytes).toBe(stored.rawPayload.length);
    expect(row[0]?.purpose).toBe('palm');
    expect(row[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts an image of exactly 10 MB', async () => {
    const exact = await pngOfSize(IMAGE_MAX_BYTES);
    expect(exact.length).toBe(IMAGE_MAX_BYTES);
    const response = await upload(owner, { bytes: exact, type: 'image/png' });
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /upload/image: what is refused', () => {
  it('refuses 10 MB + 1 byte as an invalid image file, not as a server error', async () => {
    const over = await pngOfSize(IMAGE_MAX_BYTES + 1);
    expectInvalidFile(await upload(owner, { bytes: over, type: 'image/png' }));
  });

  it('answers 10 MB + 1 byte over a real connection too, without hanging', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    const over = await pngOfSize(IMAGE_MAX_BYTES + 1);
    form.append('file', new Blob([over], { type: 'image/png' }), 'big.png');
    const response = await fetch(`${address}/api/v1/upload/image`, {
      method: 'POST',
      headers: owner.auth,
      body: form,
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_FILE' } });
  });

  it('refuses text called .jpg, a PDF, an empty file and a truncated JPEG', async () => {
    expectInvalidFile(
      await upload(owner, { bytes: Buffer.from('just some text, not a photo'), filename: 'a.jpg' }),
    );
    expectInvalidFile(
      await upload(owner, {
        bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
        filename: 'palm.pdf',
        type: 'application/pdf',
      }),
    );
    expectInvalidFile(await upload(owner, { bytes: Buffer.alloc(0) }));
    expectInvalidFile(await upload(owner, { bytes: hand.subarray(0, 400) }));
  });

  it('refuses a pixel flood (a small PNG declaring 20000×20000) cleanly', async () => {
    const bomb = pixelFloodPng();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    expectInvalidFile(await upload(owner, { bytes: bomb, type: 'image/png' }));
  });

  it('refuses a missing file, another field name and a request that is not multipart', async () => {
    expectInvalidFile(await upload(owner, { bytes: hand, field: 'photo' }));
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload/image',
      headers: owner.auth,
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expectInvalidFile(json);
  });

  it('wants a signed-in user', async () => {
    const response = await upload(null, { bytes: hand });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });
  });
});

describe('GET /uploads/{id}: the owner only', () => {
  let data: UploadData;

  beforeAll(async () => {
    data = (await upload(owner, { bytes: hand })).json<{ data: UploadData }>().data;
  });

  it('serves the owner the photo and a smaller thumbnail, privately and unsniffable', async () => {
    const original = await get(owner, data.original_path);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    const thumbnail = await get(owner, data.thumbnail_path);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    expect(thumbnail.rawPayload.length).toBeLessThan(original.rawPayload.length);
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(small.width ?? 0, small.height ?? 0)).toBeLessThanOrEqual(320);
    const big = await sharp(original.rawPayload).metadata();
    expect([big.width, big.height]).toEqual([600, 800]);
  });

  it('answers another user 404, as if there were nothing, and no token 401', async () => {
    for (const url of [data.original_path, data.thumbnail_path]) {
      const other = await get(stranger, url);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      const anonymous = await get(null, url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });
    }
    const missing = await get(owner, '/api/v1/uploads/6f1c2e0a-0b7a-4c1e-9a55-0d3f6c1d2e3f');
    expect(missing.statusCode).toBe(404);
    expect((await get(owner, '/api/v1/uploads/not-an-id')).statusCode).toBe(400);
  });

  it('shrinks a large photo to at most 2048 px on its longest side', async () => {
    const large = await sharp(hand).resize(2400, 3200).jpeg().toBuffer();
    const response = await upload(owner, { bytes: large });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: UploadData }>().data).toMatchObject({ width: 1536, height: 2048 });
  });
});

describe('the uploads service for palm sessions', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('loads the owner’s photo by id, by path or by URL, and no one else’s', async () => {
    const stored = await service.storeImage(owner.userId, hand, 'palm');
    const { upload_id: id, original_path: originalPath } = stored;
    for (const reference of [
      id,
      originalPath,
      `http://localhost:3000${originalPath}`,
      `${originalPath}/thumbnail`,
    ]) {
      const image = await service.loadOwnImage(owner.userId, reference);
      expect(image).toMatchObject({ uploadId: id, mime: 'image/jpeg', width: 600, height: 800 });
      expect(image.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    await expect(service.loadOwnImage(stranger.userId, id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.loadOwnImage(owner.userId, '../../etc/passwd')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('stores what the route stores, and refuses what it refuses', async () => {
    await expect(
      service.storeImage(owner.userId, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).rejects.toMatchObject({ code: 'INVALID_FILE', message: INVALID_IMAGE_FILE });
  });

  it('erases every photo of a user, files and rows, and nobody else’s', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-erase@example.com');
    const first = await service.storeImage(user.userId, hand);
    await service.storeImage(user.userId, hand);
    const kept = await service.storeImage(stranger.userId, hand);
    const rows = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.userId, user.userId));
    expect(rows).toHaveLength(2);
    const files = rows.flatMap((r) => [r.storageKey, r.thumbnailKey]);
    for (const key of files) expect(existsSync(path.join(dataDir, 'uploads', key))).toBe(true);

    expect(await service.deleteForUser(user.userId)).toEqual({ deleted: 2 });
    for (const key of files) expect(existsSync(path.join(dataDir, 'uploads', key))).toBe(false);
    expect(
      await ctx.database.db.select().from(uploads).where(eq(uploads.userId, user.userId)),
    ).toHaveLength(0);
    expect((await get(user, first.original_path)).statusCode).toBe(404);
    expect((await service.loadOwnImage(stranger.userId, kept.upload_id)).uploadId).toBe(
      kept.upload_id,
    );
    // Erasing again is not an error.
    expect(await service.deleteForUser(user.userId)).toEqual({ deleted: 0 });
  });

  it('erases the photos when the account is deleted', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-leaving@example.com');
    const stored = (await upload(user, { bytes: hand })).json<{ data: UploadData }>().data;
    const [row] = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, stored.upload_id));
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      headers: user.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await ctx.database.db.select().from(uploads).where(eq(uploads.userId, user.userId)),
    ).toHaveLength(0);
    expect(existsSync(path.join(dataDir, 'uploads', row!.storageKey))).toBe(false);
  });
});
