import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PalmPhotoProblem } from '@duangdee/contract/palm';
import type { App } from '../../src/app.ts';
import { PALM_PHOTO_MESSAGES } from '../../src/modules/palm/palm-photo.ts';
import { ADMIN_EMAIL, funding, type Envelope } from '../readings/helpers.ts';
import { balanceOf } from '../support/balance.ts';
import { blurredHandJpeg, darkHandJpeg, handJpeg, skyJpeg } from '../support/palm-images.ts';
import { PALM_PHOTO_DIR } from '../support/palm-photo-set.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const money = funding(ctx);

interface Uploaded {
  upload_id: string;
  original_path: string;
  palm_check: {
    usable: boolean;
    reason: PalmPhotoProblem | null;
    message_th: string | null;
    message_en: string | null;
  };
}

async function upload(app: App, user: SignedIn, bytes: Buffer): Promise<Uploaded> {
  const boundary = `----duangdee${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="palm.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/upload/image',
    headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Envelope<Uploaded>>().data;
}

/** The back of a hand, from the rendered photo set: nails, knuckles, no palm lines. */
const backOfHandJpeg = () => readFile(path.join(PALM_PHOTO_DIR, 'back-02-type6-gingham.jpg'));

/** A hand far from the camera: a small hand in a big picture. */
async function farHandJpeg(): Promise<Buffer> {
  const hand = await sharp(await handJpeg())
    .resize(300)
    .toBuffer();
  return sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#c3ccd4' } })
    .composite([{ input: hand, left: 300, top: 100 }])
    .jpeg()
    .toBuffer();
}

describe('POST /upload/image: the palm check, before any coin is held', () => {
  it('says a clear palm can be read', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'check-clear@example.com');
    const photo = await upload(ctx.app, user, await handJpeg());
    expect(photo.palm_check).toEqual({
      usable: true,
      reason: null,
      message_th: null,
      message_en: null,
    });
  });

  it('says why a photo cannot be read, in Thai and English, and keeps it for its owner', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'check-bad@example.com');
    const cases: [PalmPhotoProblem, Buffer][] = [
      ['no_hand', await skyJpeg()],
      ['too_dark', await darkHandJpeg()],
      ['too_blurry', await blurredHandJpeg()],
      ['too_small', await farHandJpeg()],
      ['back_of_hand', await backOfHandJpeg()],
    ];
    for (const [reason, bytes] of cases) {
      const photo = await upload(ctx.app, user, bytes);
      expect(photo.palm_check, reason).toEqual({
        usable: false,
        reason,
        message_th: PALM_PHOTO_MESSAGES[reason].th,
        message_en: PALM_PHOTO_MESSAGES[reason].en,
      });
      // Stored either way, private to its owner like every upload.
      const stored = await ctx.app.inject({
        method: 'GET',
        url: photo.original_path,
        headers: user.auth,
      });
      expect(stored.statusCode).toBe(200);
    }
  });

  it.each([
    ['too-dark', darkHandJpeg],
    ['back-of-hand', backOfHandJpeg],
  ] as const)(
    'still refuses and refunds at the start a photo the check found unusable: %s',
    async (kind, photoBytes) => {
      const user = await signInWithOutbox(
        ctx.app,
        ctx.database,
        `check-insist-${kind}@example.com`,
      );
      await money.fund(user.userId, 600);
      const photo = await upload(ctx.app, user, await photoBytes());
      expect(photo.palm_check.usable).toBe(false);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/fortune/sessions',
        headers: user.auth,
        payload: {},
      });
      const id = created.json<Envelope<{ session_id: string }>>().data.session_id;
      const started = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/fortune/sessions/${id}/start`,
        headers: user.auth,
        payload: { image_path: photo.original_path },
      });
      expect(started.statusCode, started.body).toBe(202);
      let done: { status: string; error: string | null } | undefined;
      for (let i = 0; i < 200 && !done; i++) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/fortune/sessions/${id}/result`,
          headers: user.auth,
        });
        if (res.statusCode === 200) done = res.json<Envelope<typeof done & object>>().data;
        else await new Promise((r) => setTimeout(r, 100));
      }
      // The start's own check says what the upload said, and gives the coins back.
      expect(done?.status).toBe('failed');
      expect(done?.error).toContain(photo.palm_check.message_th);
      expect(await balanceOf(ctx.app, user.auth)).toBe(600);
    },
  );
});
