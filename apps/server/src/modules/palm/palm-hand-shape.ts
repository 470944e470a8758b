import { colourClusters } from './palm-colour-clusters.ts';
import {
  convexHullArea,
  dilate,
  distanceTransform,
  erode,
  fillHoles,
  outerContour,
  regions,
  type Region,
} from './palm-raster.ts';

/**
 * Finding the hand in a small (about 320 px) RGB picture: regions of a size a hand can have —
 * by a fixed skin-colour rule, and by the picture's own colour groups, which keep a hand apart
 * from a skin-coloured table — the palm as the widest part of one, and fingers as the points of
 * its outline that stick out of the palm (or, failing that, the narrow parts outside circles
 * round it), all pointing one way, with the wrist on the other side. A blank wall, sky, text, a
 * face or noise has no such shape and is refused here.
 */

/** A point in picture pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A part of the hand region outside the palm circle: a finger, the thumb, or the wrist. */
export interface Protrusion {
  /** Unit vector from the palm centre towards the part. */
  direction: Point;
  /**
   * How far its tip reaches, in palm radii: beyond the circle it was cut at, or (found on the
   * outline) beyond the higher of the valleys beside it.
   */
  length: number;
  /** Mean width, in palm radii. */
  width: number;
  touchesBorder: boolean;
  /** Its tip, in picture pixels (digits found on the outline). */
  tip?: Point;
}

/** The lowest point of the outline between two neighbouring digits (picture pixels). */
interface Valley {
  between: readonly [Protrusion, Protrusion];
  at: Point;
}

export interface HandShape {
  width: number;
  height: number;
  /** 0/1 mask of the hand region (holes such as dark creases filled). */
  mask: Uint8Array;
  /** Share of the picture the hand covers. */
  coverage: number;
  /** Centre of the largest circle inside the hand: the widest part of the palm. */
  centre: Point;
  /** Radius of that circle (picture pixels): half the palm's width, the unit of every measure. */
  palmRadius: number;
  /**
   * The middle of the palm between the wrist and the base of the fingers. The widest circle sits
   * lower than that (the thumb's mount widens the lower palm), so the palm lines are placed from
   * here instead.
   */
  palmCentre: Point;
  /** Area over convex-hull area: spread fingers make a hand far from a filled oval. */
  solidity: number;
  fingers: Protrusion[];
  thumb: Protrusion | null;
  /** Unit vector from the palm towards the fingers. */
  up: Point;
  /** Unit vector across the palm towards the thumb side (perpendicular to `up`). */
  thumbward: Point;
  /** Whether the thumb was seen; otherwise `thumbward` is an estimate from the palm's shape. */
  thumbSeen: boolean;
  /**
   * The valleys between neighbouring fingers (picture pixels): the roots of the fingers, where
   * the palm ends. Empty when the fingers' outline did not show them.
   */
  fingerRoots: Point[];
}

export type HandSearch =
  | { found: true; hand: HandShape }
  | { found: false; reason: 'no_hand' | 'too_small'; coverage: number };

/**
 * Skin by chroma (YCbCr), which separates skin from most backgrounds whatever the brightness
 * and across light to dark skin tones; the bounds are a little wider than the classic
 * Chai–Ngan box (Cr 133–173, Cb 77–127) to keep warm indoor light and tanned palms. Skin is
 * also never bluer than red.
 */
export function isSkin(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  if (y < 30 || y > 250) return false;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cr >= 133 && cr <= 182 && cb >= 72 && cb <= 130 && r > b && r >= g;
}

export function skinMask(rgb: Uint8Array, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    mask[i] = isSkin(rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!) ? 1 : 0;
  }
  return mask;
}

/** Below this share of the picture a skin region is not worth a look. */
const MIN_REGION_SHARE = 0.02;
/** A hand smaller than this share of the picture is too far away to read its lines. */
const MIN_HAND_SHARE = 0.05;
/** A region covering nearly everything is a wall or a close-up of skin, not a whole hand. */
const MAX_HAND_SHARE = 0.88;
/** A skin region over this share of the picture may be a hand on a skin-coloured surface. */
const SPLIT_ABOVE_SHARE = 0.5;

