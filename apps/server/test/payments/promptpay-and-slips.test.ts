import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { slipVerify as generateSlip } from 'promptparse/generate';
import { anyId as validateAnyId } from 'promptparse/validate';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../support/balance.ts';
import { phonePhotoWithGps } from '../support/phone-photo.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-slips-'));
const ctx = useTestApp({ ADMIN_EMAILS: 'admin@example.com', DATA_DIR: dataDir });

let adminSession: SignedIn | undefined;
/** One sign-in for the admin per file (a second code within 60 s would be refused). */
async function signInAdmin(): Promise<SignedIn> {
  adminSession ??= await signInWithOutbox(ctx.app, ctx.database, 'admin@example.com');
  return adminSession;
}

type PaymentData = {
  payment_id: string;
  status: string;
  amount_satang: number;
  amount_thb: number;
  coins: number;
  qr_payload: string;
  qr_image_url: string;
  sandbox: boolean;
  payment_code: string;
};

async function createPayment(user: SignedIn, body: object = { packageId: 'popular' }) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-payment',
    headers: user.auth,
    payload: body,
  });
  return { res, data: res.json<{ data: PaymentData }>().data };
}

function multipart(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type: string },
) {
  const boundary = `----duangdee${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="slip"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function slipImage(bank: string, ref: string, noise = 0): Promise<Buffer> {
  const payload = generateSlip({ sendingBank: bank, transRef: ref });
  const qr = await QRCode.toBuffer(payload, { type: 'png', width: 300, margin: 4 });
  // A slip is a photo of a receipt with the mini QR on it: white paper, some text area, the QR.
  return sharp({
    create: {
      width: 600,
      height: 900,
      channels: 3,
      background: { r: 255, g: 255, b: 255 - noise },
    },
  })
    .composite([{ input: qr, top: 500, left: 150 }])
    .png()
    .toBuffer();
}

/**
 * A slip whose QR cannot be read: the same layout for every transfer, only its "amount" line
 * (a row of dark blocks) differs with `amount`.
 */
async function noQrSlip(amount: number): Promise<Buffer> {
  const block = await sharp({
    create: { width: 40, height: 24, channels: 3, background: { r: 20, g: 20, b: 60 } },
  })
    .png()
    .toBuffer();
  const blocks = Array.from({ length: 5 + amount }, (_, i) => ({
    input: block,
    top: 300,
    left: 60 + i * 50,
  }));
  return sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 250, g: 250, b: 245 } },
  })
    .composite([{ input: block, top: 80, left: 60 }, ...blocks])
    .png()
    .toBuffer();
}

/** What an admin downloads of a payment's (only) slip. */
async function adminSlipImage(paymentId: string) {
  const admin = await signInAdmin();
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/payments?user_id=${(await paymentOwner(paymentId)) ?? ''}`,
    headers: admin.auth,
  });
  const item = list
    .json<{ data: { items: Array<{ payment_id: string; slips: Array<{ id: string }> }> } }>()
    .data.items.find((i) => i.payment_id === paymentId);
  const slipId = item?.slips[0]?.id;
  expect(slipId).toBeDefined();
  const image = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/payments/${paymentId}/slips/${slipId}/image`,
    headers: admin.auth,
  });
  expect(image.statusCode).toBe(200);
  return image;
}

async function paymentOwner(paymentId: string): Promise<string | undefined> {
  const result = await ctx.database.db.execute(
    sql`select user_id from payments where id = ${paymentId}`,
  );
  return (result as unknown as { rows: Array<{ user_id: string }> }).rows[0]?.user_id;
}

async function uploadSlip(user: SignedIn, paymentId: string, bytes: Buffer, type = 'image/png') {
  const form = multipart({}, { name: 'slip', bytes, type });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/payments/${paymentId}/slip`,
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
}

describe('packages', () => {
  it('are public, priced by the server', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/packages' });
    expect(res.statusCode).toBe(200);
    const packages = res.json<{
      data: { packages: Array<{ id: string; price_thb: number; total_coins: number }> };
    }>().data.packages;
    expect(packages.length).toBeGreaterThanOrEqual(4);
    expect(packages.find((p) => p.id === 'popular')).toMatchObject({
      price_thb: 99,
      total_coins: 1100,
    });
    const products = await ctx.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(products.json()).toEqual(res.json());
  });
});

