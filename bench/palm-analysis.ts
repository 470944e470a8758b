import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { judgeHandPhoto } from '@duangdee/contract/hand-reading';
import { findHands } from '../apps/server/src/modules/palm/hand-model/find-hands.ts';
import { loadHandModels } from '../apps/server/src/modules/palm/hand-model/human-runtime.ts';
import type { Scenario } from './measure.ts';

/**
 * The palm photo analysis (the hand models' search and the verdict), milliseconds a photo, against
 * decoding the same photo with sharp alone. The project's rendered photo set, and the labelled
 * real photos beside the project where they are (`../shared/palm-photos`). Models are loaded and
 * warmed first: a process loads them once. The figure is the median photo's process CPU time,
 * which on an idle core is its wall time (the WASM backend runs on one thread); the issue's
 * budget is 1.5 s a photo.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RENDERED = path.join(root, 'apps/server/test/fixtures/palm-photos');
const REAL = path.resolve(root, '../shared/palm-photos');

function photos(): Buffer[] {
  const from = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => /\.(jpe?g|png)$/i.test(f))
          .sort()
          .map((f) => readFileSync(path.join(dir, f)))
      : [];
  return [...from(RENDERED), ...from(REAL)];
}

/** The median of `each` over the photos, in CPU milliseconds. */
async function medianCpuMs(all: Buffer[], each: (bytes: Buffer) => Promise<unknown>) {
  const times: number[] = [];
  for (const bytes of all) {
    const start = process.cpuUsage();
    await each(bytes);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, worst: times.at(-1)! };
}

export const palmAnalysisScenario: Scenario & { unit: string } = {
  name: 'palm-analysis',
  unit: 'ms',
  async run() {
    const all = photos();
    const models = await loadHandModels();
    // Warm-up: the first calls compile the WASM kernels.
    for (const bytes of all.slice(0, 2)) await findHands(models, bytes);
    const analysis = await medianCpuMs(all, async (bytes) => {
      const search = await findHands(models, bytes);
      return judgeHandPhoto(search.image, search.hands, null);
    });
    const decode = await medianCpuMs(all, (bytes) =>
      sharp(bytes).rotate().removeAlpha().raw().toBuffer(),
    );
    return {
      subject: {
        label: `hand models + verdict, ${all.length} photos (worst ${analysis.worst.toFixed(0)} ms)`,
        value: analysis.median,
      },
      baseline: { label: 'sharp decode of the same photos', value: decode.median },
    };
  },
};