/** Palm circles (in palm radii) outside which fingers are looked for. */
const FINGER_RINGS = [1.4, 1.65, 1.9] as const;

const unit = (x: number, y: number): Point => {
  const n = Math.hypot(x, y) || 1;
  return { x: x / n, y: y / n };
};
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const angleBetween = (a: Point, b: Point) => Math.acos(Math.min(1, Math.max(-1, dot(a, b))));

/** The parts of the region outside a circle of `ring` palm radii around the palm centre. */
function protrusions(
  region: Region,
  width: number,
  height: number,
  centre: Point,
  radius: number,
  ring: number,
): Protrusion[] {
  const limit = ring * radius;
  const outside = new Uint8Array(region.mask.length);
  for (let y = region.minY; y <= region.maxY; y++) {
    for (let x = region.minX; x <= region.maxX; x++) {
      const i = y * width + x;
      if (region.mask[i] && Math.hypot(x - centre.x, y - centre.y) > limit) outside[i] = 1;
    }
  }
  const parts = regions(outside, width, height, {
    diagonal: true,
    minArea: Math.max(4, 0.04 * radius * radius),
  });
  return parts.map((part) => {
    let sx = 0;
    let sy = 0;
    let tip = 0;
    for (let y = part.minY; y <= part.maxY; y++) {
      for (let x = part.minX; x <= part.maxX; x++) {
        if (!part.mask[y * width + x]) continue;
        sx += x;
        sy += y;
        tip = Math.max(tip, Math.hypot(x - centre.x, y - centre.y));
      }
    }
    const length = Math.max(0.5, tip - limit);
    return {
      direction: unit(sx / part.area - centre.x, sy / part.area - centre.y),
      length: length / radius,
      width: part.area / length / radius,
      touchesBorder: part.touchesBorder,
    };
  });
}

/** A finger or thumb: long enough to be more than a bump, narrower than a wrist. */
const isDigit = (p: Protrusion) =>
  p.length >= 0.28 && p.width >= 0.12 && p.width <= 0.8 && p.length / p.width >= 0.7;

const mean = (list: Protrusion[]) =>
  unit(
    list.reduce((s, p) => s + p.direction.x, 0),
    list.reduce((s, p) => s + p.direction.y, 0),
  );
const degrees = (d: number) => (d * Math.PI) / 180;

interface Orientation {
  up: Point;
  thumb: Protrusion | null;
  fingers: Protrusion[];
}

/**
 * Fingers and thumb seen on any of the circles, each once: fingers held close touch near the
 * palm and part further out, while a short thumb only shows on the inner circle.
 */
function digitsAround(
  region: Region,
  width: number,
  height: number,
  centre: Point,
  radius: number,
): { digits: Protrusion[]; wide: Protrusion[] } {
  const digits: Protrusion[] = [];
  const wide: Protrusion[] = [];
  for (const ring of FINGER_RINGS) {
    for (const part of protrusions(region, width, height, centre, radius, ring)) {
      // A part running out of the picture is the forearm (or a finger cut off: no whole hand).
      if (part.touchesBorder || !isDigit(part)) {
        if (part.width > 0.8 || part.touchesBorder) wide.push(part);
        continue;
      }
      const seen = digits.some((d) => angleBetween(d.direction, part.direction) < degrees(8));
      if (!seen) digits.push(part);
    }
  }
  return { digits, wide };
}

/** A fingertip stands out of the outline by at least this much (palm radii) on both sides. */
const TIP_PROMINENCE = 0.3;
/** Tips lie beyond the palm: further than this from the palm's centre (palm radii). */
const TIP_MIN_DISTANCE = 1.3;

/**
 * Fingers and thumb from the hand's outline: each tip is a point of the outline further from the
 * palm's centre than the outline on either side of it, down to the valleys between the digits.
 * Unlike circles at fixed distances, this finds a thumb whose web runs far out along the index
 * finger, and fingers held together that part only near their tips. Where the outline runs along
 * the picture's edge, the hand is cut there: the forearm (or a finger out of the frame).
 */
