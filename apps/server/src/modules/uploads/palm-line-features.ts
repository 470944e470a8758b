import type { PalmFeatures, PalmLineFeatures, PalmLineId } from '@duangdee/oracle/palm-lines';
import type { HandShape } from './palm-hand-shape.ts';
import { erode, gaussianBlur, percentile, sampleBilinear } from './palm-raster.ts';

/**
 * Palm lines from the pixels. The palm is resampled into its own frame — `u` across the palm
 * towards the thumb, `v` up towards the fingers, both in palm radii from the palm's centre — so
 * a left or right hand, turned any way and photographed at any size, is measured alike. Dark
 * creases are found with a Hessian ridge filter (a crease is a valley of brightness: strong
 * curvature across it, little along it), divided by the local brightness so that the same crease
 * in dim or bright light gives the same depth. Each line is then traced through the region where
 * palmistry places it, along the direction it runs there.
 */

/** The canonical palm image: CANONICAL_SIZE pixels cover ±CANONICAL_EXTENT palm radii. */
export const CANONICAL_SIZE = 192;
export const CANONICAL_EXTENT = 1.3;
/** Canonical pixels per palm radius: the scale the line photo is decoded at. */
export const CANONICAL_PX_PER_RADIUS = CANONICAL_SIZE / (2 * CANONICAL_EXTENT);

/** Scales of the ridge filter, canonical pixels: fine and broad creases (2–6 px wide). */
const RIDGE_SIGMAS = [1.2, 2.0] as const;
/** Neighbourhood for the local brightness a crease's depth is measured against. */
const BRIGHTNESS_SIGMA = 8;
/** Pixels this close to the hand's outline are skipped: the outline is an edge, not a line. */
const OUTLINE_MARGIN_PX = 4;

/** Where a line runs, in palm radii, and which way. */
interface LineRegion {
  id: PalmLineId;
  /** `u`: the line runs across the palm (heart, head); `v`: it runs up the palm. */
  runs: 'u' | 'v';
  /** Along the run, from the line's start to its end. */
  from: number;
  to: number;
  /** The band across the run where the line may lie. */
  bandFrom: number;
  bandTo: number;
  /** How far (degrees) the crease may turn from the run and still count as this line. */
  toleranceDeg: number;
}

/**
 * Thai and Western palmistry agree on the places: the heart line under the fingers from the
 * little-finger edge, the head line across the middle from the thumb side, the life line
 * arcing round the thumb's mount down to the wrist, the fate line up the centre, the Sun line
 * under the ring finger and the Mercury line under the little finger.
 */
const LINE_REGIONS: readonly LineRegion[] = [
  { id: 'heart', runs: 'u', from: -1.0, to: 0.75, bandFrom: 0.3, bandTo: 1.0, toleranceDeg: 40 },
  { id: 'head', runs: 'u', from: 0.95, to: -0.95, bandFrom: -0.35, bandTo: 0.4, toleranceDeg: 40 },
  { id: 'life', runs: 'v', from: 0.5, to: -1.2, bandFrom: 0.12, bandTo: 1.1, toleranceDeg: 65 },
  { id: 'fate', runs: 'v', from: -1.2, to: 0.85, bandFrom: -0.2, bandTo: 0.2, toleranceDeg: 30 },
  { id: 'sun', runs: 'v', from: -0.8, to: 0.8, bandFrom: -0.6, bandTo: -0.22, toleranceDeg: 30 },
  {
    id: 'mercury',
    runs: 'v',
    from: -1.1,
    to: 0.7,
    bandFrom: -1.05,
    bandTo: -0.45,
    toleranceDeg: 35,
  },
];

const BINS = 24;
const CELLS = 14;
/**
 * A bin holds the line when its best crease is at least this deep (relative darkening), and
 * clearly deeper than the skin's own texture (pores, fine ridges, minor creases) on this palm.
 */
const MIN_LINE_DEPTH = 0.035;
const TEXTURE_MULTIPLE = 3;
/** Depth of a deep crease: strength 1. */
const DEEP_RIDGE = 0.2;
/**
 * Cost of the traced line moving sideways between bins: a cell is how far a line running the
 * region's way moves anyway; a leap of several cells is another mark, not the same crease.
 */
const stepCost = (cells: number) => (cells <= 1 ? 0.004 * cells : 0.025 * cells);

