/**
 * What a trained hand model's answer means for a palm photo, shared by the phone (which checks a
 * photo as it is chosen) and the server (which checks it again before a reading): is there one
 * open hand, big, bright and sharp enough, and is it the palm rather than the back.
 *
 * The landmarks are MediaPipe's 21 hand points (wrist 0; thumb 1–4; index 5–8; middle 9–12;
 * ring 13–16; little finger 17–20), in image pixels (y down). The rules and their thresholds were
 * measured on real phone photos: docs/decisions/056-palm-hand-model.md.
 */

import type { PalmPhotoProblem } from './palm.ts';

/** x, y in image pixels; z relative depth (smaller is nearer the camera). */
export type HandPoint = [number, number, number];

export interface FoundHand {
  /** The 21 landmarks in image pixels. */
  landmarks: HandPoint[];
  /** The same in metres around the hand's centre, when the model gives them. */
  worldLandmarks?: HandPoint[];
  /** The landmark model's confidence that an open hand is in the crop, 0–1. */
  presence: number;
  /** The landmark model's belief that it is a right hand (photo not mirrored), 0–1. */
  rightHanded: number;
  /** x, y, width, height of the landmarks, image pixels. */
  box: [number, number, number, number];
  path: string;
  detectorScore?: number;
}

export type StatedHand = 'left' | 'right';

/** Landmark indices by name. */
export const HAND = {
  wrist: 0,
  thumbCmc: 1,
  thumbMcp: 2,
  thumbTip: 4,
  indexMcp: 5,
  indexTip: 8,
  middleMcp: 9,
  middleTip: 12,
  ringMcp: 13,
  ringTip: 16,
  pinkyMcp: 17,
  pinkyTip: 20,
} as const;

/** Below this presence the landmark model says there is no open hand in the crop. */
export const OPEN_HAND_PRESENCE = 0.5;

/**
 * (wrist → index base) × (wrist → little-finger base), z of the cross product in image
 * coordinates, divided by the palm's length squared: with the fingers up, a right palm facing
 * the camera has it negative; a left palm, or a right hand's back, positive. It does not depend
 * on which way the hand points.
 */
export function palmSideCross(landmarks: readonly HandPoint[]): number {
  const w = landmarks[HAND.wrist]!;
  const i = landmarks[HAND.indexMcp]!;
  const p = landmarks[HAND.pinkyMcp]!;
  const m = landmarks[HAND.middleMcp]!;
  const ax = i[0] - w[0];
  const ay = i[1] - w[1];
  const bx = p[0] - w[0];
  const by = p[1] - w[1];
  const scale = (m[0] - w[0]) ** 2 + (m[1] - w[1]) ** 2;
  return scale > 0 ? (ax * by - ay * bx) / scale : 0;
}

/**
 * Mean depth of the fingertips against their bases (fingers 2–5) in the world landmarks, over
 * the hand's size: negative when the tips are nearer the camera than the knuckles, as on a palm
 * held open towards it; positive on most backs.
 */
export function fingertipDepth(world: readonly HandPoint[] | undefined): number | null {
  if (!world || world.length < 21) return null;
  const pairs: [number, number][] = [
    [HAND.indexTip, HAND.indexMcp],
    [HAND.middleTip, HAND.middleMcp],
    [HAND.ringTip, HAND.ringMcp],
    [HAND.pinkyTip, HAND.pinkyMcp],
  ];
  const w = world[HAND.wrist]!;
  const m = world[HAND.middleMcp]!;
  const size = Math.hypot(m[0] - w[0], m[1] - w[1], m[2] - w[2]);
  if (!(size > 0)) return null;
  const dz = pairs.reduce((sum, [tip, base]) => sum + (world[tip]![2] - world[base]![2]), 0) / 4;
  return dz / size;
}

export type HandSide = 'palm' | 'back';

