import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PalmPhotoProblem } from '@duangdee/contract/palm';
import type { App } from '../../src/app.ts';
import { PALM_PHOTO_MESSAGES } from '../../src/modules/palm/palm-photo.ts';
import { ADMIN_EMAIL, funding, type Envelope } from '../readings/helpers.ts';
import { balanceOf } from '../support/balance.ts';
import { handJpeg, skyJpeg } from '../support/palm-images.ts';
import { PALM_PHOTO_DIR } from '../support/palm-photo-set.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { PALM_TEST_TIMEOUT } from '../support/palm-timeout.ts';

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
    found_hand?: { hand: 'left' | 'right'; landmarks: [number, number][] } | null;
  };
}

async function upload(app: App, user: SignedIn, bytes: Buffer, hand?: string): Promise<Uploaded> {
  const res = await uploadRequest(app, user, bytes, hand);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Envelope<Uploaded>>().data;
}

async function uploadRequest(app: App, user: SignedIn, bytes: Buffer, hand?: string) {
  const boundary = `----duangdee${Math.random().toString(16).slice(2)}`;
  // Which hand goes before the file, as a browser's FormData sends it when appended first.
  const handField =
    hand === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="hand"\r\n\r\n${hand}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      handField +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="palm.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/upload/image',
    headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const fixture = (name: string) => () => readFile(path.join(PALM_PHOTO_DIR, name));
/** The back of a hand, from the rendered photo set: nails, knuckles, no palm lines. */
const backOfHandJpeg = fixture('back-02-type6-gingham.jpg');
/** A right palm from the rendered set, a dim one and a blurred one. */
const rightPalmJpeg = fixture('palm-01-type1-wall.jpg');
const darkPalmJpeg = fixture('too-dark-palm.jpg');
const blurredPalmJpeg = fixture('too-blurry-palm.jpg');

/** Two open palms side by side. */
async function twoHandsJpeg(): Promise<Buffer> {
  const hand = await sharp(await rightPalmJpeg())
    .resize(600)
    .toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d8d2c8' } })
    .composite([
      { input: hand, left: 0, top: 0 },
      { input: hand, left: 600, top: 0 },
    ])
    .jpeg()
    .toBuffer();
}

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

describe(
  'POST /upload/image: the palm check, before any coin is held',
  { timeout: PALM_TEST_TIMEOUT },
  () => {
    it('says a clear palm can be read', async () => {
      const user = await signInWithOutbox(ctx.app, ctx.database, 'check-clear@example.com');
      const photo = await upload(ctx.app, user, await handJpeg());
      expect(photo.palm_check).toMatchObject({
        usable: true,
        reason: null,
        message_th: null,
        message_en: null,
      });
      // The hand the model found: 21 landmarks on the photo, wrist below the middle finger.
      const found = photo.palm_check.found_hand!;
      expect(found.landmarks).toHaveLength(21);
      for (const [x, y] of found.landmarks) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(1);
      }
      expect(found.landmarks[0]![1]).toBeGreaterThan(found.landmarks[12]![1]);
    });

    it('tells a palm from a back by the hand the user says it is', async () => {
      const user = await signInWithOutbox(ctx.app, ctx.database, 'check-side@example.com');
      const right = await upload(ctx.app, user, await rightPalmJpeg(), 'right');
      expect(right.palm_check).toMatchObject({ usable: true, found_hand: { hand: 'right' } });
      // Said to be a left hand, its thumb is where a left hand's back has it; but the model reads a
      // right hand with its fingertips towards the camera: a right palm, the hand named wrongly.
      const left = await upload(ctx.app, user, await rightPalmJpeg(), 'left');
      expect(left.palm_check).toMatchObject({ usable: true, found_hand: { hand: 'right' } });
      // A back stays a back whichever hand is named.
      for (const hand of ['left', 'right']) {
        const back = await upload(ctx.app, user, await backOfHandJpeg(), hand);
        expect(back.palm_check, hand).toMatchObject({ usable: false, reason: 'back_of_hand' });
      }
      const wrong = await uploadRequest(ctx.app, user, await rightPalmJpeg(), 'both');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    });

    it('says why a photo cannot be read, in Thai and English, and keeps it for its owner', async () => {
      const user = await signInWithOutbox(ctx.app, ctx.database, 'check-bad@example.com');
      const cases: [PalmPhotoProblem, Buffer][] = [
        ['no_hand', await skyJpeg()],
        ['several_hands', await twoHandsJpeg()],
        ['too_dark', await darkPalmJpeg()],
        ['too_blurry', await blurredPalmJpeg()],
        ['too_small', await farHandJpeg()],
        ['back_of_hand', await backOfHandJpeg()],
      ];
      for (const [reason, bytes] of cases) {
        const photo = await upload(ctx.app, user, bytes);
        expect(photo.palm_check, reason).toMatchObject({
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
      ['too-dark', darkPalmJpeg],
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
  },
);
