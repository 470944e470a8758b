/**
 * The geometry of the palm figure: points on the photo (shares of its width and height) turned
 * into drawing units where one unit is the photo's height, so a hand keeps its shape; the frame
 * around the hand and its lines; and the plain hand outline the shared view draws instead of the
 * photo.
 */

/** A point as shares (0–1) of the photo's width and height, from the top left. */
export type PhotoPoint = [number, number];

/** A point in drawing units: x runs 0…aspect, y 0…1. */
export type DrawPoint = [number, number];

/** The part of the drawing shown, in drawing units. */
export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** MediaPipe's hand landmarks: the palm's corners and each finger from its base to its tip. */
const PALM_CORNERS = [0, 1, 2, 5, 9, 13, 17] as const;
const FINGERS = [
  [2, 3, 4],
  [5, 6, 7, 8],
  [9, 10, 11, 12],
  [13, 14, 15, 16],
  [17, 18, 19, 20],
] as const;

/** Common photo shapes (width / height): a phone's portrait, landscape and square photos. */
const PHOTO_ASPECTS = [3 / 4, 4 / 3, 9 / 16, 16 / 9, 1] as const;
/**
 * Wrist to the middle finger's base over the index-to-little finger bases, as the hand model
 * measures open palms on real photos (1.5–1.7 for most).
 */
const PALM_LENGTH_OVER_WIDTH = 1.55;

export function toDrawing([x, y]: PhotoPoint, aspect: number): DrawPoint {
  return [x * aspect, y];
}

function distance(a: DrawPoint, b: DrawPoint): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/**
 * The shared view has no photo, so not its shape either: of the common photo shapes, the one
 * in which the hand's palm has a palm's proportions.
 */
export function likelyPhotoAspect(landmarks: readonly PhotoPoint[]): number {
  let best: number = PHOTO_ASPECTS[0];
  let bestMiss = Number.POSITIVE_INFINITY;
  for (const aspect of PHOTO_ASPECTS) {
    const at = (i: number) => toDrawing(landmarks[i] ?? [0, 0], aspect);
    const width = distance(at(5), at(17));
    if (width === 0) continue;
    const miss = Math.abs(Math.log(distance(at(0), at(9)) / width / PALM_LENGTH_OVER_WIDTH));
    if (miss < bestMiss - 1e-9) {
      best = aspect;
      bestMiss = miss;
    }
  }
  return best;
}

/**
 * The frame around `points` with a margin, kept inside the photo (0…aspect × 0…1) and no
 * narrower than 4:5 nor wider than 4:3, so the figure and its legend fit on a phone's screen.
 */
export function frameAround(points: readonly DrawPoint[], aspect: number, margin = 0.12): Frame {
  if (points.length === 0) return { x: 0, y: 0, width: aspect, height: 1 };
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  let x0 = Math.min(...xs);
  let x1 = Math.max(...xs);
  let y0 = Math.min(...ys);
  let y1 = Math.max(...ys);
  const pad = margin * Math.max(x1 - x0, y1 - y0, 0.05);
  x0 -= pad;
  x1 += pad;
  y0 -= pad;
  y1 += pad;
  // Widen or heighten around the centre towards the allowed shapes.
  const width = x1 - x0;
  const height = y1 - y0;
  if (width / height < 4 / 5) {
    const grow = (height * 4) / 5 - width;
    x0 -= grow / 2;
    x1 += grow / 2;
  } else if (width / height > 4 / 3) {
    const grow = (width * 3) / 4 - height;
    y0 -= grow / 2;
    y1 += grow / 2;
  }
  const clampSpan = (lo: number, hi: number, max: number): [number, number] => {
    const span = Math.min(hi - lo, max);
    const start = Math.min(Math.max(lo, 0), max - span);
    return [start, start + span];
  };
  [x0, x1] = clampSpan(x0, x1, aspect);
  [y0, y1] = clampSpan(y0, y1, 1);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

const pointsAttr = (points: readonly DrawPoint[]) =>
  points.map(([x, y]) => `${x.toFixed(4)},${y.toFixed(4)}`).join(' ');

/**
 * A neutral open hand drawn from the 21 landmarks (in drawing units): the palm as a rounded
 * polygon through the wrist and the finger bases, each finger a rounded stroke as wide as a
 * finger. Drawn twice, a wider darker pass under a lighter one, so it reads as one soft shape
 * with an edge.
 */
export function HandOutline({ landmarks }: { landmarks: readonly DrawPoint[] }) {
  const at = (i: number): DrawPoint => landmarks[i] ?? [0, 0];
  const palmWidth = distance(at(5), at(17));
  const finger = (palmWidth / 3) * 0.9;
  // The wrist: a short stub below landmark 0, away from the middle finger's base.
  const wrist = at(0);
  const base = at(9);
  const length = distance(wrist, base) || 1;
  const down: DrawPoint = [(wrist[0] - base[0]) / length, (wrist[1] - base[1]) / length];
  const across: DrawPoint = [-down[1], down[0]];
  const stub = (side: number): DrawPoint => [
    wrist[0] + down[0] * palmWidth * 0.35 + across[0] * side * palmWidth * 0.4,
    wrist[1] + down[1] * palmWidth * 0.35 + across[1] * side * palmWidth * 0.4,
  ];
  const palm = [stub(1), ...PALM_CORNERS.map(at), stub(-1)];
  const fingers = FINGERS.map((chain) => chain.map(at));

  const shape = (className: string, grow: number) => (
    <g
      className={className}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-testid={grow > 0 ? undefined : 'palm-hand-outline'}
    >
      <polygon points={pointsAttr(palm)} strokeWidth={finger + grow} fill="currentColor" />
      {fingers.map((chain, i) => (
        <polyline key={i} points={pointsAttr(chain)} strokeWidth={finger + grow} fill="none" />
      ))}
    </g>
  );

  return (
    <g aria-hidden="true">
      {shape(
        'stroke-amber-700/50 text-amber-700/50 dark:stroke-amber-200/60 dark:text-amber-200/60',
        finger * 0.12,
      )}
      {shape('stroke-amber-100 text-amber-100 dark:stroke-indigo-800 dark:text-indigo-800', 0)}
    </g>
  );
}
