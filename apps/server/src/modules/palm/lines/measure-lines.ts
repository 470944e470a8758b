import { HAND, type FoundHand } from '@duangdee/contract/hand-reading';
import {
  OPTIONAL_PALM_LINES,
  PALM_LINE_IDS,
  type PalmLineFeatures,
  type PalmLineId,
} from '@duangdee/oracle/palm-lines';
import type { RgbImage } from '../hand-model/human-runtime.ts';
import type { Cv, Mat } from './opencv.ts';

/**
 * The palm's lines, found with OpenCV inside the palm the hand model outlines.
 *
 * The palm is warped into one frame from its landmarks (an affine fit of the wrist, the thumb's
 * base and the four finger bases onto where they lie on an average hand), so that a left or a
 * right hand, turned any way and photographed at any size, is measured alike. Its contrast is
 * evened out (CLAHE) and dark creases are found with a Hessian ridge filter at three scales (a
 * crease is a valley of brightness: strongly curved across, flat along). Each line is then
 * traced through the corridor where palmistry places it relative to the landmarks (a dynamic
 * programme picks the strongest smooth path), and measured along that path: where the crease is
 * clearly there, how deep it is, how far it runs, how it bends, where it stops and starts again.
 *
 * Palm units: `a` across the palm (0 at the wrist, negative towards the thumb, whichever hand it
 * is), `b` up it (0 at the wrist, 1 at the middle finger's base).
 */

export interface MeasuredLine {
  features: PalmLineFeatures;
  /** The crease found, image pixels from its start to its end (≤ 48 points); empty when not found. */
  path: [number, number][];
}

export interface PalmLineMeasurement {
  lines: Record<PalmLineId, MeasuredLine>;
  /**
   * Focus inside the palm at a fixed scale: mean absolute Laplacian of the palm in its own frame
   * over its contrast. A motion-blurred or out-of-focus palm scores low.
   */
  sharpness: number;
}

type Pt = readonly [number, number];

/** Where the landmarks lie on an average open palm (palm units; measured on the photo sets). */
const MEAN_PALM: readonly { index: number; at: Pt; weight: number }[] = [
  { index: HAND.wrist, at: [0, 0], weight: 1 },
  { index: HAND.thumbCmc, at: [-0.34, 0.24], weight: 0.5 },
  { index: HAND.thumbMcp, at: [-0.52, 0.56], weight: 0.25 },
  { index: HAND.indexMcp, at: [-0.25, 1.01], weight: 1 },
  { index: HAND.middleMcp, at: [0, 1], weight: 1 },
  { index: HAND.ringMcp, at: [0.22, 0.93], weight: 1 },
  { index: HAND.pinkyMcp, at: [0.42, 0.81], weight: 1 },
];

/** Canonical pixels per palm unit, and the window of the palm that is warped. */
const SCALE = 200;
const A_MIN = -0.7;
const A_MAX = 0.7;
const B_MIN = -0.1;
const B_MAX = 1.1;
export const CANONICAL_WIDTH = Math.round((A_MAX - A_MIN) * SCALE);
export const CANONICAL_HEIGHT = Math.round((B_MAX - B_MIN) * SCALE);

/** Palm units → canonical pixels (y down). */
function toCanonical([a, b]: Pt): [number, number] {
  return [(a - A_MIN) * SCALE, (B_MAX - b) * SCALE];
}

/** The inside of the palm (palm units), clear of its outline, where lines are looked for. */
const PALM_OUTLINE: readonly Pt[] = [
  [-0.16, 0.02],
  [-0.36, 0.22],
  [-0.48, 0.5],
  [-0.42, 0.72],
  [-0.3, 0.95],
  [0, 0.97],
  [0.22, 0.9],
  [0.42, 0.78],
  [0.52, 0.6],
  [0.5, 0.3],
  [0.36, 0.08],
  [0.16, 0.0],
];

/** Scales of the ridge filter (canonical pixels): fine, medium and broad creases. */
const RIDGE_SIGMAS = [1.5, 2.5, 3.5] as const;

