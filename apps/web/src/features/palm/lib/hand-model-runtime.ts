import {
  judgeHandPhoto,
  openHands,
  type FoundHand,
  type HandPoint,
  type RgbPixels,
  type StatedHand,
} from '@duangdee/contract/hand-reading';
import { Human } from '@vladmandic/human';
import {
  MODEL_SIDE,
  refineHand,
  shareOf,
  type LandmarkModelRun,
} from '@duangdee/contract/hand-crop';
import { detectionViews, type DetectionView } from './hand-model-geometry.ts';
import type { PhoneVerdict } from './hand-model.ts';

/**
 * The phone's own palm check, in a chunk of its own (only the palm screens import it): human's
 * `handtrack` detector and MediaPipe's lite 21-point landmark model, both served by this app
 * (build-tools/hand-model-files.ts), then the shared verdict of `judgeHandPhoto` — the same
 * rules the server applies to the same photo.
 */

/** Where the build puts the model and WASM files (build-tools/hand-model-files.ts). */
const HAND_MODEL_BASE = '/hand-model/';
/** The photo is read at most this long on its long side, as on the server. */
const ANALYSIS_SIDE = 1600;
/** The detector's copy (the server's measured size). */
const DETECTION_SIDE = 640;
const MIN_CANDIDATE_SHARE = 0.06;
const CANDIDATES_PER_TRY = 3;
const GOOD_HAND_SHARE = 0.25;

/** The few parts of tfjs used here (human bundles it). */
interface Tensor {
  data(): Promise<ArrayLike<number>>;
  dispose(): void;
}
interface Tf {
  getBackend(): string;
  ready(): Promise<void>;
  tensor4d(values: Float32Array, shape: [number, number, number, number]): Tensor;
}
interface GraphModel {
  execute(input: Tensor, outputs: string): Tensor;
  execute(input: Tensor, outputs: string[]): Tensor[];
}

interface Loaded {
  human: Human;
  tf: Tf;
  landmarker: GraphModel;
  backend: string;
}

/** Tried in turn: a phone's GPU, else WebAssembly, else plain JavaScript. */
const BACKENDS = ['webgl', 'wasm', 'cpu'] as const;

type Backend = (typeof BACKENDS)[number];

function configFor(backend: Backend) {
  const base = new URL(HAND_MODEL_BASE, window.location.href).href;
  return {
    backend,
    // Never the CDN defaults: the models and the WASM files come from this app.
    modelBasePath: base,
    wasmPath: base,
    cacheModels: false,
    warmup: 'none' as const,
    async: false,
    debug: false,
    // One photo at a time: without 0 a second photo reuses the first one's boxes.
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: { enabled: false },
    body: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    gesture: { enabled: false },
    hand: {
      enabled: true,
      landmarks: true,
      rotation: false,
      maxDetected: 3,
      minConfidence: 0.1,
      skipFrames: 0,
      skipTime: 0,
      iouThreshold: 0.2,
      detector: { modelPath: 'handtrack.json' },
      skeleton: { modelPath: 'handlandmark-lite.json' },
    },
  };
}

async function loadOn(backend: Backend): Promise<Loaded> {
  const human = new Human(configFor(backend));
  await human.init();
  const tf = human.tf as Tf;
  if (tf.getBackend() !== backend) throw new Error(`backend ${backend} is not available`);
  await human.load();
  // The landmark model human loaded for its own pass: read here with all four of its outputs.
  const landmarker = human.models.models.handskeleton as unknown as GraphModel | null;
  if (!landmarker) throw new Error('the hand landmark model did not load');
  // One pass on a blank crop, so a backend that loads but cannot run is found now.
  const probe = tf.tensor4d(new Float32Array(MODEL_SIDE * MODEL_SIDE * 3), [
    1,
    MODEL_SIDE,
    MODEL_SIDE,
    3,
  ]);
  try {
    // tfjs answers one output name with the tensor itself, not a list.
    const presence = landmarker.execute(probe, 'Identity_1');
    await presence.data();
    presence.dispose();
  } finally {
    probe.dispose();
  }
  return { human, tf, landmarker, backend };
}

let loading: Promise<Loaded> | null = null;

/** Loads the models once a page; a backend that fails hands over to the next. */
export function loadHandModel(): Promise<Loaded> {
  loading ??= (async () => {
    let last: unknown = null;
    for (const backend of BACKENDS) {
      try {
        return await loadOn(backend);
      } catch (error) {
        last = error;
      }
    }
    throw last instanceof Error ? last : new Error('no backend could run the hand model');
  })();
  // A failure is not kept: the next photo tries again (the connection may be back).
  loading.catch(() => (loading = null));
  return loading;
}

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  return ctx;
}

