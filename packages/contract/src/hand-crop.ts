import type { FoundHand, HandPoint, RgbPixels } from './hand-reading.ts';

/**
 * The landmark model's crop, the same on the phone and on the server: a square around a hand's
 * landmarks, turned so the wrist is below the middle finger's base (the "refine pass" that
 * reads a hand found at any angle upright), and the model's four outputs read back onto the
 * photo. Measured on real photos: docs/palm/hand-model-study.md.
 */

/** The landmark model's input side. */
export const MODEL_SIDE = 224;
/** How much of the crop around the landmarks the refine pass takes (the measured 1.6×). */
const CROP_SCALE = 1.6;

export interface CropFrame {
  side: number;
  /** Crop coordinates (pixels from the crop's centre, hand pointing up) to image pixels. */
  toImage(u: number, v: number): [number, number];
}

/** The square around the landmarks, turned so the wrist is below the middle finger's base. */
export function handFrame(points: readonly HandPoint[]): CropFrame | null {
  const wrist = points[0];
  const middle = points[9];
  if (!wrist || !middle) return null;
  const dx = middle[0] - wrist[0];
  const dy = middle[1] - wrist[1];
  if (Math.hypot(dx, dy) < 1) return null;
  // The angle that turns "up" (0, −1) onto the wrist → middle-finger direction.
  const angle = Math.atan2(dx, -dy);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  for (const [x, y] of points) {
    const u = x * cos + y * sin;
    const v = -x * sin + y * cos;
    minU = Math.min(minU, u);
    maxU = Math.max(maxU, u);
    minV = Math.min(minV, v);
    maxV = Math.max(maxV, v);
  }
  const side = Math.max(maxU - minU, maxV - minV) * CROP_SCALE;
  if (!(side > 8)) return null;
  const cu = (minU + maxU) / 2;
  const cv = (minV + maxV) / 2;
  return {
    side,
    toImage(u, v) {
      const fu = cu + u;
      const fv = cv + v;
      return [fu * cos - fv * sin, fu * sin + fv * cos];
    },
  };
}

/** The crop as the landmark model takes it: 224 × 224 RGB in 0–1, sampled bilinearly. */
export function sampleCrop(image: RgbPixels, frame: CropFrame): Float32Array {
  const out = new Float32Array(MODEL_SIDE * MODEL_SIDE * 3);
  const { data, width, height } = image;
  const channels = image.channels ?? 3;
  const step = frame.side / MODEL_SIDE;
  // The frame is affine: its origin and the image steps of one crop pixel along a row and a
  // column, so the loop below is arithmetic only (one crop is 150,528 samples).
  const half = frame.side / 2;
  const [ox, oy] = frame.toImage(0.5 * step - half, 0.5 * step - half);
  const [rx, ry] = frame.toImage(1.5 * step - half, 0.5 * step - half);
  const [dx, dy] = frame.toImage(0.5 * step - half, 1.5 * step - half);
  const colX = rx - ox;
  const colY = ry - oy;
  const rowX = dx - ox;
  const rowY = dy - oy;
  const pixel = (xx: number, yy: number, c: number): number =>
    xx < 0 || yy < 0 || xx >= width || yy >= height ? 0 : data[(yy * width + xx) * channels + c]!;
  let o = 0;
  for (let row = 0; row < MODEL_SIDE; row++) {
    for (let col = 0; col < MODEL_SIDE; col++) {
      const x = ox + col * colX + row * rowX - 0.5;
      const y = oy + col * colY + row * rowY - 0.5;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const inside = x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height;
      for (let c = 0; c < 3; c++) {
        let a: number, b: number, d: number, e: number;
        if (inside) {
          const i = (y0 * width + x0) * channels + c;
          a = data[i]!;
          b = data[i + channels]!;
          d = data[i + width * channels]!;
          e = data[i + width * channels + channels]!;
        } else {
          a = pixel(x0, y0, c);
          b = pixel(x0 + 1, y0, c);
          d = pixel(x0, y0 + 1, c);
          e = pixel(x0 + 1, y0 + 1, c);
        }
        const top = a + (b - a) * fx;
        const bottom = d + (e - d) * fx;
        out[o++] = (top + (bottom - top) * fy) / 255;
      }
    }
  }
  return out;
}

/** The landmark model's four outputs for one crop, read back onto the photo. */
export function handFromOutputs(
  frame: CropFrame,
  outputs: {
    landmarks: ArrayLike<number>;
    presence: number;
    rightHanded: number;
    world: ArrayLike<number>;
  },
  path: string,
): FoundHand {
  const landmarks: HandPoint[] = [];
  const worldLandmarks: HandPoint[] = [];
  for (let i = 0; i < 21; i++) {
    const u = outputs.landmarks[i * 3]! / MODEL_SIDE - 0.5;
    const v = outputs.landmarks[i * 3 + 1]! / MODEL_SIDE - 0.5;
    const [x, y] = frame.toImage(u * frame.side, v * frame.side);
    landmarks.push([x, y, (outputs.landmarks[i * 3 + 2]! / MODEL_SIDE) * frame.side]);
    worldLandmarks.push([
      outputs.world[i * 3]!,
      outputs.world[i * 3 + 1]!,
      outputs.world[i * 3 + 2]!,
    ]);
  }
  return {
    landmarks,
    worldLandmarks,
    presence: outputs.presence,
    rightHanded: outputs.rightHanded,
    box: boxOf(landmarks),
    path,
  };
}

export function boxOf(points: readonly HandPoint[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX - minX, maxY - minY];
}

/** How much of the picture's long side the points span. */
export function shareOf(points: readonly HandPoint[], width: number, height: number): number {
  const [, , w, h] = boxOf(points);
  return Math.max(w, h) / Math.max(width, height);
}

/** What running the landmark model takes, from tfjs on the phone or in Node. */
export interface LandmarkModelRun {
  tensor4d(values: Float32Array, shape: [number, number, number, number]): { dispose(): void };
  execute(
    input: { dispose(): void },
    outputs: string[],
  ): { data(): Promise<ArrayLike<number>>; dispose(): void }[];
}

/** Below this presence after one pass, a second pass never found an open hand (measured). */
export const SECOND_PASS_PRESENCE = 0.2;

/** One landmark pass on the square crop turned so the hand points up; all four outputs read. */
export async function landmarkPass(
  run: LandmarkModelRun,
  image: RgbPixels,
  points: readonly HandPoint[],
  path: string,
): Promise<FoundHand | null> {
  const frame = handFrame(points);
  if (!frame) return null;
  const input = run.tensor4d(sampleCrop(image, frame), [1, MODEL_SIDE, MODEL_SIDE, 3]);
  const outputs = run.execute(input, ['Identity', 'Identity_1', 'Identity_2', 'Identity_3']);
  try {
    const [marks, presence, handedness, world] = await Promise.all(outputs.map((t) => t.data()));
    return handFromOutputs(
      frame,
      { landmarks: marks!, presence: presence![0]!, rightHanded: handedness![0]!, world: world! },
      path,
    );
  } finally {
    input.dispose();
    for (const t of outputs) t.dispose();
  }
}

/**
 * The refine pass: a landmark pass on the detector's rough landmarks, then a second centred on
 * the first's, where the first saw a hand to centre on.
 */
export async function refineHand(
  run: LandmarkModelRun,
  image: RgbPixels,
  points: readonly HandPoint[],
  path: string,
): Promise<FoundHand | null> {
  const first = await landmarkPass(run, image, points, path);
  if (!first || first.presence < SECOND_PASS_PRESENCE) return first;
  return (await landmarkPass(run, image, first.landmarks, path)) ?? first;
}