export interface CanonicalPalm {
  /** Ridge depth (≥ 0) per canonical pixel, 0 outside the palm. */
  ridge: Float32Array;
  /** Direction of the crease through each pixel, radians, in canonical pixel axes. */
  direction: Float32Array;
  /** 1 where the pixel is on the palm, away from its outline. */
  inside: Uint8Array;
  /** The depth a bin's best crease needs to count as the line there. */
  lineThreshold: number;
}

/** Where a canonical pixel's centre lies, in palm radii. */
const toPalm = (index: number) =>
  -CANONICAL_EXTENT + ((index + 0.5) * 2 * CANONICAL_EXTENT) / CANONICAL_SIZE;

/**
 * Resamples the palm of `hand` from a luminance picture of the same photo (any scale: `scale`
 * is its pixels per hand-picture pixel) and filters it for creases.
 */
export function canonicalPalm(
  hand: HandShape,
  luma: Float32Array,
  lumaWidth: number,
  lumaHeight: number,
  scale: number,
): CanonicalPalm {
  const n = CANONICAL_SIZE;
  const { palmCentre: centre, palmRadius: r, up, thumbward } = hand;
  let inner = hand.mask;
  for (let i = 0; i < OUTLINE_MARGIN_PX; i++) inner = erode(inner, hand.width, hand.height);
  const grey = new Float32Array(n * n);
  const inside = new Uint8Array(n * n);
  for (let j = 0; j < n; j++) {
    const v = -toPalm(j);
    for (let i = 0; i < n; i++) {
      const u = toPalm(i);
      const x = centre.x + r * (u * thumbward.x + v * up.x);
      const y = centre.y + r * (u * thumbward.y + v * up.y);
      grey[j * n + i] = sampleBilinear(luma, lumaWidth, lumaHeight, x * scale, y * scale);
      const mx = Math.round(x);
      const my = Math.round(y);
      if (mx >= 0 && my >= 0 && mx < hand.width && my < hand.height) {
        inside[j * n + i] = inner[my * hand.width + mx]!;
      }
    }
  }
  // Local brightness of the skin only, so the background does not darken the palm's edge.
  const weight = Float32Array.from(inside);
  const masked = grey.map((g, i) => g * weight[i]!);
  const sumGrey = gaussianBlur(masked, n, n, BRIGHTNESS_SIGMA);
  const sumWeight = gaussianBlur(weight, n, n, BRIGHTNESS_SIGMA);
  const ridge = new Float32Array(n * n);
  const direction = new Float32Array(n * n);
  for (const sigma of RIDGE_SIGMAS) {
    const smooth = gaussianBlur(grey, n, n, sigma);
    // σ² makes the scales comparable: a crease answers most at the scale of its width.
    const s2 = sigma * sigma;
    for (let y = 1; y < n - 1; y++) {
      for (let x = 1; x < n - 1; x++) {
        const i = y * n + x;
        if (!inside[i]) continue;
        const c = smooth[i]!;
        const lxx = smooth[i + 1]! - 2 * c + smooth[i - 1]!;
        const lyy = smooth[i + n]! - 2 * c + smooth[i - n]!;
        const lxy =
          (smooth[i + n + 1]! - smooth[i + n - 1]! - smooth[i - n + 1]! + smooth[i - n - 1]!) / 4;
        const half = (lxx - lyy) / 2;
        const root = Math.sqrt(half * half + lxy * lxy);
        const major = (lxx + lyy) / 2 + root;
        const minor = (lxx + lyy) / 2 - root;
        // A valley bends up strongly across and hardly along; a dark spot bends both ways.
        const valley = major - Math.abs(minor);
        if (valley <= 0) continue;
        const brightness = Math.max(20, sumGrey[i]! / Math.max(1e-6, sumWeight[i]!));
        const depth = (valley * s2) / brightness;
        if (depth <= ridge[i]!) continue;
        ridge[i] = depth;
        // The strongest bend is across the crease; the crease runs at right angles to it.
        direction[i] = 0.5 * Math.atan2(2 * lxy, lxx - lyy) + Math.PI / 2;
      }
    }
  }
  const onPalm: number[] = [];
  for (let i = 0; i < ridge.length; i++) if (inside[i]) onPalm.push(ridge[i]!);
  // Most of the palm is skin between lines: its upper quartile measures the texture.
  const lineThreshold = Math.max(MIN_LINE_DEPTH, TEXTURE_MULTIPLE * percentile(onPalm, 0.75));
  return { ridge, direction, inside, lineThreshold };
}

