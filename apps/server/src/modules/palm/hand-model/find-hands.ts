import { shareOf } from '@duangdee/contract/hand-crop';
import { openHands, type FoundHand, type HandPoint } from '@duangdee/contract/hand-reading';
import { loadSharp } from '../../../platform/lazy-modules.ts';
import {
  DETECTION_SIDE,
  type DetectedHand,
  type HandModels,
  type RgbImage,
} from './human-runtime.ts';

/**
 * The search for hands in one photo: the hand tracker on copies of it in turn, until it finds an
 * open hand big enough to read. Measured on real phone photos (docs/palm/hand-model-study.md):
 * the 640-px copy finds most; a hand filling the frame is found once a grey border is added; a
 * hand pointing sideways, in the copy turned a quarter each way.
 */

/** The photo is read at most this long on its long side (lines need no more). */
export const ANALYSIS_SIDE = 1600;
/** Detector finds smaller than this share of the long side are not looked at closely. */
const MIN_CANDIDATE_SHARE = 0.06;
/** The detectors' best finds per try that the landmark model looks at. */
const CANDIDATES_PER_TRY = 3;
/** An open hand this big (share of the photo's long side) needs no further search. */
const GOOD_HAND_SHARE = 0.25;

export interface HandSearchResult {
  /** The photo as analysed (upright, at most `ANALYSIS_SIDE`). */
  image: RgbImage;
  /** Every hand the landmark model looked at, most confident first. */
  hands: FoundHand[];
  /** The detectors' classes for what they found (a fist shows here). */
  labels: string[];
  /** Which tries ran, in order. */
  tries: string[];
}

export async function decodeForHands(
  bytes: Buffer,
): Promise<{ image: RgbImage; detection: RgbImage }> {
  const sharp = await loadSharp();
  const full = await sharp(bytes, { limitInputPixels: 80_000_000 })
    .rotate()
    .removeAlpha()
    .resize({
      width: ANALYSIS_SIDE,
      height: ANALYSIS_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = {
    data: new Uint8Array(full.data),
    width: full.info.width,
    height: full.info.height,
  };
  const small = await sharp(full.data, {
    raw: { width: full.info.width, height: full.info.height, channels: 3 },
  })
    .resize({ width: DETECTION_SIDE, height: DETECTION_SIDE, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const detection = {
    data: new Uint8Array(small.data),
    width: small.info.width,
    height: small.info.height,
  };
  return { image, detection };
}

/** A copy of the detection image and how a find's points map back onto the analysed photo. */
interface View {
  name: string;
  image: RgbImage;
  /** The long side a find's size is measured against (a half, in the side-by-side copy). */
  longSide: number;
  toPhoto(points: HandPoint[]): { points: HandPoint[]; name: string };
}

/** Where (x, y) of a copy turned `quarterTurns` clockwise comes from in the source. */
function turnSource(
  quarterTurns: 1 | 3,
  w: number,
  h: number,
): (x: number, y: number) => [number, number] {
  return quarterTurns === 1 ? (x, y) => [y, h - 1 - x] : (x, y) => [w - 1 - y, x];
}

/** The copy turned a quarter clockwise (1) or anticlockwise (3), for a hand pointing sideways. */
function turned(source: RgbImage, quarterTurns: 1 | 3, scale: number): View {
  const { width: w, height: h, data } = source;
  const from = turnSource(quarterTurns, w, h);
  // Turned, the copy is h wide and w tall.
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < w; y++) {
    for (let x = 0; x < h; x++) {
      const [sx, sy] = from(x, y);
      const o = (y * h + x) * 3;
      const i = (sy * w + sx) * 3;
      out[o] = data[i]!;
      out[o + 1] = data[i + 1]!;
      out[o + 2] = data[i + 2]!;
    }
  }
  const name = `handtrack@${quarterTurns * 90}`;
  return {
    name,
    image: { data: out, width: h, height: w },
    longSide: Math.max(w, h),
    toPhoto: (points) => ({
      name,
      points: points.map(([x, y, z]) => {
        const [sx, sy] = from(x, y);
        return [sx * scale, sy * scale, z];
      }),
    }),
  };
}

/** The copy with a grey border, so a hand that fills the frame is seen whole. */
function bordered(source: RgbImage, scale: number): View {
  const pad = Math.round(Math.max(source.width, source.height) * 0.2);
  const width = source.width + 2 * pad;
  const height = source.height + 2 * pad;
  const out = new Uint8Array(width * height * 3).fill(128);
  for (let y = 0; y < source.height; y++) {
    out.set(
      source.data.subarray(y * source.width * 3, (y + 1) * source.width * 3),
      ((y + pad) * width + pad) * 3,
    );
  }
  return {
    name: 'handtrack+border',
    image: { data: out, width, height },
    longSide: Math.max(width, height),
    toPhoto: (points) => ({
      name: 'handtrack+border',
      points: points.map(([x, y, z]) => [(x - pad) * scale, (y - pad) * scale, z]),
    }),
  };
}

function isGood(hands: FoundHand[], image: RgbImage): boolean {
  const long = Math.max(image.width, image.height);
  return openHands(hands).some((h) => Math.max(h.box[2], h.box[3]) >= GOOD_HAND_SHARE * long);
}

/** Looks for hands in `bytes` (any image sharp decodes), trying the copies in turn. */
export async function findHands(models: HandModels, bytes: Buffer): Promise<HandSearchResult> {
  const { image, detection } = await decodeForHands(bytes);
  const scale = image.width / detection.width;
  const plan: (() => View)[] = [
    () => ({
      name: 'handtrack',
      image: detection,
      longSide: Math.max(detection.width, detection.height),
      toPhoto: (points) => ({
        name: 'handtrack',
        points: points.map(([x, y, z]) => [x * scale, y * scale, z]),
      }),
    }),
    () => bordered(detection, scale),
    () => turned(detection, 1, scale),
    () => turned(detection, 3, scale),
    // No half turn: a hand pointing down is found upright by the first try's turned crops.
  ];
  const hands: FoundHand[] = [];
  const labels: string[] = [];
  const tries: string[] = [];
  for (const next of plan) {
    const view = next();
    tries.push(view.name);
    const found: DetectedHand[] = await models.detect(view.image);
    // A find smaller than this could only be refused as too far: not worth a landmark pass.
    const worthALook = found
      .filter((c) => shareOf(c.points, view.longSide, view.longSide) >= MIN_CANDIDATE_SHARE)
      .sort((a, b) => b.score - a.score)
      .slice(0, CANDIDATES_PER_TRY);
    for (const candidate of worthALook) {
      labels.push(candidate.label);
      const onPhoto = view.toPhoto(candidate.points);
      const refined = await models.refine(image, onPhoto.points);
      if (refined) {
        hands.push({ ...refined, path: onPhoto.name, detectorScore: candidate.score });
      }
    }
    if (isGood(hands, image)) break;
  }
  hands.sort((a, b) => b.presence - a.presence);
  return { image, hands, labels, tries };
}