/**
 * Where palmistry places each line: its usual course from start to end (palm units), how far the
 * crease may lie either side of it, and what `direction` means for it (`LINE_DIRECTIONS`).
 */
interface LineCourse {
  course: readonly Pt[];
  /** Half-width of the corridor, palm units. */
  halfWidth: number;
}

const COURSES: Record<PalmLineId, LineCourse> = {
  // Under the finger bases, from the little-finger edge towards the index and middle fingers.
  heart: {
    course: [
      [0.5, 0.7],
      [0.3, 0.76],
      [0.1, 0.82],
      [-0.1, 0.86],
      [-0.22, 0.88],
    ],
    halfWidth: 0.1,
  },
  // Across the middle, from the gap between thumb and index towards the little-finger side.
  head: {
    course: [
      [-0.38, 0.76],
      [-0.2, 0.7],
      [0, 0.62],
      [0.2, 0.54],
      [0.4, 0.46],
    ],
    halfWidth: 0.11,
  },
  // Round the base of the thumb, from between thumb and index towards the wrist.
  life: {
    course: [
      [-0.38, 0.74],
      [-0.16, 0.6],
      [-0.06, 0.42],
      [-0.06, 0.22],
      [-0.08, 0.05],
    ],
    halfWidth: 0.15,
  },
  // Up from near the wrist towards the middle finger.
  fate: {
    course: [
      [0.1, 0.05],
      [0.08, 0.3],
      [0.05, 0.55],
      [0.0, 0.8],
    ],
    halfWidth: 0.12,
  },
  // Up under the ring finger.
  sun: {
    course: [
      [0.24, 0.4],
      [0.24, 0.58],
      [0.23, 0.76],
    ],
    halfWidth: 0.07,
  },
  // Up under the little finger.
  mercury: {
    course: [
      [0.34, 0.2],
      [0.38, 0.45],
      [0.4, 0.66],
    ],
    halfWidth: 0.07,
  },
};

/** Spacing of the stations along a course and of the offsets across it, canonical pixels. */
const STATION_STEP = 4;
const OFFSET_STEP = 1.5;
/** The path may shift this many offsets between stations (a crease bends gently). */
const MAX_SHIFT = 2;
/** Cost of each offset the path shifts, in ridge units: keeps it from zig-zagging through noise. */
const SHIFT_COST = 0.08;

export interface Affine {
  /** image → canonical: [x', y'] = [m0 x + m1 y + m2, m3 x + m4 y + m5] */
  m: [number, number, number, number, number, number];
}

/** Least-squares affine map from the landmarks (image px) to the average palm (canonical px). */
export function fitPalmFrame(hand: FoundHand): Affine {
  // Normal equations for each output row: [x y 1] · row = target, weighted.
  const ata = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const atx = [0, 0, 0];
  const aty = [0, 0, 0];
  for (const { index, at, weight } of MEAN_PALM) {
    const p = hand.landmarks[index]!;
    const v = [p[0], p[1], 1];
    const [tx, ty] = toCanonical(at);
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) ata[i * 3 + j]! += weight * v[i]! * v[j]!;
      atx[i]! += weight * v[i]! * tx;
      aty[i]! += weight * v[i]! * ty;
    }
  }
  const rx = solve3(ata, atx);
  const ry = solve3(ata, aty);
  return { m: [rx[0], rx[1], rx[2], ry[0], ry[1], ry[2]] };
}

function solve3(m: number[], v: number[]): [number, number, number] {
  const det = (a: number[]) =>
    a[0]! * (a[4]! * a[8]! - a[5]! * a[7]!) -
    a[1]! * (a[3]! * a[8]! - a[5]! * a[6]!) +
    a[2]! * (a[3]! * a[7]! - a[4]! * a[6]!);
  const d = det(m);
  const col = (k: number) => m.map((x, i) => (i % 3 === k ? v[Math.floor(i / 3)]! : x));
  return [det(col(0)) / d, det(col(1)) / d, det(col(2)) / d];
}