function digitsFromOutline(
  region: Region,
  width: number,
  height: number,
  centre: Point,
  radius: number,
): { digits: Protrusion[]; wide: Protrusion[]; valleys: Valley[] } {
  const outline = outerContour(region.mask, width, height);
  const n = outline.length;
  if (n < 16) return { digits: [], wide: [], valleys: [] };
  const onEdge = outline.map(
    (p) => p.x === 0 || p.y === 0 || p.x === width - 1 || p.y === height - 1,
  );
  const raw = outline.map((p) => Math.hypot(p.x - centre.x, p.y - centre.y) / radius);
  // A little smoothing: pixel steps of the outline are not bumps of the hand.
  const span = 2;
  const d = raw.map((_, i) => {
    let sum = 0;
    for (let k = -span; k <= span; k++) sum += raw[(i + k + n) % n]!;
    return sum / (2 * span + 1);
  });
  const wide: Protrusion[] = [];
  // Each stretch of outline along the picture's edge is one cut part.
  for (let i = 0; i < n; i++) {
    if (!onEdge[i] || onEdge[(i - 1 + n) % n]) continue;
    let sx = 0;
    let sy = 0;
    let count = 0;
    for (let k = i; onEdge[k % n] && count < n; k++) {
      sx += outline[k % n]!.x;
      sy += outline[k % n]!.y;
      count++;
    }
    wide.push({
      direction: unit(sx / count - centre.x, sy / count - centre.y),
      length: 1,
      width: count / radius,
      touchesBorder: true,
    });
  }
  // Tips: points of the outline that stand out from it by TIP_PROMINENCE on both sides before
  // the outline rises higher (or reaches the picture's edge).
  const tips: number[] = [];
  for (let i = 0; i < n; i++) {
    if (onEdge[i] || d[i]! < TIP_MIN_DISTANCE) continue;
    if (d[(i - 1 + n) % n]! >= d[i]! || d[(i + 1) % n]! > d[i]!) continue;
    const lowest = (step: 1 | -1) => {
      let low = d[i]!;
      for (let k = 1; k < n; k++) {
        const j = (i + step * k + n) % n;
        if (onEdge[j] || d[j]! > d[i]!) break;
        low = Math.min(low, d[j]!);
      }
      return low;
    };
    if (d[i]! - Math.max(lowest(-1), lowest(1)) >= TIP_PROMINENCE) tips.push(i);
  }
  const digits: Protrusion[] = [];
  const tipIndex = new Map<Protrusion, number>();
  tips.forEach((i, t) => {
    // The valleys beside a tip: the lowest outline between it and the next tip on each side.
    const valley = (step: 1 | -1) => {
      const stop = tips[(t + step + tips.length) % tips.length]!;
      let low = d[i]!;
      for (let k = 1; k < n; k++) {
        const j = (i + step * k + n) % n;
        if (onEdge[j] || (j === stop && tips.length > 1)) break;
        low = Math.min(low, d[j]!);
      }
      return low;
    };
    const length = d[i]! - Math.max(valley(-1), valley(1));
    const tip = outline[i]!;
    const direction = unit(tip.x - centre.x, tip.y - centre.y);
    // Width across the digit, half its free length in from the tip.
    const inward = Math.min(length / 2, 0.6) * radius;
    const cx = tip.x - direction.x * inward;
    const cy = tip.y - direction.y * inward;
    let across = 0;
    for (const sign of [1, -1]) {
      for (let k = sign === 1 ? 0 : 0.5; k < 3 * radius; k += 0.5) {
        const x = Math.round(cx - sign * k * direction.y);
        const y = Math.round(cy + sign * k * direction.x);
        if (x < 0 || y < 0 || x >= width || y >= height || !region.mask[y * width + x]) break;
        across += 0.5;
      }
    }
    const digit = { direction, length, width: across / radius, touchesBorder: false, tip };
    tipIndex.set(digit, i);
    digits.push(digit);
  });
  // Valleys between neighbouring digits along the outline (never across the picture's edge).
  const kept = digits.filter(isDigit);
  const valleys: Valley[] = [];
  for (let k = 0; k < kept.length; k++) {
    const a = kept[k]!;
    const b = kept[(k + 1) % kept.length]!;
    if (a === b) continue;
    const from = tipIndex.get(a)!;
    const steps = (tipIndex.get(b)! - from + n) % n;
    let low = Infinity;
    let at = -1;
    for (let m = 1; m < steps; m++) {
      const j = (from + m) % n;
      if (onEdge[j]) {
        at = -1;
        break;
      }
      if (d[j]! < low) {
        low = d[j]!;
        at = j;
      }
    }
    if (at >= 0) valleys.push({ between: [a, b], at: outline[at]! });
  }
  return {
    digits: kept,
    wide: [...wide, ...digits.filter((p) => !isDigit(p) && p.width > 0.8)],
    valleys,
  };
}

