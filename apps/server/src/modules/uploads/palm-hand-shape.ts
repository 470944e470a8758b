import {
  convexHullArea,
  dilate,
  distanceTransform,
  erode,
  fillHoles,
  regions,
  type Region,
} from './palm-raster.ts';

/**
 * Finding the hand in a small (about 320 px) RGB picture: skin pixels, the skin regions of a
 * size a hand can have, the palm as the widest part of one, and fingers as the narrow parts
 * that stick out of the palm, all pointing one way, with the wrist on the other side. A blank
 * wall, sky, text, a face or noise has no such shape and is refused here.
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
  /** How far its tip reaches beyond the palm circle, in palm radii. */
  length: number;
  /** Mean width, in palm radii. */
  width: number;
  touchesBorder: boolean;
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
  return { up, thumb, fingers };
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

  const { digits, wide } = digitsAround(region, width, height, centre, radius);
  const oriented = orient(digits, wide);
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
  const parting = fingersPartAt(region.mask, width, height, centre, radius, up, thumbward);
  // Bounded, so fingers held close (parting far up) cannot drag the palm off the palm.
  const lift = Math.min(0.45, Math.max(-0.1, (parting ?? HALF_PALM_LENGTH) - HALF_PALM_LENGTH));
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
    },
  };
}