/** canonical → image. */
function inverse({ m }: Affine): (p: Pt) => [number, number] {
  const [a, b, c, d, e, f] = m;
  const det = a * e - b * d;
  return ([x, y]) => {
    const dx = x - c;
    const dy = y - f;
    return [(e * dx - b * dy) / det, (-d * dx + a * dy) / det];
  };
}

/** 1 inside the palm's inside, 0 elsewhere, in the canonical frame (the same for every palm). */
const palmMask: Uint8Array = (() => {
  const poly = PALM_OUTLINE.map(toCanonical);
  const mask = new Uint8Array(CANONICAL_WIDTH * CANONICAL_HEIGHT);
  for (let y = 0; y < CANONICAL_HEIGHT; y++) {
    for (let x = 0; x < CANONICAL_WIDTH; x++) {
      let inside = false;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i]!;
        const [xj, yj] = poly[j]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      mask[y * CANONICAL_WIDTH + x] = inside ? 1 : 0;
    }
  }
  return mask;
})();

interface PalmPlane {
  /** Contrast-evened grey palm, 0–255. */
  grey: Float32Array;
  /** Dark-crease response (≥ 0), per pixel, whichever way the crease runs. */
  ridge: Float32Array;
  /** Second derivatives at each scale (times σ²), for the response across a given direction. */
  hessians: { xx: Float32Array; yy: Float32Array; xy: Float32Array }[];
  sharpness: number;
}

/** Warps the palm into its frame and filters it; every Mat made here is freed here. */
function palmPlane(cv: Cv, image: RgbImage, frame: Affine): PalmPlane {
  const made: Mat[] = [];
  const mat = <T extends Mat>(m: T): T => {
    made.push(m);
    return m;
  };
  try {
    const src = mat(cv.matFromArray(image.height, image.width, cv.CV_8UC3, image.data));
    const m = mat(cv.matFromArray(2, 3, cv.CV_64F, frame.m));
    const size = new cv.Size(CANONICAL_WIDTH, CANONICAL_HEIGHT);
    const warped = mat(new cv.Mat());
    cv.warpAffine(src, warped, m, size, cv.INTER_LINEAR, cv.BORDER_REPLICATE);
    const grey = mat(new cv.Mat());
    cv.cvtColor(warped, grey, cv.COLOR_RGB2GRAY);

    const sharpness = focusOf(cv, grey, mat);

    const clahe = new cv.CLAHE(2.5, new cv.Size(4, 4));
    const even = mat(new cv.Mat());
    try {
      clahe.apply(grey, even);
    } finally {
      clahe.delete();
    }
    const evenData = Float32Array.from(even.data);
    const evenMat = mat(cv.matFromArray(CANONICAL_HEIGHT, CANONICAL_WIDTH, cv.CV_32F, evenData));

    const n = CANONICAL_WIDTH * CANONICAL_HEIGHT;
    const ridge = new Float32Array(n);
    const hessians: PalmPlane['hessians'] = [];
    for (const sigma of RIDGE_SIGMAS) {
      const blurred = mat(new cv.Mat());
      const k = 2 * Math.ceil(3 * sigma) + 1;
      cv.GaussianBlur(evenMat, blurred, new cv.Size(k, k), sigma, sigma);
      const dxx = mat(new cv.Mat());
      const dyy = mat(new cv.Mat());
      const dxy = mat(new cv.Mat());
      cv.Sobel(blurred, dxx, cv.CV_32F, 2, 0, 3);
      cv.Sobel(blurred, dyy, cv.CV_32F, 0, 2, 3);
      cv.Sobel(blurred, dxy, cv.CV_32F, 1, 1, 3);
      const norm = sigma * sigma;
      const xx = new Float32Array(n);
      const yy = new Float32Array(n);
      const xy = new Float32Array(n);
      const sxx = dxx.data32F;
      const syy = dyy.data32F;
      const sxy = dxy.data32F;
      for (let i = 0; i < n; i++) {
        xx[i] = sxx[i]! * norm;
        yy[i] = syy[i]! * norm;
        xy[i] = sxy[i]! * norm;
      }
      hessians.push({ xx, yy, xy });
      for (let i = 0; i < n; i++) {
        const half = (xx[i]! + yy[i]!) / 2;
        const root = Math.sqrt(((xx[i]! - yy[i]!) / 2) ** 2 + xy[i]! ** 2);
        const across = half + root; // the larger eigenvalue: > 0 across a dark valley
        const along = half - root;
        const r = across - Math.abs(along);
        if (r > ridge[i]!) ridge[i] = r;
      }
    }
    return { grey: evenData, ridge, hessians, sharpness };
  } finally {
    for (const m of made) m.delete();
  }
}

