/**
 * What a trained hand model's answer means for a palm photo, shared by the phone (which checks a
 * photo as it is chosen) and the server (which checks it again before a reading): is there one
 * open hand, big, bright and sharp enough, and is it the palm rather than the back.
 *
 * The landmarks are MediaPipe's 21 hand points (wrist 0; thumb 1–4; index 5–8; middle 9–12;
 * ring 13–16; little finger 17–20), in image pixels (y down). The rules and their thresholds were
 * measured on real phone photos: docs/decisions/056-palm-hand-model.md.
 */

/** x, y in image pixels; z relative depth (smaller is nearer the camera). */
export type HandPoint = [number, number, number];

/** Which detector found the hand (the cascade tries them in turn). */
export type HandSearch = 'handtrack' | 'detector';

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
  const byDepth: HandSide | null = depth === null || Math.abs(depth) < 0.15 ? null : depth < 0 ? 'palm' : 'back';
  return { side: byDepth ?? byStated, hand: stated, agrees: false };
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
