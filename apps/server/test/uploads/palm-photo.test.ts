import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categorizeLine, PALM_LINE_IDS, readPalm } from '@duangdee/oracle/palm-lines';
import {
  analyzePalmPhoto,
  PALM_PHOTO_MESSAGES,
  type PalmPhotoAnalysis,
} from '../../src/modules/palm/palm-photo.ts';
import {
  beigeWallJpeg,
  blurredHandJpeg,
  CLEAR_LINE,
  darkHandJpeg,
  faceJpeg,
  handJpeg,
  noiseJpeg,
  skyJpeg,
  textPageJpeg,
} from '../support/palm-images.ts';
import { PALM_FIXTURE } from '../support/write-palm-fixture.ts';

type Accepted = Extract<PalmPhotoAnalysis, { ok: true }>;

async function accepted(bytes: Buffer): Promise<Accepted> {
  const result = await analyzePalmPhoto(bytes);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

async function refusedFor(bytes: Buffer): Promise<string> {
  const result = await analyzePalmPhoto(bytes);
  return result.ok ? 'accepted' : result.reason;
}

describe('palm photo analysis: a hand is accepted and its lines measured', () => {
  it('accepts a drawn right hand, with every feature between 0 and 1, the same every time', async () => {
    const bytes = await handJpeg();
    const first = await accepted(bytes);
    const second = await accepted(bytes);
    expect(second).toEqual(first);
    expect(first.handCoverage).toBeGreaterThan(0.2);
    expect(first.handCoverage).toBeLessThan(0.5);
    expect(first.measurements.fingers).toBe(4);
    expect(first.measurements.thumbSeen).toBe(true);
    for (const id of PALM_LINE_IDS) {
      const { breakCount, direction, ...shares } = first.features[id];
      for (const value of Object.values(shares)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
      expect(Number.isInteger(breakCount)).toBe(true);
      expect(Math.abs(direction ?? 0)).toBeLessThanOrEqual(1);
    }
    // Every drawn line is found, the optional ones as present.
    for (const id of PALM_LINE_IDS) expect(first.features[id].strength).toBeGreaterThan(0.3);
    for (const id of ['fate', 'sun', 'mercury'] as const) {
      expect(categorizeLine(id, first.features[id]).present).toBe(true);
    }
    // The oracle reads it as it is.
    expect(readPalm(first.features, 'seed').lines).toHaveLength(6);
  });

  it('gives a deep, long life line more strength and length than a faint, short one', async () => {
    const deep = await accepted(
      await handJpeg({ lines: { life: { depth: 0.85, width: 7, extent: 1 } } }),
    );
    const faint = await accepted(
      await handJpeg({ lines: { life: { depth: 0.3, width: 3, extent: 0.45 } } }),
    );
    expect(deep.features.life.strength).toBeGreaterThan(faint.features.life.strength + 0.3);
    expect(deep.features.life.length).toBeGreaterThan(faint.features.life.length + 0.4);
    expect(categorizeLine('life', deep.features.life).depth).toBe('deep');
    expect(categorizeLine('life', faint.features.life).depth).toBe('faint');
    // The other lines were drawn alike and measure alike.
    expect(Math.abs(deep.features.head.strength - faint.features.head.strength)).toBeLessThan(0.1);
  });

  it('finds no fate line on a palm drawn without one, and no Sun or Mercury line likewise', async () => {
    const withAll = await accepted(await handJpeg());
    const noFate = await accepted(await handJpeg({ lines: { fate: null } }));
    const noSides = await accepted(await handJpeg({ lines: { sun: null, mercury: null } }));
    expect(withAll.features.fate.presence).toBeGreaterThanOrEqual(0.5);
    expect(noFate.features.fate.presence).toBeLessThan(0.5);
    expect(categorizeLine('fate', noFate.features.fate).present).toBe(false);
    expect(noSides.features.sun.presence).toBeLessThan(0.5);
    expect(noSides.features.mercury.presence).toBeLessThan(0.5);
    expect(noSides.features.fate.presence).toBeGreaterThanOrEqual(0.5);
  });

  it('sees gaps in a broken heart line and the bend of a curved head line', async () => {
    const whole = await accepted(await handJpeg());
    const broken = await accepted(
      await handJpeg({ lines: { heart: { depth: 0.55, width: 5, extent: 1, gaps: 3 } } }),
    );
    const bent = await accepted(
      await handJpeg({ lines: { head: { depth: 0.55, width: 5, extent: 1, bow: 35 } } }),
    );
    expect(broken.features.heart.breaks).toBeGreaterThan(whole.features.heart.breaks);
    expect(bent.features.head.curvature).toBeGreaterThan(whole.features.head.curvature);
  });

  it('counts a break only where a clear line stops and starts again, not where it shows in patches', async () => {
    const whole = await accepted(await handJpeg());
    const broken = await accepted(
      await handJpeg({ lines: { heart: { ...CLEAR_LINE, gaps: 1, gapSize: 0.15 } } }),
    );
    const patchy = await accepted(
      await handJpeg({
        lines: { head: { depth: 0.3, width: 3, extent: 1, gaps: 7, gapSize: 0.07 } },
      }),
    );
    expect(whole.features.heart).toMatchObject({ breakCount: 0, coverage: 1 });
    expect(broken.features.heart.breakCount).toBe(1);
    expect(broken.features.heart.coverage).toBeGreaterThan(0.75);
    expect(categorizeLine('heart', broken.features.heart).broken).toBe(true);
    // Found in stretches only: a lower coverage, and no break read into the gaps.
    expect(patchy.features.head.coverage).toBeLessThan(0.75);
    expect(patchy.features.head.breaks).toBeGreaterThan(0.5);
    expect(patchy.features.head.breakCount).toBe(0);
    expect(categorizeLine('head', patchy.features.head).broken).toBe(false);
  });

  it('sees a fork at the end of a line, and which way the life line sweeps', async () => {
    const plain = await accepted(await handJpeg());
    const forked = await accepted(
      await handJpeg({ lines: { head: { ...CLEAR_LINE, fork: 0.25 } } }),
    );
    expect(plain.features.head.forkEnd).toBe(0);
    expect(forked.features.head.forkEnd).toBeGreaterThanOrEqual(0.5);
    expect(categorizeLine('head', forked.features.head).fork).toBe('end');
    const wide = await accepted(await handJpeg({ lines: { life: { ...CLEAR_LINE, bow: 30 } } }));
    const tight = await accepted(await handJpeg({ lines: { life: { ...CLEAR_LINE, bow: -30 } } }));
    expect(wide.features.life.direction!).toBeGreaterThan(tight.features.life.direction! + 0.3);
  });

  it('finds no line at all on a palm drawn without lines, the main three included', async () => {
    const bare = await accepted(
      await handJpeg({
        texture: true,
        lines: { life: null, head: null, heart: null, fate: null, sun: null, mercury: null },
      }),
    );
    for (const id of PALM_LINE_IDS) {
      expect(categorizeLine(id, bare.features[id]).present, id).toBe(false);
    }
    const reading = readPalm(bare.features, 'bare');
    expect(reading.dominantLine).toBeNull();
    for (const line of reading.lines) expect(line.readingTh).toContain('เส้นนี้ในภาพยังไม่ชัด');
  });

  it('reads a left hand turned on its side like the right hand it mirrors', async () => {
    const upright = await accepted(await handJpeg());
    const turned = await accepted(await handJpeg({ rotate: 70, mirror: true }));
    expect(turned.measurements.rotationDeg).toBeGreaterThan(55);
    expect(turned.measurements.rotationDeg).toBeLessThan(90);
    for (const id of PALM_LINE_IDS) {
      expect(Math.abs(turned.features[id].strength - upright.features[id].strength)).toBeLessThan(
        0.12,
      );
    }
  });

  it('accepts darker and lighter skin, a hand on a wooden table, and PNG or WebP', async () => {
    await accepted(await handJpeg({ skin: '#8d5a3b' }));
    await accepted(await handJpeg({ skin: '#f1c7ac' }));
    await accepted(await handJpeg({ background: '#8a5a3a' }));
    await accepted(await handJpeg({ background: '#ffffff', skin: '#7a4a30' }));
    await accepted(
      await sharp(await handJpeg())
        .png()
        .toBuffer(),
    );
    await accepted(
      await sharp(await handJpeg())
        .webp()
        .toBuffer(),
    );
  });

  it('tells different palms apart', async () => {
    const a = await accepted(await handJpeg());
    const b = await accepted(
      await handJpeg({
        lines: { life: { depth: 0.85, width: 7, extent: 1 }, fate: null, sun: null },
      }),
    );
    expect(b.features).not.toEqual(a.features);
  });

  it('accepts the browser tests’ fixture, a small JPEG', async () => {
    const bytes = await readFile(PALM_FIXTURE);
    expect(bytes.length).toBeLessThan(200 * 1024);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    const result = await accepted(bytes);
    expect(categorizeLine('fate', result.features.fate).present).toBe(true);
  });
});

describe('palm photo analysis: photos that cannot be read are refused kindly', () => {
  it('refuses what shows no hand', async () => {
    expect(await refusedFor(await skyJpeg())).toBe('no_hand');
    expect(await refusedFor(await textPageJpeg())).toBe('no_hand');
    expect(await refusedFor(await noiseJpeg())).toBe('no_hand');
    expect(await refusedFor(await noiseJpeg(320, 240, 7))).toBe('no_hand');
    expect(await refusedFor(await faceJpeg())).toBe('no_hand');
    expect(await refusedFor(await beigeWallJpeg())).toBe('no_hand');
    expect(await refusedFor(Buffer.from('not an image at all'))).toBe('no_hand');
  });

  it('refuses a very dark photo as too dark', async () => {
    expect(await refusedFor(await darkHandJpeg())).toBe('too_dark');
  });

  it('refuses a blurred hand as too blurry', async () => {
    expect(await refusedFor(await blurredHandJpeg())).toBe('too_blurry');
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
      .resize(120)
      .jpeg()
      .toBuffer();
    expect(await refusedFor(tiny)).toBe('too_small');
  });

  it('says why in Thai and English, and how to take a better photo', async () => {
    const result = await analyzePalmPhoto(await skyJpeg());
    expect(result).toEqual({
      ok: false,
      reason: 'no_hand',
      messageTh: PALM_PHOTO_MESSAGES.no_hand.th,
      messageEn: PALM_PHOTO_MESSAGES.no_hand.en,
    });
    expect(PALM_PHOTO_MESSAGES.no_hand.th).toContain('ไม่พบฝ่ามือในภาพ');
    for (const message of Object.values(PALM_PHOTO_MESSAGES)) {
      expect(message.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(message.th).toContain('กรุณา');
      expect(message.en).toMatch(/Please/);
    }
  });
});