/** The photo upright (EXIF orientation applied), at most `ANALYSIS_SIDE`, and its detector copy. */
async function decode(file: Blob): Promise<{ photo: HTMLCanvasElement; pixels: RgbPixels }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, ANALYSIS_SIDE / Math.max(bitmap.width, bitmap.height));
    const photo = canvasOf(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    );
    const ctx = context(photo);
    ctx.drawImage(bitmap, 0, 0, photo.width, photo.height);
    const data = ctx.getImageData(0, 0, photo.width, photo.height);
    return {
      photo,
      pixels: { data: data.data, width: data.width, height: data.height, channels: 4 },
    };
  } finally {
    bitmap.close();
  }
}

function drawView(picture: HTMLCanvasElement, view: DetectionView): HTMLCanvasElement {
  const canvas = canvasOf(view.width, view.height);
  const ctx = context(canvas);
  ctx.fillStyle = 'rgb(128,128,128)';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(...view.transform);
  ctx.drawImage(picture, 0, 0);
  return canvas;
}

/** The landmark model, as the shared refine pass runs it. */
function landmarkRun(models: Loaded): LandmarkModelRun {
  return {
    tensor4d: (values, shape) => models.tf.tensor4d(values, shape),
    execute: (input, outputs) =>
      models.landmarker.execute(input as Parameters<Loaded['landmarker']['execute']>[0], outputs),
  };
}

/** Two landmark passes, the second centred on the first's landmarks (the server's refine). */
function refine(
  models: Loaded,
  image: RgbPixels,
  points: readonly HandPoint[],
  path: string,
): Promise<FoundHand | null> {
  return refineHand(landmarkRun(models), image, points, path);
}

function isGood(hands: readonly FoundHand[], image: RgbPixels): boolean {
  const long = Math.max(image.width, image.height);
  return openHands(hands).some((h) => Math.max(h.box[2], h.box[3]) >= GOOD_HAND_SHARE * long);
}

/** Finds the hands in the photo the server's way (its tries that need only `handtrack`). */
async function findHands(
  models: Loaded,
  photo: HTMLCanvasElement,
  image: RgbPixels,
): Promise<FoundHand[]> {
  const scale = Math.min(1, DETECTION_SIDE / Math.max(photo.width, photo.height));
  const small = canvasOf(
    Math.max(1, Math.round(photo.width * scale)),
    Math.max(1, Math.round(photo.height * scale)),
  );
  context(small).drawImage(photo, 0, 0, small.width, small.height);
  const toPhoto = image.width / small.width;
  const hands: FoundHand[] = [];
  for (const view of detectionViews(small.width, small.height)) {
    const copy = drawView(small, view);
    const result = await models.human.detect(copy);
    if (result.error) throw new Error(`hand detection failed: ${result.error}`);
    const candidates = result.hand
      .filter((h) => h.keypoints.length === 21)
      .map((h) => ({ score: h.score, points: h.keypoints.map(([x, y, z]) => [x, y, z ?? 0]) }))
      .filter(
        (c) => shareOf(c.points as HandPoint[], view.width, view.height) >= MIN_CANDIDATE_SHARE,
      )
      .sort((a, b) => b.score - a.score)
      .slice(0, CANDIDATES_PER_TRY);
    for (const candidate of candidates) {
      const points = (candidate.points as HandPoint[]).map((p) => {
        const [x, y, z] = view.toPicture(p);
        return [x * toPhoto, y * toPhoto, z] as HandPoint;
      });
      const refined = await refine(models, image, points, view.name);
      if (refined) hands.push({ ...refined, detectorScore: candidate.score });
    }
    if (isGood(hands, image)) break;
  }
  return hands.sort((a, b) => b.presence - a.presence);
}

/** The verdict on one photo, with the hand it is about as shares of the photo. */
export async function judgePalmPhoto(
  file: Blob,
  stated: StatedHand,
  onModelReady?: () => void,
): Promise<PhoneVerdict> {
  const started = performance.now();
  const models = await loadHandModel();
  onModelReady?.();
  const { photo, pixels } = await decode(file);
  const hands = await findHands(models, photo, pixels);
  const verdict = judgeHandPhoto(pixels, hands, stated);
  const found = verdict.hand;
  return {
    usable: verdict.usable,
    problem: verdict.usable ? null : verdict.problem,
    hand: found
      ? {
          hand: verdict.side?.hand ?? (found.rightHanded >= 0.5 ? 'right' : 'left'),
          landmarks: found.landmarks.map(([x, y]) => [
            Math.min(1, Math.max(0, x / pixels.width)),
            Math.min(1, Math.max(0, y / pixels.height)),
          ]),
        }
      : null,
    backend: models.backend,
    ms: Math.round(performance.now() - started),
  };
}
