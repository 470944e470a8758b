import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { categorizeLine, PALM_LINE_IDS, readPalm } from '@duangdee/oracle/palm-lines';
import { createHandChecker } from '../../src/modules/palm/hand-model/hand-check.ts';
import {
  createPalmPhotoChecker,
  LINES_UNCLEAR_MESSAGE,
  type PalmReadingInput,
} from '../../src/modules/palm/palm-check.ts';
import { PALM_PHOTO_MESSAGES } from '../../src/modules/palm/palm-photo.ts';
import {
  beigeWallJpeg,
  faceJpeg,
  handJpeg,
  noiseJpeg,
  skyJpeg,
  textPageJpeg,
} from '../support/palm-images.ts';
import { PALM_PHOTO_DIR } from '../support/palm-photo-set.ts';
import { PALM_TEST_TIMEOUT } from '../support/palm-timeout.ts';
import { PALM_FIXTURE } from '../support/write-palm-fixture.ts';

/**
 * What a palm reading is made from: the hand model's verdict on the photo, then the lines it
 * measures inside the palm the landmarks outline (the rendered set here; real photos in
 * real-photos.test.ts and test/palm-lines).
 */

const hands = createHandChecker();
const palms = createPalmPhotoChecker(hands);
afterAll(() => hands.close());

type Read = Extract<PalmReadingInput, { ok: true }>;

async function read(bytes: Buffer, hand: 'left' | 'right' | null = 'right'): Promise<Read> {
  const result = await palms.readingInput(bytes, hand);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

async function refusedFor(bytes: Buffer, hand: 'left' | 'right' | null = 'right') {
  const result = await palms.readingInput(bytes, hand);
  return result.ok ? 'accepted' : result.reason;
}

const rendered = (name: string) => readFile(path.join(PALM_PHOTO_DIR, `${name}.jpg`));

describe('a palm photo read', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('measures a right palm: features between 0 and 1, lines on the photo, the same every time', async () => {
    const bytes = await rendered('palm-01-type1-wall');
    const first = await read(bytes);
    expect(await read(bytes)).toEqual(first);
    for (const id of PALM_LINE_IDS) {
      const { breakCount, direction, ...shares } = first.features[id];
      for (const value of Object.values(shares)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
      expect(Number.isInteger(breakCount ?? 0)).toBe(true);
      expect(Math.abs(direction ?? 0)).toBeLessThanOrEqual(1);
    }
    // The three main lines are drawn and found, each with its course on the photo.
    for (const id of ['life', 'head', 'heart'] as const) {
      expect(categorizeLine(id, first.features[id]).present, id).toBe(true);
      const path = first.paths[id]!;
      expect(path.length).toBeGreaterThan(3);
      for (const [x, y] of path) {
        expect(x).toBeGreaterThan(0);
        expect(y).toBeLessThan(1);
      }
    }
    // The heart line runs nearer the fingers than the life line (y grows downwards).
    const meanY = (id: 'heart' | 'life') =>
      first.paths[id]!.reduce((s, p) => s + p[1], 0) / first.paths[id]!.length;
    expect(meanY('heart')).toBeLessThan(meanY('life'));
    expect(first.hand).toMatchObject({ hand: 'right' });
    expect(first.hand.landmarks).toHaveLength(21);
    expect(readPalm(first.features, 'seed').lines).toHaveLength(6);
  });

  it('measures short lines shorter, and finds no heart line on a palm without one', async () => {
    const long = await read(await rendered('palm-01-type1-wall'));
    const short = await read(await rendered('palm-14-type4-short-lines'));
    expect(long.features.head.length).toBeGreaterThan(short.features.head.length + 0.3);
    const noHeart = await read(await rendered('palm-15-type2-no-heart-line'));
    expect(categorizeLine('heart', noHeart.features.heart).present).toBe(false);
    expect(noHeart.paths.heart).toBeUndefined();
    expect(noHeart.features).not.toEqual(long.features);
  });

  it('refuses a palm with fewer than two lines seen, saying why: nothing is charged for it', async () => {
    // The model's real answer for a palm, with all but one of its lines taken away.
    const bytes = await rendered('palm-01-type1-wall');
    const real = await hands.check(bytes, 'right', { lines: true });
    const oneLine = structuredClone(real);
    for (const id of PALM_LINE_IDS) {
      if (id !== 'life') oneLine.lines!.lines[id].features.presence = 0;
    }
    const checker = createPalmPhotoChecker({
      check: () => Promise.resolve(oneLine),
      close: () => Promise.resolve(),
    });
    expect(await checker.readingInput(bytes, 'right')).toEqual({
      ok: false,
      reason: 'lines_unclear',
      messageTh: LINES_UNCLEAR_MESSAGE.th,
      messageEn: LINES_UNCLEAR_MESSAGE.en,
    });
    // Two lines are enough.
    oneLine.lines!.lines.head.features.presence = 1;
    expect((await checker.readingInput(bytes, 'right')).ok).toBe(true);
  });

  it('reads PNG and WebP, and the browser tests’ fixture, a small JPEG', async () => {
    const palm = sharp(await rendered('palm-01-type1-wall'));
    for (const converted of [palm.clone().png(), palm.clone().webp()]) {
      await read(await converted.toBuffer());
    }
    const fixture = await readFile(PALM_FIXTURE);
    expect(fixture.length).toBeLessThan(200 * 1024);
    await read(fixture);
  });
});

describe('palm photos that cannot be read', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('refuses what shows no hand', async () => {
    for (const photo of [skyJpeg, textPageJpeg, noiseJpeg, faceJpeg, beigeWallJpeg]) {
      expect(await refusedFor(await photo()), photo.name).toBe('no_hand');
    }
  });

  it('asks for more light where a photo is too dark to show a hand, found or not', async () => {
    for (const light of [0.25, 0.08]) {
      const dim = await sharp(await rendered('palm-01-type1-wall'))
        .linear(light, 0)
        .jpeg()
        .toBuffer();
      expect(await refusedFor(dim), String(light)).toBe('too_dark');
    }
  });

  it('refuses a hand far from the camera, or a tiny photo, as too small', async () => {
    const hand = await sharp(await handJpeg())
      .resize(300)
      .toBuffer();
    const far = await sharp({
      create: { width: 1200, height: 1000, channels: 3, background: '#c3ccd4' },
    })
      .composite([{ input: hand, left: 300, top: 100 }])
      .jpeg()
      .toBuffer();
    expect(await refusedFor(far)).toBe('too_small');
    const tiny = await sharp(await handJpeg())
      .resize(150)
      .jpeg()
      .toBuffer();
    expect(await refusedFor(tiny)).toBe('too_small');
  });

  it('says why in Thai and English, and how to take a better photo', async () => {
    const result = await palms.readingInput(await skyJpeg(), null);
    expect(result).toMatchObject({
      ok: false,
      reason: 'no_hand',
      messageTh: PALM_PHOTO_MESSAGES.no_hand.th,
      messageEn: PALM_PHOTO_MESSAGES.no_hand.en,
    });
    for (const message of [...Object.values(PALM_PHOTO_MESSAGES), LINES_UNCLEAR_MESSAGE]) {
      expect(message.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(message.en.length).toBeGreaterThan(20);
    }
  });
});