/**
 * Which way the fingers point, and which digit is the thumb: the one set apart (over 45°) from
 * the others. Fingers must all point roughly one way, as on a hand, not all around as on a star
 * or a splash of noise; the wrist, when seen, lies on the other side.
 */
function orient(digits: Protrusion[], wide: Protrusion[]): Orientation | null {
  if (digits.length < 3 || digits.length > 6) return null;
  const roughUp = mean(digits);
  // The part most opposite the fingers is the wrist or forearm (other wide parts are fingers
  // held together).
  const arm =
    [...wide]
      .filter((p) => dot(p.direction, roughUp) < -0.3)
      .sort((a, b) => dot(a.direction, roughUp) - dot(b.direction, roughUp))[0] ?? null;
  let up = arm ? unit(-arm.direction.x, -arm.direction.y) : roughUp;
  const ranked = [...digits].sort(
    (a, b) => angleBetween(b.direction, up) - angleBetween(a.direction, up),
  );
  const outlier = ranked[0]!;
  const rest = ranked.slice(1);
  const thumb = angleBetween(outlier.direction, mean(rest)) > degrees(45) ? outlier : null;
  const fingers = thumb ? rest : digits;
  if (fingers.length < 2 || fingers.length > 5) return null;
  up = mean(fingers);
  if (fingers.some((f) => angleBetween(f.direction, up) > degrees(70))) return null;
  if (thumb && angleBetween(thumb.direction, up) > degrees(135)) return null;
  if (arm && angleBetween(arm.direction, up) < degrees(110)) return null;
  // A thumb running out of the picture (a close-up) still shows its side: a narrow cut part
  // off to one side of the fingers.
  const cutThumb = thumb
    ? null
    : (wide.find(
        (p) =>
          p.touchesBorder &&
          p.width < 0.8 &&
          angleBetween(p.direction, up) > degrees(40) &&
          angleBetween(p.direction, up) < degrees(135),
      ) ?? null);
  return { up, thumb: thumb ?? cutThumb, fingers };
}

/**
 * Without a visible thumb, its side is the heavier side of the lower palm: the mount at the
 * thumb's base (the mount of Venus) bulges further than the opposite edge.
 */
function heavierSide(mask: Uint8Array, width: number, centre: Point, radius: number, up: Point) {
  const across = { x: -up.y, y: up.x };
  let balance = 0;
  const r2 = 1.6 * radius;
  const height = mask.length / width;
  for (let y = Math.max(0, Math.floor(centre.y - r2)); y <= centre.y + r2 && y < height; y++) {
    for (let x = Math.max(0, Math.floor(centre.x - r2)); x <= centre.x + r2 && x < width; x++) {
      if (!mask[y * width + x]) continue;
      const dx = x - centre.x;
      const dy = y - centre.y;
      const along = dx * up.x + dy * up.y;
      if (along > 0 || Math.hypot(dx, dy) > r2) continue;
      balance += dx * across.x + dy * across.y;
    }
  }
  return balance >= 0 ? across : { x: -across.x, y: -across.y };
}

/**
 * How far above the circle's centre (palm radii) the fingers part: the first line across the
 * hand, on the little-finger side of the thumb, that crosses three or more separate runs of skin.
 */
function fingersPartAt(
  mask: Uint8Array,
  width: number,
  height: number,
  centre: Point,
  radius: number,
  up: Point,
  thumbward: Point,
): number | null {
  const minRun = Math.max(1, 0.08 * radius);
  const step = 0.5;
  for (let v = 0.3; v <= 2.2; v += 0.04) {
    let runs = 0;
    let length = 0;
    for (let u = -1.4 * radius; u <= 0.95 * radius; u += step) {
      const x = Math.round(centre.x + u * thumbward.x + v * radius * up.x);
      const y = Math.round(centre.y + u * thumbward.y + v * radius * up.y);
      const on = x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x] === 1;
      if (on) {
        length += step;
      } else {
        if (length >= minRun) runs++;
        length = 0;
      }
    }
    if (length >= minRun) runs++;
    if (runs >= 3) return v;
  }
  return null;
}

