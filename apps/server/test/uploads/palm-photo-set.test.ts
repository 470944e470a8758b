import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categorizeLine } from '@duangdee/oracle/palm-lines';
import { analyzePalmPhoto } from '../../src/modules/palm/palm-photo.ts';
import {
  PALM_PHOTO_DIR,
  PALM_PHOTO_SET,
  renderPalmPhoto,
  type ExpectedLine,
  type MainLine,
} from '../support/palm-photo-set.ts';

/**
 * The rendered photo set (`test/fixtures/palm-photos/`, made by `support/palm-photo-set.ts`):
 * every photo gets the verdict it is labelled with, and on every palm the main lines are found
 * as labelled (long, short, or not there). No misses are allowed: the decision record (008)
 * reports these results.
 */

const MAIN_LINES: readonly MainLine[] = ['life', 'head', 'heart'];

const photoOf = (name: string) => readFile(path.join(PALM_PHOTO_DIR, `${name}.jpg`));

describe('the palm photo set', () => {
  it('ships every labelled photo, small, and nothing else', async () => {
    const files = (await readdir(PALM_PHOTO_DIR)).filter((f) => f.endsWith('.jpg')).sort();
    expect(files).toEqual(PALM_PHOTO_SET.map((c) => `${c.name}.jpg`).sort());
    expect(PALM_PHOTO_SET.length).toBeGreaterThanOrEqual(20);
    let total = 0;
    for (const file of files) total += (await stat(path.join(PALM_PHOTO_DIR, file))).size;
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it.each(PALM_PHOTO_SET.map((c) => [c.name, c] as const))(
    '%s',
    async (_name, c) => {
      const result = await analyzePalmPhoto(await photoOf(c.name));
      expect(result.ok ? 'usable' : result.reason).toBe(c.expected);
      if (!result.ok || !c.lines) return;
      const found = {} as Record<MainLine, ExpectedLine | 'medium'>;
      for (const id of MAIN_LINES) {
        const category = categorizeLine(id, result.features[id]);
        found[id] = category.present ? category.length : 'absent';
      }
      expect(found).toEqual(c.lines);
      // A palm shows no nails.
      expect(result.measurements.nails).toBe(0);
    },
    30_000,
  );

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
