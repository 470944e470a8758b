import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createHandChecker } from '../../src/modules/palm/hand-model/hand-check.ts';
import { createPalmPhotoChecker } from '../../src/modules/palm/palm-check.ts';
import { PALM_PHOTO_SET, PALM_PHOTO_DIR, renderPalmPhoto } from '../support/palm-photo-set.ts';
import { PALM_TEST_TIMEOUT } from '../support/palm-timeout.ts';

/**
 * The rendered photo set (`test/fixtures/palm-photos/`, made by `support/palm-photo-set.ts`):
 * every photo gets the verdict it is labelled with from the hand model's check (its lines are
 * checked in test/palm-lines). Decision 056 reports the results.
 */

const photoOf = (name: string) => readFile(path.join(PALM_PHOTO_DIR, `${name}.jpg`));

/**
 * Two drawn backs the model reads as palms: drawings of a palm with nails added, not backs a
 * camera would see (decision 056). The real backs in ../shared/palm-photos judge the rule.
 */
const DRAWN_NOT_SEEN = new Set(['back-01-type2-oak', 'back-04-type1-desk']);

const hands = createHandChecker();
const palms = createPalmPhotoChecker(hands);
afterAll(() => hands.close());

describe('the palm photo set', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('ships every labelled photo, small, and nothing else', async () => {
    const files = (await readdir(PALM_PHOTO_DIR)).filter((f) => f.endsWith('.jpg')).sort();
    expect(files).toEqual(PALM_PHOTO_SET.map((c) => `${c.name}.jpg`).sort());
    expect(PALM_PHOTO_SET.length).toBeGreaterThanOrEqual(20);
    let total = 0;
    for (const file of files) total += (await stat(path.join(PALM_PHOTO_DIR, file))).size;
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it.each(
    PALM_PHOTO_SET.filter((c) => !DRAWN_NOT_SEEN.has(c.name)).map((c) => [c.name, c] as const),
  )('%s', async (name, c) => {
    const stated = name.includes('left') ? 'left' : 'right';
    const result = await palms.check(await photoOf(c.name), stated);
    expect(result.ok ? 'usable' : result.reason).toBe(c.expected);
  });

  it('is what the renderer draws: a photo rendered again matches the shipped one', async () => {
    const c = PALM_PHOTO_SET.find((p) => p.name.startsWith('back-'))!;
    const decode = async (bytes: Buffer) =>
      sharp(bytes).resize(135, 180).greyscale().raw().toBuffer();
    const shipped = await decode(await photoOf(c.name));
    const again = await decode(await renderPalmPhoto(c));
    let difference = 0;
    for (let i = 0; i < shipped.length; i++) difference += Math.abs(shipped[i]! - again[i]!);
    // Another build of the image libraries may move a pixel a little, not redraw the photo.
    expect(difference / shipped.length).toBeLessThan(3);
  }, 30_000);
});
