import { gaussianBlur } from './palm-raster.ts';

/**
 * The picture's colours grouped into a few clusters, on features that a change of light alters
 * little: log-chromaticity (red and blue against green), which a brighter or dimmer light leaves
 * alone and a coloured light only shifts, and a lightly weighted log-brightness. A hand on a
 * wooden table, a beige wall or a red-checked cloth is all "skin" to a fixed skin-colour rule,
 * but it rarely has the very colour of its background: one cluster (or a few of the same hue at
 * other brightnesses: the shaded side of the hand) holds the hand alone.
 */

export interface ColourClusters {
  /** Cluster of each pixel. */
  labels: Uint8Array;
  /** Per cluster: mean features (red/green, blue/green, brightness) and pixel count. */
  centres: { rg: number; bg: number; light: number; count: number }[];
}

/** Weight of log-brightness against chroma: a shadow darkens, it hardly changes the hue. */
const LIGHT_WEIGHT = 0.25;
/** Added to each channel before the logs, so dark, noisy pixels do not swing wildly. */
const LOG_OFFSET = 12;
const ROUNDS = 12;

/**
 * Clusters the picture's pixels (k-means, started from the densest cells of a coarse histogram
 * so the answer is the same on every run).
 */
export function colourClusters(
  rgb: Uint8Array,
  width: number,
  height: number,
  k: number,
): ColourClusters {
  const n = width * height;
  const channels = [0, 1, 2].map((c) => {
    const plane = new Float32Array(n);
    for (let i = 0; i < n; i++) plane[i] = rgb[i * 3 + c]!;
    // Skin texture, creases and sensor noise are not colours of their own.
    return gaussianBlur(plane, width, height, 1);
  });
  const [r, g, b] = channels as [Float32Array, Float32Array, Float32Array];
  const fa = new Float32Array(n);
  const fb = new Float32Array(n);
  const fl = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const lg = Math.log(g[i]! + LOG_OFFSET);
    fa[i] = Math.log(r[i]! + LOG_OFFSET) - lg;
    fb[i] = Math.log(b[i]! + LOG_OFFSET) - lg;
    fl[i] = LIGHT_WEIGHT * Math.log(0.299 * r[i]! + 0.587 * g[i]! + 0.114 * b[i]! + LOG_OFFSET);
  }

  // Seeds: the fullest cells of a 3-D histogram, each apart from those already chosen.
  const cell = 0.05;
  const counts = new Map<number, { count: number; a: number; b: number; l: number }>();
  for (let i = 0; i < n; i++) {
    // Cells are small whole numbers (features lie within ±10): pack three into one key.
    const key =
      (Math.floor(fa[i]! / cell) + 512) * 1048576 +
      (Math.floor(fb[i]! / cell) + 512) * 1024 +
      (Math.floor(fl[i]! / cell) + 512);
    const entry = counts.get(key);
    if (entry) {
      entry.count++;
      entry.a += fa[i]!;
      entry.b += fb[i]!;
      entry.l += fl[i]!;
    } else {
      counts.set(key, { count: 1, a: fa[i]!, b: fb[i]!, l: fl[i]! });
    }
  }
  const cells = [...counts.entries()]
    .map(([key, e]) => ({
      key,
      count: e.count,
      a: e.a / e.count,
      b: e.b / e.count,
      l: e.l / e.count,
    }))
    .sort((x, y) => y.count - x.count || x.key - y.key);
  const seeds: { a: number; b: number; l: number }[] = [];
  for (const c of cells) {
    if (seeds.length >= k) break;
    const near = seeds.some(
      (s) => (s.a - c.a) ** 2 + (s.b - c.b) ** 2 + (s.l - c.l) ** 2 < (2 * cell) ** 2,
    );
    if (!near) seeds.push({ a: c.a, b: c.b, l: c.l });
  }

  const labels = new Uint8Array(n);
  let centres = seeds.map((s) => ({ rg: s.a, bg: s.b, light: s.l, count: 0 }));
  // The centres settle on every other pixel of every other row; the last round labels them all.
  const sampled: number[] = [];
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2) sampled.push(y * width + x);
  for (let round = 0; round < ROUNDS; round++) {
    const last = round === ROUNDS - 1;
    const sums = centres.map(() => ({ a: 0, b: 0, l: 0, count: 0 }));
    const count = last ? n : sampled.length;
    for (let k = 0; k < count; k++) {
      const i = last ? k : sampled[k]!;
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const centre = centres[c]!;
        const d =
          (fa[i]! - centre.rg) ** 2 + (fb[i]! - centre.bg) ** 2 + (fl[i]! - centre.light) ** 2;
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      }
      labels[i] = best;
      const s = sums[best]!;
      s.a += fa[i]!;
      s.b += fb[i]!;
      s.l += fl[i]!;
      s.count++;
    }
    centres = centres.map((centre, c) => {
      const s = sums[c]!;
      return s.count > 0
        ? { rg: s.a / s.count, bg: s.b / s.count, light: s.l / s.count, count: s.count }
        : { ...centre, count: 0 };
    });
  }
  return { labels, centres };
}