interface StripCell {
  value: number;
  /** Across-run position (palm radii) of the best pixel. */
  at: number;
  valid: boolean;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/** The region as BINS × CELLS: for each cell the deepest crease running the line's way. */
function strip(palm: CanonicalPalm, region: LineRegion): StripCell[][] {
  const n = CANONICAL_SIZE;
  const best = new Float32Array(BINS * CELLS);
  const at = new Float32Array(BINS * CELLS);
  const seen = new Int32Array(BINS * CELLS);
  const onPalm = new Int32Array(BINS * CELLS);
  const tolerance = (region.toleranceDeg * Math.PI) / 180;
  // The run's direction in canonical pixel axes (x = +u, y = −v).
  const runAngle = region.runs === 'u' ? 0 : Math.PI / 2;
  const runSpan = region.to - region.from;
  const bandSpan = region.bandTo - region.bandFrom;
  for (let j = 0; j < n; j++) {
    const v = -toPalm(j);
    for (let i = 0; i < n; i++) {
      const u = toPalm(i);
      const along = region.runs === 'u' ? u : v;
      const across = region.runs === 'u' ? v : u;
      const t = (along - region.from) / runSpan;
      const w = (across - region.bandFrom) / bandSpan;
      if (t < 0 || t >= 1 || w < 0 || w >= 1) continue;
      const cell = Math.floor(t * BINS) * CELLS + Math.floor(w * CELLS);
      seen[cell]!++;
      const p = j * n + i;
      if (!palm.inside[p]) continue;
      onPalm[cell]!++;
      let turn = Math.abs(palm.direction[p]! - runAngle) % Math.PI;
      if (turn > Math.PI / 2) turn = Math.PI - turn;
      const value = palm.ridge[p]! * Math.max(0, 1 - turn / tolerance);
      if (value > best[cell]!) {
        best[cell] = value;
        at[cell] = across;
      }
    }
  }
  const rows: StripCell[][] = [];
  for (let k = 0; k < BINS; k++) {
    const row: StripCell[] = [];
    for (let q = 0; q < CELLS; q++) {
      const cell = k * CELLS + q;
      const valid = seen[cell]! > 0 && onPalm[cell]! >= 0.5 * seen[cell]!;
      row.push({
        value: valid ? best[cell]! : 0,
        at: valid ? at[cell]! : region.bandFrom + ((q + 0.5) * bandSpan) / CELLS,
        valid,
      });
    }
    rows.push(row);
  }
  return rows;
}

/**
 * The most likely single line through the strip: one cell per bin, maximising depth minus a
 * cost for every sideways step (dynamic programming), so a crease is followed as one line and
 * not stitched together from unrelated marks.
 */
function trace(rows: StripCell[][]): (StripCell | null)[] {
  const bins = rows.filter((row) => row.some((c) => c.valid));
  if (bins.length === 0) return rows.map(() => null);
  const score: number[][] = [];
  const from: number[][] = [];
  let previous: number[] | null = null;
  for (const row of rows) {
    if (!row.some((c) => c.valid)) {
      score.push([]);
      from.push([]);
      continue;
    }
    const here: number[] = [];
    const back: number[] = [];
    for (let q = 0; q < CELLS; q++) {
      const own = row[q]!.valid ? row[q]!.value : -stepCost(1);
      if (!previous) {
        here.push(own);
        back.push(-1);
        continue;
      }
      let bestScore = -Infinity;
      let bestFrom = 0;
      for (let p = 0; p < CELLS; p++) {
        const s = previous[p]! - stepCost(Math.abs(p - q));
        if (s > bestScore) {
          bestScore = s;
          bestFrom = p;
        }
      }
      here.push(own + bestScore);
      back.push(bestFrom);
    }
    score.push(here);
    from.push(back);
    previous = here;
  }
  const path: (StripCell | null)[] = rows.map(() => null);
  let k = rows.length - 1;
  while (k >= 0 && score[k]!.length === 0) k--;
  if (k < 0) return path;
  let q = score[k]!.indexOf(Math.max(...score[k]!));
  for (; k >= 0; k--) {
    if (score[k]!.length === 0) continue;
    const cell = rows[k]![q]!;
    path[k] = cell.valid ? cell : null;
    const back = from[k]![q]!;
    if (back >= 0) q = back;
  }
  return path;
}

/** Least-squares quadratic y = a + b·x + c·x²; null when the points cannot fix one. */
function fitQuadratic(points: { x: number; y: number }[]): [number, number, number] | null {
  if (points.length < 4) return null;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let t0 = 0;
  let t1 = 0;
  let t2 = 0;
  for (const { x, y } of points) {
    const x2 = x * x;
    s0 += 1;
    s1 += x;
    s2 += x2;
    s3 += x2 * x;
    s4 += x2 * x2;
    t0 += y;
    t1 += x * y;
    t2 += x2 * y;
  }
  // Cramer's rule on the 3×3 normal equations.
  const det = (m: number[]) =>
    m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) -
    m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) +
    m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!);
  const d = det([s0, s1, s2, s1, s2, s3, s2, s3, s4]);
  if (Math.abs(d) < 1e-9) return null;
  const a = det([t0, s1, s2, t1, s2, s3, t2, s3, s4]) / d;
  const b = det([s0, t0, s2, s1, t1, s3, s2, t2, s4]) / d;
  const c = det([s0, s1, t0, s1, s2, t1, s2, s3, t2]) / d;
  return [a, b, c];
}