describe('PromptPay QR payments', () => {
  it('encodes the package price in a QR that validates with promptparse, ignoring client amounts', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'qr@example.com');
    const { res, data } = await createPayment(user, {
      PackageId: 'popular',
      Amount: 1,
      amount_satang: 100,
      coins: 999999,
    });
    expect(res.statusCode).toBe(201);
    expect(data).toMatchObject({
      status: 'pending',
      amount_satang: 9900,
      amount_thb: 99,
      coins: 1100,
      sandbox: true,
    });
    expect(data.payment_code).toMatch(/^DD[0-9A-Z]{8}$/);
    expect(validateAnyId(data.qr_payload)).toMatchObject({ amount: 99 });

    const png = await ctx.app.inject({ method: 'GET', url: data.qr_image_url, headers: user.auth });
    expect(png.headers['content-type']).toBe('image/png');
    const { data: pixels, info } = await sharp(png.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(pixels), info.width, info.height)?.data).toBe(
      data.qr_payload,
    );

    const download = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/proxy/download-qr',
      headers: user.auth,
      payload: { qrUrl: data.qr_image_url, paymentId: data.payment_id },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png.rawPayload)).toBe(true);
    const notAProxy = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/proxy/download-qr',
      headers: user.auth,
      payload: { qrUrl: 'http://169.254.169.254/latest/meta-data', paymentId: data.payment_id },
    });
    expect(notAProxy.statusCode).toBe(400);
  });

  it("keeps a user's payments away from other users", async () => {
    const owner = await signInWithOutbox(ctx.app, ctx.database, 'owner@example.com');
    const other = await signInWithOutbox(ctx.app, ctx.database, 'other@example.com');
    const { data } = await createPayment(owner);
    for (const url of [`/api/v1/payments/${data.payment_id}/status`, data.qr_image_url]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(
        404,
      );
    }
    const noLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment',
      payload: { package_id: 'popular' },
    });
    expect(noLogin.statusCode).toBe(401);
    const unknown = await createPayment(owner, { package_id: 'free-money' });
    expect(unknown.res.statusCode).toBe(404);
  });

  it('credits the coins when the sandbox bank confirms, exactly once', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'sandbox@example.com');
    const { data } = await createPayment(user, { package_id: 'starter' });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/sandbox/payments/${data.payment_id}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX');
    const approve = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/sandbox/payments/${data.payment_id}/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const first = await approve();
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/payment/success?payment_id=${data.payment_id}`);
    expect((await approve()).statusCode).toBe(303);
    expect(await balanceOf(ctx.app, user.auth)).toBe(350);

    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payments/${data.payment_id}/status`,
      headers: user.auth,
    });
    expect(status.json()).toMatchObject({ data: { status: 'success' } });
    const purchases = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/purchases',
      headers: user.auth,
    });
    expect(purchases.json()).toMatchObject({
      data: { items: [{ payment_id: data.payment_id, status: 'success' }], total_count: 1 },
    });
  });

  it('never credits an expired payment', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'late-payer@example.com');
    const { data } = await createPayment(user, { package_id: 'starter' });
    await ctx.database.db.execute(
      sql`update payments set expires_at = now() - interval '1 second' where id = ${data.payment_id}`,
    );
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/${data.payment_id}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ error: { code: 'PAYMENT_NOT_PAYABLE' } });
    expect(await balanceOf(ctx.app, user.auth)).toBe(0);
  });
});