/** Mean |Laplacian| inside the palm over the palm's grey spread: contrast-free focus. */
function focusOf(cv: Cv, grey: Mat, mat: <T extends Mat>(m: T) => T): number {
  const greyF = mat(
    cv.matFromArray(CANONICAL_HEIGHT, CANONICAL_WIDTH, cv.CV_32F, Float32Array.from(grey.data)),
  );
  const lap = mat(new cv.Mat());
  cv.Laplacian(greyF, lap, cv.CV_32F, 3);
  const l = lap.data32F;
  const g = greyF.data32F;
  let count = 0;
  let sum = 0;
  let sumSq = 0;
  let lapSum = 0;
  for (let i = 0; i < palmMask.length; i++) {
    if (!palmMask[i]) continue;
    count++;
    sum += g[i]!;
    sumSq += g[i]! * g[i]!;
    lapSum += Math.abs(l[i]!);
  }
  if (count === 0) return 0;
  const mean = sum / count;
  const spread = Math.sqrt(Math.max(1, sumSq / count - mean * mean));
  return lapSum / count / spread;
}

// ---------------------------------------------------------------------------------------------
// Tracing a line along its course
// ---------------------------------------------------------------------------------------------

interface Station {
  at: [number, number];
  normal: [number, number];
}

/** Resamples a course (palm units) every `STATION_STEP` canonical pixels, with its normals. */
function stationsOf(course: readonly Pt[]): Station[] {
  const pts = course.map(toCanonical);
  const cumulative = [0];
  for (let i = 1; i < pts.length; i++) {
    cumulative.push(
      cumulative[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]),
    );
  }
  const total = cumulative[cumulative.length - 1]!;
  const count = Math.max(2, Math.round(total / STATION_STEP) + 1);
  const stations: Station[] = [];
  let seg = 0;
  for (let s = 0; s < count; s++) {
    const d = (total * s) / (count - 1);
    while (seg < pts.length - 2 && cumulative[seg + 1]! < d) seg++;
    const p = pts[seg]!;
    const q = pts[seg + 1]!;
    const len = cumulative[seg + 1]! - cumulative[seg]!;
    const t = len > 0 ? (d - cumulative[seg]!) / len : 0;
    const tx = (q[0] - p[0]) / (len || 1);
    const ty = (q[1] - p[1]) / (len || 1);
    stations.push({ at: [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])], normal: [-ty, tx] });
  }
  return stations;
}

function sample(plane: Float32Array, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 >= CANONICAL_WIDTH - 1 || y0 >= CANONICAL_HEIGHT - 1) return 0;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * CANONICAL_WIDTH + x0;
  return (
    plane[i]! * (1 - fx) * (1 - fy) +
    plane[i + 1]! * fx * (1 - fy) +
    plane[i + CANONICAL_WIDTH]! * (1 - fx) * fy +
    plane[i + CANONICAL_WIDTH + 1]! * fx * fy
  );
}

/**
 * How strongly a dark crease runs along the course here: the curvature across the course minus
 * any along it, at the best scale. A crease crossing the course gives little.
 */