/** What was measured of one line, besides the 0–1 features. */
export interface LineMeasurement {
  features: PalmLineFeatures;
  /** Bins of the region on the palm, and those where the traced line was found. */
  bins: number;
  found: number;
  /** Mean relative darkening where found. */
  depth: number;
  /** Change of direction from one end to the other, degrees. */
  turnDeg: number;
}

export function measureLine(palm: CanonicalPalm, region: LineRegion): LineMeasurement {
  const rows = strip(palm, region);
  const path = trace(rows);
  const runSpan = region.to - region.from;
  const onPalm: number[] = [];
  const on: number[] = [];
  path.forEach((cell, k) => {
    if (!rows[k]!.some((c) => c.valid)) return;
    onPalm.push(k);
    if (cell && cell.value >= palm.lineThreshold) on.push(k);
  });
  const bins = onPalm.length;
  if (bins === 0 || on.length === 0) {
    return {
      features: { strength: 0, length: 0, curvature: 0, breaks: 0, presence: 0 },
      bins,
      found: 0,
      depth: 0,
      turnDeg: 0,
    };
  }
  const first = on[0]!;
  const last = on.at(-1)!;
  const spanBins = onPalm.filter((k) => k >= first && k <= last);
  const gapBins = spanBins.filter((k) => !on.includes(k)).length;
  const depth = on.reduce((s, k) => s + path[k]!.value, 0) / on.length;
  const points = on.map((k) => ({
    x: region.from + ((k + 0.5) * runSpan) / BINS,
    y: path[k]!.at,
  }));
  let turnDeg = 0;
  const fit = fitQuadratic(points);
  if (fit) {
    const [, b, c] = fit;
    const x0 = points[0]!.x;
    const x1 = points.at(-1)!.x;
    turnDeg = (Math.abs(Math.atan(b + 2 * c * x1) - Math.atan(b + 2 * c * x0)) * 180) / Math.PI;
  }
  const strength = clamp01(depth / DEEP_RIDGE);
  const found = on.length;
  const features: PalmLineFeatures = {
    strength,
    length: clamp01(spanBins.length / bins),
    curvature: clamp01(turnDeg / 60),
    // A fifth of the line missing reads as a broken line (breaks ≥ 0.5).
    breaks: clamp01((gapBins / Math.max(1, spanBins.length)) * 2.5),
    // Present when it is found along much of its region and is more than a faint trace.
    presence: clamp01(1.8 * (found / bins) * Math.min(1, strength / 0.4)),
  };
  return { features, bins, found, depth, turnDeg };
}

export interface LineAnalysis {
  features: PalmFeatures;
  lines: Record<PalmLineId, LineMeasurement>;
}

export function measurePalmLines(palm: CanonicalPalm): LineAnalysis {
  const lines = {} as Record<PalmLineId, LineMeasurement>;
  const features = {} as PalmFeatures;
  for (const region of LINE_REGIONS) {
    const measured = measureLine(palm, region);
    lines[region.id] = measured;
    const { presence, ...always } = measured.features;
    // `presence` is for the lines a palm may lack; the main three are always read.
    features[region.id] =
      region.id === 'life' || region.id === 'head' || region.id === 'heart'
        ? always
        : { ...always, presence };
  }
  return { features, lines };
}
