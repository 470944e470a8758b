import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { measurePhoto, loadLineTools, type MeasuredPhoto } from './measure-photo.ts';

/**
 * The palm's lines on real phone photos (../shared/palm-photos, labelled by a person: `yes` a
 * line plainly visible, `faint`, `no`). The photos are test data only and live outside the
 * repository; without them this file is skipped.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PHOTOS = path.resolve(repoRoot, '../shared/palm-photos');
const present = existsSync(path.join(PHOTOS, 'labels.json'));
if (!present) console.warn(`Real palm photo tests skipped: ${PHOTOS} is absent.`);

type Seen = 'yes' | 'faint' | 'no';
interface Label {
  file: string;
  label: string;
  lines: Record<'heart' | 'head' | 'life' | 'fate', Seen | 'n/a'>;
}
const LABELLED = ['heart', 'head', 'life', 'fate'] as const;

describe.skipIf(!present)('palm lines on real photos (../shared/palm-photos)', () => {
  const labels: Label[] = present
    ? (JSON.parse(readFileSync(path.join(PHOTOS, 'labels.json'), 'utf8')) as Label[])
    : [];
  const palms = labels.filter((l) => l.label === 'palm');
  const results = new Map<string, MeasuredPhoto>();

  beforeAll(async () => {
    const tools = await loadLineTools();
    for (const l of [...palms, ...labels.filter((x) => x.label === 'too-blurred')]) {
      results.set(l.file, await measurePhoto(tools, path.join(PHOTOS, l.file)));
    }
    printTable(labels, results);
  }, 300_000);

  it('finds a hand on every palm photo', () => {
    for (const l of palms) expect(results.get(l.file)?.measurement, l.file).not.toBeNull();
  });

  it('finds ≥ 90 % of the lines a person sees plainly', () => {
    let yes = 0;
    let found = 0;
    for (const l of palms) {
      for (const id of LABELLED) {
        if (l.lines[id] !== 'yes') continue;
        yes++;
        if (results.get(l.file)!.present[id]) found++;
      }
    }
    expect(yes).toBeGreaterThan(0);
    expect(found / yes).toBeGreaterThanOrEqual(0.9);
  });

  it('draws every line it finds inside the photo, from start to end in ≤ 48 points', () => {
    for (const l of palms) {
      const m = results.get(l.file)!.measurement!;
      for (const [id, line] of Object.entries(m.lines)) {
        if (!results.get(l.file)!.present[id as keyof MeasuredPhoto['present']]) continue;
        expect(line.path.length, `${l.file} ${id}`).toBeGreaterThan(1);
        expect(line.path.length).toBeLessThanOrEqual(48);
        for (const [x, y] of line.path) {
          expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
        }
      }
    }
  });
});

function printTable(labels: Label[], results: Map<string, MeasuredPhoto>): void {
  const rows: string[] = [
    '| photo | label | heart | head | life | fate | sun p | mercury p | sharpness | line ms (CPU) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const agreement: Record<Seen, { found: number; of: number }> = {
    yes: { found: 0, of: 0 },
    faint: { found: 0, of: 0 },
    no: { found: 0, of: 0 },
  };
  for (const l of labels) {
    const r = results.get(l.file);
    if (!r?.measurement) continue;
    const m = r.measurement;
    const cell = (id: (typeof LABELLED)[number]) => {
      const seen = l.lines[id];
      if (seen === 'yes' || seen === 'faint' || seen === 'no') {
        agreement[seen].of++;
        if (r.present[id]) agreement[seen].found++;
      }
      return `${seen} → ${r.present[id] ? 'found' : '—'} (${m.lines[id].features.presence ?? 0})`;
    };
    rows.push(
      `| ${l.file} | ${l.label} | ${cell('heart')} | ${cell('head')} | ${cell('life')} | ${cell('fate')} | ${m.lines.sun.features.presence} | ${m.lines.mercury.features.presence} | ${m.sharpness} | ${r.cpuMs.toFixed(0)} |`,
    );
  }
  rows.push('');
  for (const seen of ['yes', 'faint', 'no'] as const) {
    const a = agreement[seen];
    rows.push(`labelled ${seen}: found ${a.found} of ${a.of}`);
  }
  console.log(rows.join('\n'));
}
