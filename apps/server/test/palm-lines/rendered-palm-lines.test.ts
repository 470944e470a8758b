import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { findHands } from '../../src/modules/palm/hand-model/find-hands.ts';
import { measurePalmLines } from '../../src/modules/palm/lines/measure-lines.ts';
import { openHands } from '@duangdee/contract/hand-reading';
import {
  loadLineTools,
  measurePhoto,
  type LineTools,
  type MeasuredPhoto,
} from './measure-photo.ts';

/**
 * The palm's lines on the project's own rendered hands (test/fixtures/palm-photos, README there):
 * every palm draws long life, head and heart lines, except palm-14 (short head and life lines)
 * and palm-15 (no heart line).
 */
const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/palm-photos',
);
const PALMS = readdirSync(FIXTURES)
  .filter((f) => /^palm-\d+.*\.jpg$/.test(f))
  .sort();
const SHORT = 'palm-14-type4-short-lines.jpg';
const NO_HEART = 'palm-15-type2-no-heart-line.jpg';
const BLURRY = 'too-blurry-palm.jpg';

describe('palm lines on the rendered hands', () => {
  let tools: LineTools;
  const results = new Map<string, MeasuredPhoto>();

  beforeAll(async () => {
    tools = await loadLineTools();
    for (const file of [...PALMS, BLURRY]) {
      results.set(file, await measurePhoto(tools, path.join(FIXTURES, file)));
    }
    console.log(
      [...results.values()]
        .map((r) => {
          const m = r.measurement!;
          const lines = (['life', 'head', 'heart'] as const)
            .map((id) => `${id} ${r.present[id] ? 'found' : '—'} L${m.lines[id].features.length}`)
            .join(', ');
          return `${path.basename(r.file)}: ${lines}; sharpness ${m.sharpness}; ${r.cpuMs.toFixed(0)} ms`;
        })
        .join('\n'),
    );
  }, 300_000);

  it('finds the life, head and heart lines where they are drawn', () => {
    expect(PALMS.length).toBe(18);
    for (const file of PALMS) {
      const r = results.get(file)!;
      expect(r.measurement, file).not.toBeNull();
      expect(r.present.life, `${file} life`).toBe(true);
      expect(r.present.head, `${file} head`).toBe(true);
      if (file !== NO_HEART) expect(r.present.heart, `${file} heart`).toBe(true);
    }
  });

  it('finds no heart line on the palm drawn without one', () => {
    expect(results.get(NO_HEART)!.present.heart).toBe(false);
  });

  it('measures the short head and life lines shorter than the long ones', () => {
    for (const id of ['head', 'life'] as const) {
      const long = PALMS.filter((f) => f !== SHORT).map(
        (f) => results.get(f)!.measurement!.lines[id].features.length,
      );
      const median = long.sort((a, b) => a - b)[Math.floor(long.length / 2)]!;
      const short = results.get(SHORT)!.measurement!.lines[id].features.length;
      expect(short, id).toBeLessThan(median - 0.25);
    }
  });

  it('gives the same measurement for the same photo', async () => {
    const bytes = readFileSync(path.join(FIXTURES, PALMS[0]!));
    const found = await findHands(tools.models, bytes);
    const hand = openHands(found.hands)[0]!;
    const first = measurePalmLines(tools.cv, found.image, hand);
    // Another palm measured in between: nothing from it may stay behind.
    const other = await measurePhoto(tools, path.join(FIXTURES, NO_HEART));
    expect(other.measurement).not.toBeNull();
    const second = measurePalmLines(tools.cv, found.image, hand);
    expect(second).toEqual(first);
    expect(first).toEqual(results.get(PALMS[0]!)!.measurement);
  });
});
