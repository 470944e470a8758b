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

type Pt = readonly [number, number];

/** Where a line runs, in palm radii, and which way. */
interface LineRegion {
  id: PalmLineId;
  /**
   * `u`: the line runs across the palm (heart, head); `v`: it runs up the palm; a curve: it
   * follows that course (a cubic Bézier, `u`/`v` points), the way the life line arcs round the
   * thumb's mount — along it is the distance from its start, across it the distance from it
   * towards the inside of the bend.
   */
  runs: 'u' | 'v' | readonly [Pt, Pt, Pt, Pt];
  /** Along the run, from the line's start to its end. */
  from: number;
  to: number;
  /** The band across the run where the line may lie. */
  bandFrom: number;
  bandTo: number;
  /** How far (degrees) the crease may turn from the run and still count as this line. */
  toleranceDeg: number;
  /**
   * Which way the line leans, as the oracle reads it (−1 … 1, see `PalmLineFeatures.direction`),
   * from the fitted course: `start` is where it begins across the band, `drift` how far its end
   * lies from its start, `sag` how far its middle bows below the straight chord (palm radii,
   * `+` towards `bandTo`). None for the Sun and Mercury lines, whose lean palmistry does not read.
   */
  direction?: (course: { start: number; drift: number; sag: number }) => number;
}

/**
 * The life line's usual course (palm radii, `u` towards the thumb, `v` towards the fingers): from
 * the edge of the palm between thumb and index finger, round the thumb's mount, to the wrist.
 */
const LIFE_COURSE: readonly [Pt, Pt, Pt, Pt] = [
  [0.98, 0.32],
  [0.2, 0.1],
  [0.15, -0.75],
  [0.48, -1.2],
];

const bezierAt = (c: readonly [Pt, Pt, Pt, Pt], t: number): Pt => {
  const m = 1 - t;
  const a = m * m * m;
  const b = 3 * m * m * t;
  const d = 3 * m * t * t;
  const e = t * t * t;
  return [
    a * c[0][0] + b * c[1][0] + d * c[2][0] + e * c[3][0],
    a * c[0][1] + b * c[1][1] + d * c[2][1] + e * c[3][1],
  ];
};

/** Samples of a course, a little beyond both ends, with the distance along it from its start. */
function courseSamples(course: readonly [Pt, Pt, Pt, Pt]) {
  const out: { u: number; v: number; s: number; tu: number; tv: number }[] = [];
  const steps = 160;
  const t0 = -0.15;
  const t1 = 1.15;
  let s = 0;
  let previous: Pt | null = null;
  const points: Pt[] = [];
  for (let k = 0; k <= steps; k++) points.push(bezierAt(course, t0 + ((t1 - t0) * k) / steps));
  const zero = Math.round((-t0 / (t1 - t0)) * steps);
  for (let k = 0; k <= steps; k++) {
    const p = points[k]!;
    if (previous) s += Math.hypot(p[0] - previous[0], p[1] - previous[1]);
    previous = p;
    const a = points[Math.max(0, k - 1)]!;
    const b = points[Math.min(steps, k + 1)]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    out.push({ u: p[0], v: p[1], s, tu: (b[0] - a[0]) / len, tv: (b[1] - a[1]) / len });
  }
  const origin = out[zero]!.s;
  return out.map((q) => ({ ...q, s: q.s - origin }));
}

function courseLength(course: readonly [Pt, Pt, Pt, Pt]): number {
  let s = 0;
  let previous = bezierAt(course, 0);
  for (let k = 1; k <= 100; k++) {
    const p = bezierAt(course, k / 100);
    s += Math.hypot(p[0] - previous[0], p[1] - previous[1]);
    previous = p;
  }
  return s;
}

/**
 * Thai and Western palmistry agree on the places: the heart line under the fingers from the
 * little-finger edge, the head line across the middle from the thumb side, the life line
 * arcing round the thumb's mount down to the wrist, the fate line up the centre, the Sun line
 * under the ring finger and the Mercury line under the little finger.
 */