describe('bank slips and review', () => {
  it('reads the slip QR, queues it for review, and an admin approval credits once even when doubled', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'slip@example.com');
    const admin = await signInAdmin();
    const { data } = await createPayment(user, { package_id: 'popular' });
    const upload = await uploadSlip(user, data.payment_id, await slipImage('014', '2026112201ABC'));
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({
      data: {
        payment: { status: 'verifying' },
        slip: { sending_bank: '014', trans_ref: '2026112201ABC' },
      },
    });

    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments?status=verifying',
      headers: admin.auth,
    });
    expect(
      queue.json<{ data: { items: Array<{ payment_id: string; slips: unknown[] }> } }>().data.items,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          payment_id: data.payment_id,
          slips: [expect.objectContaining({ trans_ref: '2026112201ABC' })],
        }),
      ]),
    );

    // The admin sees the slip itself; the buyer may not open it through the admin route.
    const slipId = queue
      .json<{ data: { items: Array<{ payment_id: string; slips: Array<{ id: string }> }> } }>()
      .data.items.find((item) => item.payment_id === data.payment_id)!.slips[0]!.id;
    const imageUrl = `/api/v1/admin/payments/${data.payment_id}/slips/${slipId}/image`;
    const image = await ctx.app.inject({ method: 'GET', url: imageUrl, headers: admin.auth });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(image.rawPayload).metadata()).width).toBeGreaterThan(0);
    const asBuyer = await ctx.app.inject({ method: 'GET', url: imageUrl, headers: user.auth });
    expect(asBuyer.statusCode).toBe(403);
    const otherPayment = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/payments/${randomUUID()}/slips/${slipId}/image`,
      headers: admin.auth,
    });
    expect(otherPayment.statusCode).toBe(404);

    const normal = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${data.payment_id}/approve`,
      headers: user.auth,
    });
    expect(normal.statusCode).toBe(403);

    const approvals = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/v1/admin/payments/${data.payment_id}/approve`,
          headers: admin.auth,
        }),
      ),
    );
    expect(approvals.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balanceOf(ctx.app, user.auth)).toBe(1100);
    const notes = await ctx.database.db.execute(
      sql`select kind from notifications where user_id = ${user.userId}`,
    );
    expect((notes as unknown as { rows: unknown[] }).rows).toEqual([{ kind: 'payment_success' }]);
  });

  it('rejects the same slip for a second payment, by image and by bank reference', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'reuse@example.com');
    const slip = await slipImage('004', 'REUSED0001');
    const first = await createPayment(user);
    expect((await uploadSlip(user, first.data.payment_id, slip)).statusCode).toBe(200);

    const second = await createPayment(user);
    const sameImage = await uploadSlip(user, second.data.payment_id, slip);
    expect(sameImage.statusCode).toBe(409);
    expect(sameImage.json()).toMatchObject({ error: { code: 'SLIP_ALREADY_USED' } });
    // A re-saved copy (different bytes) of the same transfer is caught by its bank reference.
    const sameRef = await uploadSlip(
      user,
      second.data.payment_id,
      await slipImage('004', 'REUSED0001', 3),
    );
    expect(sameRef.statusCode).toBe(409);
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payments/${second.data.payment_id}/status`,
      headers: user.auth,
    });
    expect(status.json()).toMatchObject({ data: { status: 'pending' } });
  });

  it('stores an image slip re-encoded: no EXIF, no GPS, the orientation applied', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'exif-slip@example.com');
    const { data } = await createPayment(user);
    // A phone photo of a slip: 600×900 pixels stored turned, with the camera and where it was.
    const tagged = await phonePhotoWithGps(await slipImage('006', 'EXIFGPS0001'), 92);
    const before = await sharp(tagged).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const upload = await uploadSlip(user, data.payment_id, tagged, 'image/jpeg');
    expect(upload.statusCode).toBe(200);
    // The QR is still read from what was sent.
    expect(upload.json()).toMatchObject({
      data: { slip: { sending_bank: '006', trans_ref: 'EXIFGPS0001' } },
    });

    const image = await adminSlipImage(data.payment_id);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const bytes = image.rawPayload;
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 turns the 600×900 slip on its side: stored upright as 900×600.
    expect([after.width, after.height]).toEqual([900, 600]);
    expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('serves a slip stored as sent (before slips were re-encoded) to admins without its metadata', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'old-slip@example.com');
    const { data } = await createPayment(user);
    expect(
      (await uploadSlip(user, data.payment_id, await slipImage('025', 'OLDSLIP0001'))).statusCode,
    ).toBe(200);
    // What an older version kept: the file as sent, EXIF and all, and no picture fingerprint.
    const asSent = await sharp(await slipImage('025', 'OLDSLIP0001'))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    mkdirSync(path.join(dataDir, 'uploads', 'slips'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'slips', 'stored-as-sent.jpg'), asSent);
    await ctx.database.db.execute(
      sql`update payment_slips set storage_path = 'slips/stored-as-sent.jpg',
            mime_type = 'image/jpeg', pixel_hash = null
          where payment_id = ${data.payment_id}`,
    );

    const image = await adminSlipImage(data.payment_id);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const after = await sharp(image.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([900, 600]);
    expect(image.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('knows a slip without a QR by its picture: one byte appended or saved again is refused', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'no-qr-slip@example.com');
    // A screenshot with no readable QR: only the bytes or the picture can tell it again.
    const slip = await noQrSlip(0);
    const first = await createPayment(user);
    expect((await uploadSlip(user, first.data.payment_id, slip)).statusCode).toBe(200);

    const second = await createPayment(user);
    const appended = await uploadSlip(
      user,
      second.data.payment_id,
      Buffer.concat([slip, Buffer.from([0x00])]),
    );
    expect(appended.statusCode).toBe(409);
    expect(appended.json()).toMatchObject({ error: { code: 'SLIP_ALREADY_USED' } });
    // Saved again without loss: other bytes, the same picture.
    const resaved = await sharp(slip).png({ compressionLevel: 1 }).toBuffer();
    expect(resaved.equals(slip)).toBe(false);
    const again = await uploadSlip(user, second.data.payment_id, resaved);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'SLIP_ALREADY_USED' } });
    const pending = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payments/${second.data.payment_id}/status`,
      headers: user.auth,
    });
    expect(pending.json()).toMatchObject({ data: { status: 'pending' } });

    // Another slip of the same bank's layout is a slip of its own.
    const other = await uploadSlip(user, second.data.payment_id, await noQrSlip(1));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ data: { payment: { status: 'verifying' } } });
  });

  it('lets only one of two payments have the same picture sent at the same moment', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'no-qr-race@example.com');
    const slip = await noQrSlip(7);
    const payments = [await createPayment(user), await createPayment(user)];
    const results = await Promise.all(
      payments.map(({ data }, i) =>
        uploadSlip(user, data.payment_id, Buffer.concat([slip, Buffer.alloc(i)])),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("rejects files that are not slips with 'Invalid slip file'", async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'badslip@example.com');
    const { data } = await createPayment(user);
    const html = await uploadSlip(
      user,
      data.payment_id,
      Buffer.from('<html><script>alert(1)</script>'),
      'image/png',
    );
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({
      error: { code: 'INVALID_FILE', message: 'Invalid slip file' },
    });
    const fakeJpeg = await uploadSlip(
      user,
      data.payment_id,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]),
      'image/jpeg',
    );
    expect(fakeJpeg.statusCode).toBe(400);
    const huge = await uploadSlip(
      user,
      data.payment_id,
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 + 1)]),
      'application/pdf',
    );
    expect(huge.statusCode).toBe(400);
    const pdf = await uploadSlip(
      user,
      data.payment_id,
      Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
      'application/pdf',
    );
    expect(pdf.statusCode).toBe(200);
  });

  it('a rejected slip fails the payment and tells the user why', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'rejected@example.com');
    const admin = await signInAdmin();
    const { data } = await createPayment(user);
    await uploadSlip(user, data.payment_id, await slipImage('002', 'REJECT0001'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${data.payment_id}/reject`,
      headers: admin.auth,
      payload: { reason: 'ยอดเงินไม่ตรง' },
    });
    expect(res.json()).toMatchObject({ data: { status: 'failed', failure_reason: 'ยอดเงินไม่ตรง' } });
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${data.payment_id}/approve`,
      headers: admin.auth,
    });
    expect(approve.statusCode).toBe(409);
    expect(await balanceOf(ctx.app, user.auth)).toBe(0);
  });
});