export interface SideJudgement {
  side: HandSide;
  /** Which hand it looks like, from the thumb's side and the face shown. */
  hand: StatedHand;
  /** Whether the model's own handedness agrees with the hand the user said (or none was said). */
  agrees: boolean;
}

/**
 * Palm or back. With the user's hand known, the thumb's side settles it (the cross product); the
 * model's handedness, read alone, is the other witness. When the two disagree, the fingertips'
 * depth breaks the tie.
 */
export function judgeSide(hand: FoundHand, stated: StatedHand | null): SideJudgement {
  const cross = palmSideCross(hand.landmarks);
  const modelHand: StatedHand = hand.rightHanded >= 0.5 ? 'right' : 'left';
  // A right palm and a left back both show the thumb on the same side.
  const sideFor = (who: StatedHand): HandSide =>
    (who === 'right') === cross < 0 ? 'palm' : 'back';
  if (!stated) return { side: sideFor(modelHand), hand: modelHand, agrees: true };
  const byStated = sideFor(stated);
  if (modelHand === stated) return { side: byStated, hand: stated, agrees: true };
  // The model reads the other hand: believe the depth of the fingertips where it is clear.
  const depth = fingertipDepth(hand.worldLandmarks);
  const byDepth: HandSide | null =
    depth === null || Math.abs(depth) < 0.15 ? null : depth < 0 ? 'palm' : 'back';
  if (!byDepth) return { side: byStated, hand: stated, agrees: false };
  // The depth agrees with the model's own reading: the user named the other hand.
  return {
    side: byDepth,
    hand: byDepth === sideFor(modelHand) ? modelHand : stated,
    agrees: false,
  };
}

/** Ratio of the fingertips' distance from the wrist to their bases' (about 1.8 open, ~1 curled). */
export function fingerExtension(landmarks: readonly HandPoint[]): number {
  const w = landmarks[HAND.wrist]!;
  const d = (p: HandPoint) => Math.hypot(p[0] - w[0], p[1] - w[1]);
  const tips = [HAND.indexTip, HAND.middleTip, HAND.ringTip, HAND.pinkyTip];
  const bases = [HAND.indexMcp, HAND.middleMcp, HAND.ringMcp, HAND.pinkyMcp];
  const tip = tips.reduce((s, i) => s + d(landmarks[i]!), 0);
  const base = bases.reduce((s, i) => s + d(landmarks[i]!), 0);
  return base > 0 ? tip / base : 0;
}

/** How much of the smaller box lies inside the other (two finds of one hand overlap most). */
export function boxOverlap(a: FoundHand['box'], b: FoundHand['box']): number {
  const x = Math.max(0, Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]));
  const y = Math.max(0, Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]));
  const smaller = Math.min(a[2] * a[3], b[2] * b[3]);
  return smaller > 0 ? (x * y) / smaller : 0;
}

/** The open hands among what was found, one per place (the most confident where they overlap). */
export function openHands(found: readonly FoundHand[]): FoundHand[] {
  const sorted = found
    .filter((h) => h.presence >= OPEN_HAND_PRESENCE)
    .sort((a, b) => b.presence - a.presence);
  const kept: FoundHand[] = [];
  for (const hand of sorted) {
    if (kept.every((k) => boxOverlap(k.box, hand.box) < 0.5)) kept.push(hand);
  }
  return kept;
}

/** An RGB picture as the models see it (3 bytes a pixel, rows top to bottom). */
export interface RgbPixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** Bytes a pixel: 3 (RGB) or 4 (RGBA, as a canvas gives). */
  channels?: 3 | 4;
}

/** What the palm's inside looks like: brightness, contrast and a focus measure. */
export interface PalmRegionStats {
  /** Mean luma of the palm, 0–255. */
  luma: number;
  /** Standard deviation of luma inside the palm. */
  contrast: number;
  /** Mean absolute Laplacian at the palm's own scale, over the contrast: higher is sharper. */
  sharpness: number;
}

const REGION_SIDE = 96;