const LINE_REGIONS: readonly LineRegion[] = [
  // The heart line runs from the little-finger edge towards the index finger: a rising end
  // (towards the fingers, +v) is the lore's "ends between the index and middle finger".
  {
    id: 'heart',
    runs: 'u',
    from: -1.0,
    to: 0.75,
    bandFrom: 0.3,
    bandTo: 1.0,
    toleranceDeg: 40,
    direction: ({ drift }) => (drift - HEART_RISE_TYPICAL) / HEART_RISE_SCALE,
  },
  // The head line runs from the thumb side towards the little-finger edge: sloping down (−v)
  // towards the mount of the Moon is the imaginative head line.
  {
    id: 'head',
    runs: 'u',
    from: 0.9,
    to: -0.9,
    bandFrom: -0.35,
    bandTo: 0.4,
    toleranceDeg: 40,
    direction: ({ drift }) => (-drift - HEAD_SLOPE_TYPICAL) / HEAD_SLOPE_SCALE,
  },
  // The life line starts on the thumb's edge of the palm beside the head line, runs into the
  // palm, then arcs round the thumb's mount down to the wrist: it is followed along that arc, so
  // its first stretch, which runs almost across the palm, counts as much as the rest. The
  // further its middle bows away from the thumb's mount, the wider it sweeps into the palm.
  {
    id: 'life',
    runs: LIFE_COURSE,
    // Its first tenth lies at the palm's edge, under the outline margin.
    from: 0.1,
    to: courseLength(LIFE_COURSE) - 0.12,
    bandFrom: -0.28,
    bandTo: 0.36,
    toleranceDeg: 40,
    direction: ({ sag }) => (sag - LIFE_SWEEP_TYPICAL) / LIFE_SWEEP_SCALE,
  },
  // The fate line climbs from the wrist: starting on the little-finger side (−u, the mount of
  // the Moon) is read apart from starting by the life line (+u).
  {
    id: 'fate',
    runs: 'v',
    from: -1.2,
    to: 0.85,
    bandFrom: -0.2,
    bandTo: 0.2,
    toleranceDeg: 30,
    direction: ({ start }) => -start / FATE_START_SCALE,
  },
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
/** Share of a bin's length at either end left out when looking for its crease. */
const BIN_EDGE = 0.25;
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

/**
 * A break is a stretch where a clearly seen line stops and starts again: at least this many
 * found bins on each side, and in between on average nothing deeper than a share of the line
 * threshold (the fading ends of the two pieces may reach into the gap).
 * A patchy trace (a faint crease, uneven light) has short runs and shallow dips: it lowers
 * `coverage` but is never counted as a break.
 */
const BREAK_SIDE_BINS = 3;
const BREAK_EMPTY_SHARE = 0.5;
/** Below this share of its course seen, a line is too patchy to say where it breaks. */
const MIN_COVERAGE_FOR_BREAKS = 0.6;
/**
 * A fork: in the outermost FORK_BINS found bins at an end, a second crease at least
 * FORK_MIN_CELLS across from the line and not closing in on it towards the end.
 */
const FORK_BINS = 3;
const FORK_MIN_CELLS = 2;
const FORK_DEPTH_SHARE = 0.8;
/**
 * The lean of each line (palm radii), measured on drawn and photographed palms: what a typical
 * line shows, and how far from it reads as clearly leaning one way (direction ±1).
 */
const HEART_RISE_TYPICAL = 0.12;
const HEART_RISE_SCALE = 0.25;
const HEAD_SLOPE_TYPICAL = 0.3;
const HEAD_SLOPE_SCALE = 0.3;
// The life line's bow is measured against its usual arc (LIFE_COURSE), not a straight run: a
// typical line bows little beyond it (the drawn test hand and the rendered photo set, 0.06–0.07).
const LIFE_SWEEP_TYPICAL = 0.065;
const LIFE_SWEEP_SCALE = 0.15;
const FATE_START_SCALE = 0.15;

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
  excludeFingerRoots(hand, inside);
  const onPalm: number[] = [];
  for (let i = 0; i < ridge.length; i++) if (inside[i]) onPalm.push(ridge[i]!);
  // Most of the palm is skin between lines: its upper quartile measures the texture.
  const lineThreshold = Math.max(MIN_LINE_DEPTH, TEXTURE_MULTIPLE * percentile(onPalm, 0.75));
  return { ridge, direction, inside, lineThreshold };
}