function responseAcross(plane: PalmPlane, x: number, y: number, [nx, ny]: Pt): number {
  let best = 0;
  for (const h of plane.hessians) {
    const xx = sample(h.xx, x, y);
    const yy = sample(h.yy, x, y);
    const xy = sample(h.xy, x, y);
    const across = nx * nx * xx + 2 * nx * ny * xy + ny * ny * yy;
    const along = ny * ny * xx - 2 * nx * ny * xy + nx * nx * yy;
    const r = across - Math.abs(along);
    if (r > best) best = r;
  }
  return best;
}

function inPalm(x: number, y: number): boolean {
  const xi = Math.round(x);
  const yi = Math.round(y);
  if (xi < 0 || yi < 0 || xi >= CANONICAL_WIDTH || yi >= CANONICAL_HEIGHT) return false;
  return palmMask[yi * CANONICAL_WIDTH + xi] === 1;
}

export interface Trace {
  /** Canonical pixels, one per station. */
  points: [number, number][];
  /** Ridge response at each point (0 outside the palm). */
  response: number[];
  /** Every station's responses across the corridor, and the offset the path took. */
  gain: Float32Array;
  width: number;
  offsets: number[];
}

/** The strongest smooth path along the stations (dynamic programming over offsets). */
function trace(
  plane: PalmPlane,
  stations: Station[],
  halfWidth: number,
  blocked?: (x: number, y: number) => boolean,
): Trace {
  const k = Math.round((halfWidth * SCALE) / OFFSET_STEP);
  const width = 2 * k + 1;
  const gain = new Float32Array(stations.length * width);
  stations.forEach((st, s) => {
    for (let o = 0; o < width; o++) {
      const off = (o - k) * OFFSET_STEP;
      const x = st.at[0] + st.normal[0] * off;
      const y = st.at[1] + st.normal[1] * off;
      gain[s * width + o] =
        inPalm(x, y) && !blocked?.(x, y) ? responseAcross(plane, x, y, st.normal) : 0;
    }
  });
  const score = new Float32Array(stations.length * width);
  const from = new Int16Array(stations.length * width);
  for (let o = 0; o < width; o++) score[o] = gain[o]!;
  for (let s = 1; s < stations.length; s++) {
    for (let o = 0; o < width; o++) {
      let best = -Infinity;
      let arg = o;
      for (let d = -MAX_SHIFT; d <= MAX_SHIFT; d++) {
        const p = o + d;
        if (p < 0 || p >= width) continue;
        const v = score[(s - 1) * width + p]! - SHIFT_COST * Math.abs(d);
        if (v > best) {
          best = v;
          arg = p;
        }
      }
      score[s * width + o] = best + gain[s * width + o]!;
      from[s * width + o] = arg;
    }
  }
  const last = stations.length - 1;
  let o = 0;
  for (let i = 1; i < width; i++) if (score[last * width + i]! > score[last * width + o]!) o = i;
  const offsets: number[] = new Array<number>(stations.length);
  for (let s = last; s >= 0; s--) {
    offsets[s] = o;
    o = from[s * width + o]!;
  }
  const points: [number, number][] = [];
  const response: number[] = [];
  stations.forEach((st, s) => {
    const off = (offsets[s]! - k) * OFFSET_STEP;
    points.push([st.at[0] + st.normal[0] * off, st.at[1] + st.normal[1] * off]);
    response.push(gain[s * width + offsets[s]!]!);
  });
  return { points, response, gain, width, offsets };
}

// ---------------------------------------------------------------------------------------------
// Features from a trace
// ---------------------------------------------------------------------------------------------