/**
 * Samples the palm (the quadrilateral wrist → thumb base → index base → little-finger base) onto a
 * square of `REGION_SIDE` pixels, so the measures do not depend on the photo's size.
 */
export function palmRegionStats(image: RgbPixels, hand: FoundHand): PalmRegionStats {
  const l = hand.landmarks;
  // Corners: bottom-left wrist side of the thumb, top-left index base, top-right little base, bottom-right wrist.
  const wrist = l[HAND.wrist]!;
  const index = l[HAND.indexMcp]!;
  const pinky = l[HAND.pinkyMcp]!;
  const thumb = l[HAND.thumbCmc]!;
  // The palm's quad, pulled a little inside so no background is sampled.
  const quad = [index, pinky, wrist, thumb].map((p, _, all) => {
    const cx = all.reduce((s, q) => s + q[0], 0) / 4;
    const cy = all.reduce((s, q) => s + q[1], 0) / 4;
    return [cx + (p[0] - cx) * 0.85, cy + (p[1] - cy) * 0.85] as const;
  });
  const [a, b, c, d] = quad as unknown as [
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
  ];
  const channels = image.channels ?? 3;
  const grey = new Float32Array(REGION_SIDE * REGION_SIDE);
  for (let row = 0; row < REGION_SIDE; row++) {
    const v = (row + 0.5) / REGION_SIDE;
    for (let col = 0; col < REGION_SIDE; col++) {
      const u = (col + 0.5) / REGION_SIDE;
      // Bilinear map of the unit square onto the quad a (0,0) b (1,0) c (1,1) d (0,1).
      const x = (1 - u) * (1 - v) * a[0] + u * (1 - v) * b[0] + u * v * c[0] + (1 - u) * v * d[0];
      const y = (1 - u) * (1 - v) * a[1] + u * (1 - v) * b[1] + u * v * c[1] + (1 - u) * v * d[1];
      const xi = Math.min(image.width - 1, Math.max(0, Math.round(x)));
      const yi = Math.min(image.height - 1, Math.max(0, Math.round(y)));
      const o = (yi * image.width + xi) * channels;
      grey[row * REGION_SIDE + col] =
        0.299 * image.data[o]! + 0.587 * image.data[o + 1]! + 0.114 * image.data[o + 2]!;
    }
  }
  let sum = 0;
  for (const g of grey) sum += g;
  const luma = sum / grey.length;
  let variance = 0;
  for (const g of grey) variance += (g - luma) ** 2;
  const contrast = Math.sqrt(variance / grey.length);
  let laplacian = 0;
  let n = 0;
  for (let row = 1; row < REGION_SIDE - 1; row++) {
    for (let col = 1; col < REGION_SIDE - 1; col++) {
      const i = row * REGION_SIDE + col;
      laplacian += Math.abs(
        4 * grey[i]! -
          grey[i - 1]! -
          grey[i + 1]! -
          grey[i - REGION_SIDE]! -
          grey[i + REGION_SIDE]!,
      );
      n++;
    }
  }
  return { luma, contrast, sharpness: laplacian / n / Math.max(contrast, 4) };
}

/** Why a palm cannot be read: the API's own list (`PALM_PHOTO_PROBLEMS`). */
export type HandVerdictProblem = PalmPhotoProblem;

export type HandVerdict =
  | { usable: true; hand: FoundHand; side: SideJudgement; stats: PalmRegionStats }
  | {
      usable: false;
      problem: HandVerdictProblem;
      /** The hand it is about, when there is one (its outline shows what was seen). */
      hand: FoundHand | null;
      side: SideJudgement | null;
      stats: PalmRegionStats | null;
    };

/** The thresholds, measured on real photos (decision 056). */
export const VERDICT_LIMITS = {
  /** A hand shorter than this share of the photo's long side is too far. */
  minHandShare: 0.25,
  /** …or with a palm (index base to little-finger base) narrower than this, in pixels. */
  minPalmWidthPx: 90,
  /** Another open hand at least this big against the main one makes "several hands". */
  otherHandShare: 0.6,
  /** Something hand-like this big, which the landmark model does not see open, is a fist. */
  fistPresence: 0.08,
  /** Palm luma below this is too dark to see creases (and a photo whose bright part is below it). */
  minLuma: 60,
  /** Below this focus measure the palm is too blurred. */
  minSharpness: 0.185,
} as const;