/**
 * The creases at the fingers' roots belong to the fingers, not to the palm's lines: the palm is
 * taken to end FINGER_ROOT_MARGIN below the line through the valleys between the fingers. A
 * valley seen far above the lowest one is fingers touching, not their root: it counts no higher
 * than ROOT_SPREAD above the lowest.
 */
const FINGER_ROOT_MARGIN = 0.12;
const ROOT_SPREAD = 0.2;

function excludeFingerRoots(hand: HandShape, inside: Uint8Array): void {
  const { palmCentre: c, palmRadius: r, up, thumbward } = hand;
  const roots = hand.fingerRoots
    .map((p) => ({
      u: ((p.x - c.x) * thumbward.x + (p.y - c.y) * thumbward.y) / r,
      v: ((p.x - c.x) * up.x + (p.y - c.y) * up.y) / r,
    }))
    .sort((a, b) => a.u - b.u);
  if (roots.length === 0) return;
  const lowest = Math.min(...roots.map((p) => p.v));
  for (const p of roots) p.v = Math.min(p.v, lowest + ROOT_SPREAD);
  // Between the valleys the palm's end runs straight from one to the next; beyond, level.
  const endAt = (u: number) => {
    if (u <= roots[0]!.u) return roots[0]!.v;
    for (let k = 1; k < roots.length; k++) {
      const a = roots[k - 1]!;
      const b = roots[k]!;
      if (u <= b.u) return a.v + ((b.v - a.v) * (u - a.u)) / Math.max(1e-6, b.u - a.u);
    }
    return roots.at(-1)!.v;
  };
  const n = CANONICAL_SIZE;
  for (let i = 0; i < n; i++) {
    const limit = endAt(toPalm(i)) - FINGER_ROOT_MARGIN;
    for (let j = 0; j < n; j++) {
      if (-toPalm(j) > limit) inside[j * n + i] = 0;
    }
  }
}

interface StripCell {
  /** The deepest crease running the line's way in the middle of the bin. */
  value: number;
  /** The same over the whole bin (a branch beside the line is looked for here). */
  whole: number;
  /** Across-run position (palm radii) of the best pixel. */
  at: number;
  valid: boolean;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * Where a point of the palm lies in a region's own terms: along its run, across it, and which way
 * (radians, canonical pixel axes: x = +u, y = −v) a crease there runs if it is the line.
 */
function locator(
  region: LineRegion,
): (u: number, v: number) => { along: number; across: number; runAngle: number } | null {
  const runs = region.runs;
  if (runs === 'u') return (u, v) => ({ along: u, across: v, runAngle: 0 });
  if (runs === 'v') return (u, v) => ({ along: v, across: u, runAngle: Math.PI / 2 });
  const samples = courseSamples(runs);
  const reach = Math.max(Math.abs(region.bandFrom), Math.abs(region.bandTo)) + 0.05;
  const minU = Math.min(...samples.map((q) => q.u)) - reach;
  const maxU = Math.max(...samples.map((q) => q.u)) + reach;
  const minV = Math.min(...samples.map((q) => q.v)) - reach;
  const maxV = Math.max(...samples.map((q) => q.v)) + reach;
  return (u, v) => {
    if (u < minU || u > maxU || v < minV || v > maxV) return null;
    let best = -1;
    let bestDistance = Infinity;
    for (let k = 0; k < samples.length; k++) {
      const q = samples[k]!;
      const d = (u - q.u) ** 2 + (v - q.v) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = k;
      }
    }
    // Only points beside the course; nearest to one of its ends means beyond that end.
    if (best <= 0 || best >= samples.length - 1 || bestDistance > reach * reach) return null;
    const q = samples[best]!;
    // Across: towards the inside of the bend, the side the tangent turns to (−tv, tu).
    const across = (u - q.u) * -q.tv + (v - q.v) * q.tu;
    return { along: q.s, across, runAngle: Math.atan2(-q.tv, q.tu) };
  };
}