function percentileOf(values: Float32Array | number[], q: number): number {
  const sorted = Float32Array.from(values).sort();
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export interface LineDebug {
  trace: Trace;
  on: boolean[];
  floor: number;
}

/** Measures one palm's lines. `image` and `hand` are what `findHands` gave. */
export function measurePalmLines(
  cv: Cv,
  image: RgbImage,
  hand: FoundHand,
  debug?: (plane: PalmPlane, lines: Record<PalmLineId, LineDebug>) => void,
): PalmLineMeasurement {
  const frame = fitPalmFrame(hand);
  const plane = palmPlane(cv, image, frame);
  const toImage = inverse(frame);

  const inside: number[] = [];
  for (let i = 0; i < palmMask.length; i++) if (palmMask[i]) inside.push(plane.ridge[i]!);
  // A crease stands out of the palm's own texture: the floor is the texture's upper range.
  const texture = percentileOf(inside, 0.75);
  const floor = Math.max(ABSOLUTE_FLOOR, 1.6 * texture);

  const lines = {} as Record<PalmLineId, MeasuredLine>;
  const debugLines = {} as Record<PalmLineId, LineDebug>;
  for (const id of PALM_LINE_IDS) {
    const course = COURSES[id];
    const t = trace(plane, stationsOf(course.course), course.halfWidth, blockedFor(id, debugLines));
    const on = t.response.map((r) => r >= floor);
    debugLines[id] = { trace: t, on, floor };
    lines[id] = featuresOf(id, t, on, floor, toImage);
  }
  debug?.(plane, debugLines);
  return { lines, sharpness: round(plane.sharpness, 3) };
}

/**
 * The fate line runs up beside the life line, on its little-finger side: where the life line was
 * traced, the fate line's corridor stops short of it.
 */
function blockedFor(
  id: PalmLineId,
  traced: Partial<Record<PalmLineId, LineDebug>>,
): ((x: number, y: number) => boolean) | undefined {
  const life = traced.life;
  if (id !== 'fate' || !life) return undefined;
  const margin = 0.05 * SCALE;
  const lifeX = new Map<number, number>();
  life.trace.points.forEach(([x, y], s) => {
    if (!life.on[s]) return;
    const row = Math.round(y);
    for (let r = row - 2; r <= row + 2; r++) lifeX.set(r, Math.max(lifeX.get(r) ?? -Infinity, x));
  });
  return (x, y) => {
    const edge = lifeX.get(Math.round(y));
    return edge !== undefined && x <= edge + margin;
  };
}

/** Below this response nothing is a crease, however smooth the palm (CLAHE'd grey units). */
const ABSOLUTE_FLOOR = 6;
/** Gaps up to this many stations inside a seen crease are bridged (a pore, a glint). */
const BRIDGE = 2;
/** A break needs the crease clearly seen this many stations either side of a gap at least … */
const BREAK_SIDE = 4;
/** … and a gap this many stations long. */
const BREAK_GAP = 3;

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function featuresOf(
  id: PalmLineId,
  t: Trace,
  on: boolean[],
  floor: number,
  toImage: (p: Pt) => [number, number],
): MeasuredLine {
  const n = on.length;
  const seenRun = seenStretch(t, on);
  if (!seenRun) return NOT_FOUND;
  const [from, to] = seenRun;
  const span = to - from + 1;
  let seen = 0;
  let depth = 0;
  for (let s = from; s <= to; s++) {
    if (on[s]) {
      seen++;
      depth += t.response[s]!;
    }
  }
  const coverage = seen / span;
  const contrast = depth / Math.max(1, seen) / floor;
  const strength = clamp01((contrast - 1) / 4 + 0.15);
  // Enough of the course seen as one crease, clearly above the palm's texture. A line a palm
  // may lack needs more: a long crease that stands out well.
  const optional = OPTIONAL_PALM_LINES.includes(id);
  const enough = clamp01((seen - MIN_SEEN) / 8) * clamp01(coverage / 0.6);
  const standsOut = optional ? clamp01((contrast - 1.4) / 0.5) * clamp01(seen / n / 0.4) : 1;
  const presence = enough * standsOut;

  const points = t.points.slice(from, to + 1);
  const palm = points.map(toPalm);
  const path = thin(points, 48).map((p) => {
    const [x, y] = toImage(p);
    return [round(x, 1), round(y, 1)] as [number, number];
  });
  return {
    features: {
      presence: round(presence),
      strength: round(strength),
      length: round(clamp01(span / n)),
      curvature: round(curvatureOf(points)),
      breaks: round(1 - coverage),
      coverage: round(coverage),
      breakCount: countBreaks(on, from, to),
      forkStart: round(forkAt(t, on, floor, from, 1)),
      forkEnd: round(forkAt(t, on, floor, to, -1)),
      ...(id in DIRECTION ? { direction: round(DIRECTION[id]!(palm, COURSES[id])) } : {}),
    },
    path,
  };
}

const NOT_FOUND: MeasuredLine = {
  features: { strength: 0, length: 0, curvature: 0, breaks: 1, presence: 0, coverage: 0 },
  path: [],
};

/** A line needs at least this many stations seen (about 0.06 palm units) to count at all. */
const MIN_SEEN = 5;

function clamp01(n: number): number {
  return Math.min(1, Math.max(0, n));
}

function toPalm([x, y]: Pt): [number, number] {
  return [x / SCALE + A_MIN, B_MAX - y / SCALE];
}

/**
 * The stretch of the course where the crease is seen: the strongest run of stations that are on
 * (gaps up to `BRIDGE` bridged), grown over further runs when the gap to them is short.
 */
function seenStretch(t: Trace, on: boolean[]): [number, number] | null {
  const n = on.length;
  let best: [number, number] | null = null;
  let bestScore = 0;
  let start = -1;
  let lastOn = -1;
  let score = 0;
  for (let s = 0; s < n; s++) {
    if (!on[s]) continue;
    if (start < 0 || s - lastOn - 1 > BRIDGE) {
      start = s;
      score = 0;
    }
    lastOn = s;
    score += t.response[s]!;
    if (score > bestScore) {
      bestScore = score;
      best = [start, s];
    }
  }
  if (!best) return null;
  let [from, to] = best;
  const grow = (edge: number, dir: 1 | -1): number => {
    for (let s = edge + dir, gap = 0; s >= 0 && s < n && gap <= MAX_GAP; s += dir) {
      // A further run of two stations or more, within MAX_GAP of the edge, extends the line.
      if (on[s] && on[s + dir]) {
        edge = s + dir;
        s += dir;
        gap = 0;
      } else if (!on[s]) gap++;
    }
    return edge;
  };
  to = grow(to, 1);
  from = grow(from, -1);
  return [from, to];
}

/** The longest gap (stations) across which two seen stretches are still one line. */
const MAX_GAP = 6;

/**
 * Evidence of a branch at one end: at the stations nearest the end, a second crease beside the
 * traced one, further from it the nearer the end (a fork opens outwards, a parallel crease
 * does not).
 */
function forkAt(t: Trace, on: boolean[], floor: number, end: number, inward: 1 | -1): number {
  const gaps: number[] = [];
  for (let k = 0; k < 4; k++) {
    const s = end + inward * k;
    if (s < 0 || s >= on.length || !on[s]) break;
    const here = t.offsets[s]!;
    let bestGap = 0;
    let best = 0;
    for (let o = 0; o < t.width; o++) {
      const gap = Math.abs(o - here);
      if (gap < FORK_MIN_OFFSETS) continue;
      const g = t.gain[s * t.width + o]!;
      const peak =
        g >= (t.gain[s * t.width + o - 1] ?? 0) && g >= (t.gain[s * t.width + o + 1] ?? 0);
      if (peak && g >= floor && g > best) {
        best = g;
        bestGap = gap;
      }
    }
    gaps.push(bestGap);
  }
  if (gaps.length < 3 || gaps.some((g) => g === 0)) return 0;
  // Widening towards the end: gaps[0] is at the end itself.
  const opens = gaps[0]! > gaps[gaps.length - 1]!;
  return opens ? 1 : 0.25;
}

/** A branch lies at least this many offsets (about 6 px, 0.03 palm units) from the line. */
const FORK_MIN_OFFSETS = 4;

/**
 * `direction` per line, as `LINE_DIRECTIONS` in the oracle reads it, from where the traced crease
 * lies against its usual course (palm units).
 */
const DIRECTION: Partial<Record<PalmLineId, (palm: [number, number][], c: LineCourse) => number>> =
  {
    // + sweeps wide into the palm, − hugs the thumb: how far its middle bows away from the thumb.
    life: (palm, c) => {
      const middle = palm.filter(([, b]) => b > 0.25 && b < 0.55);
      if (middle.length === 0) return 0;
      const a = Math.max(...middle.map(([x]) => x));
      return clampUnit((a - (mean(c.course.slice(1, 4).map(([x]) => x)) + 0.04)) / c.halfWidth);
    },
    // + slopes down towards the mount of the Moon, − rises towards the heart line.
    head: (palm, c) => {
      const drop = palm[0]![1] - palm[palm.length - 1]![1];
      const run = Math.max(0.05, palm[palm.length - 1]![0] - palm[0]![0]);
      const courseDrop = c.course[0]![1] - c.course[c.course.length - 1]![1];
      const courseRun = c.course[c.course.length - 1]![0] - c.course[0]![0];
      return clampUnit((drop / run - courseDrop / courseRun) / 0.35);
    },
    // + ends rising towards the index finger, − runs low towards the head line.
    heart: (palm, c) => {
      const end = palm[palm.length - 1]!;
      const expected = bOnCourse(c.course, end[0]);
      return clampUnit((end[1] - expected) / c.halfWidth);
    },
    // + starts on the little-finger side, − beside the life line.
    fate: (palm, c) => clampUnit((palm[0]![0] - c.course[0]![0]) / c.halfWidth),
  };

function clampUnit(n: number): number {
  return Math.min(1, Math.max(-1, n));
}

function mean(values: number[]): number {
  return values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
}

/** The course's `b` at `a`, for a course that runs across the palm. */
function bOnCourse(course: readonly Pt[], a: number): number {
  for (let i = 1; i < course.length; i++) {
    const [a0, b0] = course[i - 1]!;
    const [a1, b1] = course[i]!;
    if ((a - a0) * (a - a1) <= 0 && a0 !== a1) return b0 + ((a - a0) / (a1 - a0)) * (b1 - b0);
  }
  const ends = [course[0]!, course[course.length - 1]!];
  return Math.abs(a - ends[0]![0]) < Math.abs(a - ends[1]![0]) ? ends[0]![1] : ends[1]![1];
}

function countBreaks(on: boolean[], from: number, to: number): number {
  let breaks = 0;
  let gap = 0;
  let before = 0;
  for (let s = from; s <= to; s++) {
    if (on[s]) {
      if (gap >= BREAK_GAP && before >= BREAK_SIDE) {
        // Count it once the far side is long enough too.
        let after = 0;
        for (let u = s; u <= to && on[u]; u++) after++;
        if (after >= BREAK_SIDE) breaks++;
      }
      if (gap > 0) {
        before = gap <= BRIDGE ? before + gap : 0;
      }
      gap = 0;
      before++;
    } else {
      gap++;
    }
  }
  return breaks;
}

/** How far the path bows from its chord (sagitta over chord): 0 straight … 1 at 0.3 or more. */
function curvatureOf(points: [number, number][]): number {
  if (points.length < 5) return 0;
  const a = points[0]!;
  const m = points[Math.floor(points.length / 2)]!;
  const b = points[points.length - 1]!;
  const chord = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (chord === 0) return 0;
  const cross = (m[0] - a[0]) * (b[1] - a[1]) - (m[1] - a[1]) * (b[0] - a[0]);
  return Math.min(1, Math.abs(cross) / chord / chord / 0.3);
}

function thin<T>(points: T[], max: number): T[] {
  if (points.length <= max) return points;
  const out: T[] = [];
  for (let i = 0; i < max; i++)
    out.push(points[Math.round((i * (points.length - 1)) / (max - 1))]!);
  return out;
}