/** Palm length is about 1.1 palm widths: the palm's middle lies 1.1 radii below the fingers. */
const HALF_PALM_LENGTH = 1.1;
/** The lowest valley between the fingers lies this far (palm radii) above the palm's middle. */
const ROOTS_ABOVE_PALM_CENTRE = 1.03;
/** Valleys further up (palm radii from the widest circle's centre) are fingers held together. */
const MAX_ROOT_LEVEL = 1.6;
/** How far the palm's middle usually lies above the widest circle's centre (palm radii). */
const USUAL_LIFT = 0.2;

export interface SkinRegion {
  width: number;
  height: number;
  region: Region;
  coverage: number;
}

/** Speckles go (opening); small gaps and dark creases inside the palm close (closing, holes). */
function cleanMask(mask: Uint8Array, width: number, height: number): Uint8Array {
  let out = dilate(erode(mask, width, height), width, height);
  out = erode(dilate(out, width, height), width, height);
  return fillHoles(out, width, height);
}

/**
 * Splits a skin-coloured area in two by colour (two-means on Y, Cb, Cr, started from its darkest
 * and brightest pixels): a hand on a wooden table or a beige wall is all "skin" to the rule, but
 * the hand and the table are rarely the same shade.
 */
function splitByColour(
  rgb: Uint8Array,
  area: Uint8Array,
  width: number,
  height: number,
): Uint8Array[] {
  let count = 0;
  for (let i = 0; i < area.length; i++) if (area[i]) count++;
  if (count < 32) return [];
  const index = new Int32Array(count);
  const y = new Float32Array(count);
  const cb = new Float32Array(count);
  const cr = new Float32Array(count);
  for (let i = 0, k = 0; i < area.length; i++) {
    if (!area[i]) continue;
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    index[k] = i;
    y[k] = 0.299 * r + 0.587 * g + 0.114 * b;
    cb[k] = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
    cr[k] = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
    k++;
  }
  const sortedLuma = Float32Array.from(y).sort();
  const start = (share: number) => {
    const target = sortedLuma[Math.floor((count - 1) * share)]!;
    const k = y.findIndex((v) => v === target);
    return [y[k]!, cb[k]!, cr[k]!];
  };
  const centres = [start(0.1), start(0.9)];
  const labels = new Uint8Array(count);
  for (let round = 0; round < 8; round++) {
    const sums = new Float64Array(8);
    const [y0, cb0, cr0] = centres[0]!;
    const [y1, cb1, cr1] = centres[1]!;
    for (let k = 0; k < count; k++) {
      // Chroma weighs double: lighting changes brightness more than it changes hue.
      const d0 = (y[k]! - y0!) ** 2 + 4 * (cb[k]! - cb0!) ** 2 + 4 * (cr[k]! - cr0!) ** 2;
      const d1 = (y[k]! - y1!) ** 2 + 4 * (cb[k]! - cb1!) ** 2 + 4 * (cr[k]! - cr1!) ** 2;
      const label = d0 <= d1 ? 0 : 1;
      labels[k] = label;
      const at = label * 4;
      sums[at] = sums[at]! + y[k]!;
      sums[at + 1] = sums[at + 1]! + cb[k]!;
      sums[at + 2] = sums[at + 2]! + cr[k]!;
      sums[at + 3] = sums[at + 3]! + 1;
    }
    for (let c = 0; c < 2; c++) {
      const n = sums[c * 4 + 3]!;
      if (n > 0) centres[c] = [sums[c * 4]! / n, sums[c * 4 + 1]! / n, sums[c * 4 + 2]! / n];
    }
  }
  const masks = [new Uint8Array(area.length), new Uint8Array(area.length)];
  for (let k = 0; k < count; k++) masks[labels[k]!]![index[k]!] = 1;
  return masks.map((m) => cleanMask(m, width, height));
}