/** The luma of the photo's brighter part (its 90th percentile, on a grid of about 4,000 points). */
export function brightLuma(image: RgbPixels): number {
  const channels = image.channels ?? 3;
  const step = Math.max(1, Math.floor(Math.sqrt((image.width * image.height) / 4000)));
  const lumas: number[] = [];
  for (let y = 0; y < image.height; y += step) {
    for (let x = 0; x < image.width; x += step) {
      const o = (y * image.width + x) * channels;
      lumas.push(0.299 * image.data[o]! + 0.587 * image.data[o + 1]! + 0.114 * image.data[o + 2]!);
    }
  }
  lumas.sort((a, b) => a - b);
  return lumas[Math.floor(lumas.length * 0.9)] ?? 0;
}

function handShare(hand: FoundHand, width: number, height: number): number {
  return Math.max(hand.box[2], hand.box[3]) / Math.max(width, height);
}

/** The palm's width in pixels: index base to little-finger base. */
export function palmWidth(hand: FoundHand): number {
  const i = hand.landmarks[HAND.indexMcp]!;
  const p = hand.landmarks[HAND.pinkyMcp]!;
  return Math.hypot(i[0] - p[0], i[1] - p[1]);
}

/**
 * Whether a palm can be read from what the models found in `image`, and if not, why. In the
 * order a person would fix it: a hand at all, one hand, open, near enough, lit, still, palm up.
 */
export function judgeHandPhoto(
  image: RgbPixels,
  found: readonly FoundHand[],
  stated: StatedHand | null,
): HandVerdict {
  const { width, height } = image;
  const open = openHands(found);
  const refuse = (
    problem: HandVerdictProblem,
    hand: FoundHand | null = null,
    side: SideJudgement | null = null,
    stats: PalmRegionStats | null = null,
  ): HandVerdict => ({ usable: false, problem, hand, side, stats });
  if (open.length === 0) {
    const biggest = [...found]
      .filter((h) => h.presence >= VERDICT_LIMITS.fistPresence)
      .sort((a, b) => handShare(b, width, height) - handShare(a, width, height))[0];
    if (biggest && handShare(biggest, width, height) >= VERDICT_LIMITS.minHandShare) {
      return refuse('fist');
    }
    // Nothing found in a photo that dark may be a hand the dark hides: more light is the advice.
    return refuse(brightLuma(image) < VERDICT_LIMITS.minLuma ? 'too_dark' : 'no_hand');
  }
  const main = [...open].sort(
    (a, b) => handShare(b, width, height) - handShare(a, width, height),
  )[0]!;
  const mainShare = handShare(main, width, height);
  const others = open.filter(
    (h) => h !== main && handShare(h, width, height) >= VERDICT_LIMITS.otherHandShare * mainShare,
  );
  if (others.length > 0) return refuse('several_hands', main);
  if (mainShare < VERDICT_LIMITS.minHandShare) return refuse('too_small', main);
  const stats = palmRegionStats(image, main);
  if (stats.luma < VERDICT_LIMITS.minLuma) return refuse('too_dark', main, null, stats);
  const side = judgeSide(main, stated);
  if (side.side === 'back') return refuse('back_of_hand', main, side, stats);
  if (stats.sharpness < VERDICT_LIMITS.minSharpness) return refuse('too_blurry', main, side, stats);
  // Big enough in the frame, but a small photo: too few pixels across the palm for its creases.
  if (palmWidth(main) < VERDICT_LIMITS.minPalmWidthPx)
    return refuse('too_small', main, side, stats);
  return { usable: true, hand: main, side, stats };
}