/** A point of the palm, in palm radii (`u` towards the thumb, `v` towards the fingers). */
export interface PalmPoint {
  u: number;
  v: number;
}

/**
 * Where the heart line's region reaches down on the thumb's side, the head line starts: a crease
 * traced as the head line is not looked at again as the heart line (within this many radii).
 */
const CLAIM_RADIUS = 0.07;

/** A region's point (along, across) on the palm. */
function pointOf(region: LineRegion, along: number, across: number): PalmPoint {
  const runs = region.runs;
  if (runs === 'u') return { u: along, v: across };
  if (runs === 'v') return { u: across, v: along };
  const samples = courseSamples(runs);
  let q = samples[0]!;
  for (const sample of samples) if (Math.abs(sample.s - along) < Math.abs(q.s - along)) q = sample;
  return { u: q.u - q.tv * across, v: q.v + q.tu * across };
}

/** The region as BINS × CELLS: for each cell the deepest crease running the line's way. */
function strip(
  palm: CanonicalPalm,
  region: LineRegion,
  claimed: readonly PalmPoint[],
): StripCell[][] {
  const n = CANONICAL_SIZE;
  const best = new Float32Array(BINS * CELLS);
  const at = new Float32Array(BINS * CELLS);
  const whole = new Float32Array(BINS * CELLS);
  const seen = new Int32Array(BINS * CELLS);
  const onPalm = new Int32Array(BINS * CELLS);
  const tolerance = (region.toleranceDeg * Math.PI) / 180;
  const runSpan = region.to - region.from;
  const bandSpan = region.bandTo - region.bandFrom;
  const locate = locator(region);
  for (let j = 0; j < n; j++) {
    const v = -toPalm(j);
    for (let i = 0; i < n; i++) {
      const u = toPalm(i);
      const here = locate(u, v);
      if (!here) continue;
      if (claimed.some((c) => (c.u - u) ** 2 + (c.v - v) ** 2 < CLAIM_RADIUS ** 2)) continue;
      const { along, across, runAngle } = here;
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
      if (value > whole[cell]!) whole[cell] = value;
      // The line itself is looked for in the middle of each bin only: the blurred end of a line
      // beside a gap must not fill a bin that lies mostly in the gap.
      const within = t * BINS - Math.floor(t * BINS);
      if (within < BIN_EDGE || within > 1 - BIN_EDGE) continue;
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
        whole: valid ? whole[cell]! : 0,
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

/** What was measured of one line, besides the features the oracle reads. */
export interface LineMeasurement {
  features: PalmLineFeatures;
  /** Bins of the region on the palm, and those where the traced line was found. */
  bins: number;
  found: number;
  /** Mean relative darkening where found. */
  depth: number;
  /** Change of direction from one end to the other, degrees. */
  turnDeg: number;
  /** Where it was found, bin by bin. */
  course: PalmPoint[];
}

/** Found bins in one unbroken stretch that make a short line present on their own. */
const PRESENT_RUN_BINS = 6;

const longestRun = (bins: readonly number[]) =>
  runsOf(bins).reduce((most, r) => Math.max(most, r.to - r.from + 1), 0);

/** Runs of consecutive values in an ascending list of bin indexes. */
function runsOf(bins: readonly number[]): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (const k of bins) {
    const last = runs.at(-1);
    if (last && k === last.to + 1) last.to = k;
    else runs.push({ from: k, to: k });
  }
  return runs;
}

/**
 * Gaps with a clearly seen line on both sides and nothing there in between. Only `onPalm` bins
 * count, so a stretch hidden by the palm's outline is not a gap.
 */
function countBreaks(
  onPalm: readonly number[],
  on: readonly number[],
  path: readonly (StripCell | null)[],
  threshold: number,
): number {
  const found = new Set(on);
  const first = on[0]!;
  const last = on.at(-1)!;
  const span = onPalm.filter((k) => k >= first && k <= last);
  const foundRuns = runsOf(on);
  const gapRuns = runsOf(span.filter((k) => !found.has(k)));
  let breaks = 0;
  for (const gap of gapRuns) {
    const before = foundRuns.find((r) => r.to === gap.from - 1);
    const after = foundRuns.find((r) => r.from === gap.to + 1);
    if (!before || !after) continue;
    if (before.to - before.from + 1 < BREAK_SIDE_BINS) continue;
    if (after.to - after.from + 1 < BREAK_SIDE_BINS) continue;
    // On average nearly nothing in the gap: the fading end of a piece may reach into it.
    let sum = 0;
    for (let k = gap.from; k <= gap.to; k++) sum += path[k]?.value ?? 0;
    if (sum / (gap.to - gap.from + 1) < BREAK_EMPTY_SHARE * threshold) breaks++;
  }
  return breaks;
}

/**
 * Evidence (0–1) of a branch at one end of the traced line: the share of its outermost found
 * bins holding a second crease beside it, kept only when the branch does not close in on the
 * line towards the end (two creases converging are two lines meeting, not a fork).
 */
function forkEvidence(
  rows: StripCell[][],
  path: readonly (StripCell | null)[],
  ends: readonly number[],
  cellOf: (k: number) => number,
  threshold: number,
): number {
  const apart: number[] = [];
  for (const k of ends) {
    const q = cellOf(k);
    let nearest = Infinity;
    const row = rows[k]!;
    row.forEach((cell, p) => {
      if (!cell.valid || cell.whole < FORK_DEPTH_SHARE * threshold) return;
      const d = Math.abs(p - q);
      if (d < FORK_MIN_CELLS || d >= nearest) return;
      // A separate crease, not the shoulder of a wide one: skin shows between them.
      const step = p > q ? 1 : -1;
      let valley = false;
      for (let r = q + step; r !== p; r += step) {
        if (row[r]!.whole < BREAK_EMPTY_SHARE * threshold) valley = true;
      }
      if (valley) nearest = d;
    });
    if (path[k] && Number.isFinite(nearest)) apart.push(nearest);
    else apart.push(NaN);
  }
  const seen = apart.filter((d) => Number.isFinite(d));
  if (seen.length < 2) return 0;
  // `ends` runs from the line's inside to its tip: the branch must not close in on the tip.
  const inner = seen[0]!;
  const outer = seen.at(-1)!;
  if (outer < inner) return 0;
  return seen.length / ends.length;
}

const fitAt = ([a, b, c]: [number, number, number], x: number) => a + b * x + c * x * x;

export function measureLine(
  palm: CanonicalPalm,
  region: LineRegion,
  claimed: readonly PalmPoint[] = [],
): LineMeasurement {
  const rows = strip(palm, region, claimed);
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
      features: {
        strength: 0,
        length: 0,
        curvature: 0,
        breaks: 0,
        presence: 0,
        coverage: 0,
        breakCount: 0,
        forkStart: 0,
        forkEnd: 0,
        direction: 0,
      },
      bins,
      found: 0,
      depth: 0,
      turnDeg: 0,
      course: [],
    };
  }
  const first = on[0]!;
  const last = on.at(-1)!;
  const spanBins = onPalm.filter((k) => k >= first && k <= last);
  const gapBins = spanBins.filter((k) => !on.includes(k)).length;
  const depth = on.reduce((s, k) => s + path[k]!.value, 0) / on.length;
  const xOf = (k: number) => region.from + ((k + 0.5) * runSpan) / BINS;
  const points = on.map((k) => ({ x: xOf(k), y: path[k]!.at }));
  let turnDeg = 0;
  let start = points[0]!.y;
  let drift = 0;
  let sag = 0;
  const fit = fitQuadratic(points);
  if (fit) {
    const [, b, c] = fit;
    const x0 = points[0]!.x;
    const x1 = points.at(-1)!.x;
    turnDeg = (Math.abs(Math.atan(b + 2 * c * x1) - Math.atan(b + 2 * c * x0)) * 180) / Math.PI;
    const y0 = fitAt(fit, x0);
    const y1 = fitAt(fit, x1);
    start = y0;
    drift = y1 - y0;
    sag = (y0 + y1) / 2 - fitAt(fit, (x0 + x1) / 2);
  } else if (points.length >= 2) {
    drift = points.at(-1)!.y - points[0]!.y;
  }
  const strength = clamp01(depth / DEEP_RIDGE);
  const found = on.length;
  const coverage = found / spanBins.length;
  const bandSpan = region.bandTo - region.bandFrom;
  const cellOf = (k: number) =>
    Math.min(CELLS - 1, Math.floor(((path[k]!.at - region.bandFrom) / bandSpan) * CELLS));
  const features: PalmLineFeatures = {
    strength,
    length: clamp01(spanBins.length / bins),
    curvature: clamp01(turnDeg / 60),
    // Gaps in the trace, whatever their cause: a fifth of the course missing gives 0.5.
    breaks: clamp01((gapBins / Math.max(1, spanBins.length)) * 2.5),
    // Present when it is more than a faint trace and is found along much of its region — or, a
    // short line, along one unbroken stretch (palmistry reads a short line; it is not missing).
    presence: clamp01(
      Math.max(1.8 * (found / bins), longestRun(on) / PRESENT_RUN_BINS) *
        Math.min(1, strength / 0.4),
    ),
    coverage: clamp01(coverage),
    breakCount:
      coverage >= MIN_COVERAGE_FOR_BREAKS ? countBreaks(onPalm, on, path, palm.lineThreshold) : 0,
    forkStart: forkEvidence(
      rows,
      path,
      on.slice(0, FORK_BINS).reverse(),
      cellOf,
      palm.lineThreshold,
    ),
    forkEnd: forkEvidence(rows, path, on.slice(-FORK_BINS), cellOf, palm.lineThreshold),
    direction: region.direction
      ? Math.max(-1, Math.min(1, region.direction({ start, drift, sag })))
      : 0,
  };
  const course = on.map((k) => pointOf(region, xOf(k), path[k]!.at));
  return { features, bins, found, depth, turnDeg, course };
}

export interface LineAnalysis {
  features: PalmFeatures;
  lines: Record<PalmLineId, LineMeasurement>;
}

export function measurePalmLines(palm: CanonicalPalm): LineAnalysis {
  const measured = new Map<PalmLineId, LineMeasurement>();
  // The head line first: the heart line is then looked for away from it.
  const order = [...LINE_REGIONS].sort((a, b) => Number(b.id === 'head') - Number(a.id === 'head'));
  for (const region of order) {
    const claimed = region.id === 'heart' ? (measured.get('head')?.course ?? []) : [];
    measured.set(region.id, measureLine(palm, region, claimed));
  }
  const lines = {} as Record<PalmLineId, LineMeasurement>;
  const features = {} as PalmFeatures;
  for (const region of LINE_REGIONS) {
    lines[region.id] = measured.get(region.id)!;
    // Every line, the main three included, is read only where the photo showed it.
    features[region.id] = lines[region.id].features;
  }
  return { features, lines };
}