/**
 * Skin regions that could be a photographed hand, most likely first: the largest skin regions
 * of a size a hand can have, then, when skin colour runs over most of the picture (a wooden
 * table, a beige wall), the regions of that area split by shade.
 */
export function skinCandidates(rgb: Uint8Array, width: number, height: number): SkinRegion[] {
  const total = width * height;
  const minArea = Math.max(16, MIN_REGION_SHARE * total);
  const plain = regions(cleanMask(skinMask(rgb, width, height), width, height), width, height, {
    diagonal: false,
    minArea,
  });
  const asCandidate = (region: Region): SkinRegion => ({
    width,
    height,
    region,
    coverage: region.area / total,
  });
  const fits = (c: SkinRegion) => c.coverage <= MAX_HAND_SHARE;
  const candidates = plain.slice(0, 3).map(asCandidate).filter(fits);
  const largest = plain[0];
  if (largest && largest.area / total > SPLIT_ABOVE_SHARE) {
    for (const part of splitByColour(rgb, largest.mask, width, height)) {
      const found = regions(part, width, height, { diagonal: false, minArea });
      candidates.push(...found.slice(0, 2).map(asCandidate).filter(fits));
    }
  }
  return candidates;
}

/** Clusters of the picture's colours: enough for a hand, its shaded side and a busy background. */
const COLOUR_CLUSTERS = 10;
/**
 * Clusters whose hues lie this close (log-chromaticity) are taken together: the hand's lit and
 * shaded sides differ in brightness, hardly in hue, while a table or wall that looks like skin
 * still differs from the hand by more than this.
 */
const SAME_HUE = 0.08;
/** At most this many colour groups are tried as the hand. */
const MAX_COLOUR_CANDIDATES = 8;

/**
 * Regions that could be the hand when the skin-colour rule runs the hand into its background:
 * each group of clusters of one hue, largest first, whose hue skin can have under some light
 * (redder than green; not far bluer than red, so a lamp's or the sky's cast is allowed).
 */
export function colourCandidates(rgb: Uint8Array, width: number, height: number): SkinRegion[] {
  const total = width * height;
  const minArea = Math.max(16, MIN_REGION_SHARE * total);
  const { labels, centres } = colourClusters(rgb, width, height, COLOUR_CLUSTERS);
  const order = centres
    .map((c, index) => ({ ...c, index }))
    .filter((c) => c.count >= minArea && c.rg > -0.02 && c.bg < c.rg + 0.15)
    .sort((a, b) => b.count - a.count || a.index - b.index);
  const tried = new Set<string>();
  const out: SkinRegion[] = [];
  for (const c of order) {
    if (tried.size >= MAX_COLOUR_CANDIDATES) break;
    const group = centres
      .map((other, index) => ({ other, index }))
      .filter(({ other }) => Math.hypot(other.rg - c.rg, other.bg - c.bg) <= SAME_HUE)
      .map(({ index }) => index);
    const key = group.join(',');
    if (tried.has(key)) continue;
    tried.add(key);
    const members = new Uint8Array(centres.length);
    for (const index of group) members[index] = 1;
    const mask = new Uint8Array(total);
    for (let i = 0; i < total; i++) mask[i] = members[labels[i]!]!;
    const found = regions(cleanMask(mask, width, height), width, height, {
      diagonal: false,
      minArea,
    });
    for (const region of found.slice(0, 2)) {
      const coverage = region.area / total;
      if (coverage <= MAX_HAND_SHARE) out.push({ width, height, region, coverage });
    }
  }
  // The hand as what the background is not: on a plain table, cloth or wall, the background's
  // colour group leaves a hole of exactly the hand's shape — nails, knuckle wrinkles and creases
  // included, which the hand's own colour group may leave out.
  const hueGroupOf = (c: { rg: number; bg: number }) =>
    centres.map((other) => Math.hypot(other.rg - c.rg, other.bg - c.bg) <= SAME_HUE);
  const background = centres
    .map((c) => {
      const members = hueGroupOf(c);
      return { members, count: centres.reduce((n, o, k) => n + (members[k] ? o.count : 0), 0) };
    })
    .sort((a, b) => b.count - a.count)[0];
  if (background && background.count >= MIN_BACKGROUND_SHARE * total) {
    const rest = new Uint8Array(total);
    for (let i = 0; i < total; i++) rest[i] = background.members[labels[i]!] ? 0 : 1;
    const found = regions(cleanMask(rest, width, height), width, height, {
      diagonal: false,
      minArea,
    });
    for (const region of found.slice(0, 2)) {
      const coverage = region.area / total;
      if (coverage <= MAX_HAND_SHARE) out.push({ width, height, region, coverage });
    }
  }
  return out;
}

/** A colour group covering this share of the picture is taken for its background. */
const MIN_BACKGROUND_SHARE = 0.35;

/** Whether the skin region is shaped like an open hand, and how it lies in the picture. */
export function findHand(skin: SkinRegion): HandSearch {
  const { width, height, region, coverage } = skin;
  const distance = distanceTransform(region.mask, width, height);
  let best = 0;
  let bestIndex = 0;
  for (let i = 0; i < distance.length; i++) {
    if (distance[i]! > best) {
      best = distance[i]!;
      bestIndex = i;
    }
  }
  const centre = { x: bestIndex % width, y: Math.floor(bestIndex / width) };
  const radius = best;
  if (radius < 3) return { found: false, reason: 'no_hand', coverage };

  const fromOutline = digitsFromOutline(region, width, height, centre, radius);
  let oriented = orient(fromOutline.digits, fromOutline.wide);
  let valleys = fromOutline.valleys;
  if (!oriented) {
    const aroundRings = digitsAround(region, width, height, centre, radius);
    oriented = orient(aroundRings.digits, aroundRings.wide);
    valleys = [];
  }
  const solidity = region.area / Math.max(1, convexHullArea(region.mask, width, height));
  // A hand with fingers apart is far from convex; a filled shape with bumps is not a hand.
  if (!oriented || solidity > 0.9 || solidity < 0.35) {
    return { found: false, reason: 'no_hand', coverage };
  }
  if (coverage < MIN_HAND_SHARE) return { found: false, reason: 'too_small', coverage };

  const { up, thumb, fingers } = oriented;
  let thumbward: Point;
  if (thumb) {
    const across = { x: -up.y, y: up.x };
    thumbward = dot(thumb.direction, across) >= 0 ? across : { x: -across.x, y: -across.y };
  } else {
    thumbward = heavierSide(region.mask, width, centre, radius, up);
  }
  // The palm ends at the fingers' roots, the valleys between them; without them, where the
  // fingers part.
  const fingerRoots = valleys
    .filter(({ between: [a, b] }) => fingers.includes(a) && fingers.includes(b))
    .map((v) => v.at);
  // Fingers that touch near their roots show a valley higher up than the roots, never lower:
  // the lowest valley is the truest.
  const rootLevel =
    fingerRoots.length > 0
      ? Math.min(...fingerRoots.map((p) => (p.x - centre.x) * up.x + (p.y - centre.y) * up.y)) /
        radius
      : null;
  const parting = fingersPartAt(region.mask, width, height, centre, radius, up, thumbward);
  // Fingers held together part only near their tips: then neither says where the palm ends,
  // and the palm's middle is put where it usually lies.
  const raised =
    rootLevel !== null && rootLevel <= MAX_ROOT_LEVEL
      ? rootLevel - ROOTS_ABOVE_PALM_CENTRE
      : parting !== null && parting <= MAX_ROOT_LEVEL + 0.1
        ? parting - HALF_PALM_LENGTH
        : USUAL_LIFT;
  // Bounded, so a misjudged root cannot drag the palm off the palm.
  const lift = Math.min(0.45, Math.max(-0.1, raised));
  const palmCentre = {
    x: centre.x + lift * radius * up.x,
    y: centre.y + lift * radius * up.y,
  };
  return {
    found: true,
    hand: {
      width,
      height,
      mask: region.mask,
      coverage,
      centre,
      palmRadius: radius,
      palmCentre,
      solidity,
      fingers,
      thumb,
      up,
      thumbward,
      thumbSeen: thumb !== null,
      fingerRoots,
    },
  };
}
