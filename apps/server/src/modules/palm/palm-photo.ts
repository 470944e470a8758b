import type { OutputInfo } from 'sharp';
import { loadSharp } from '../../platform/lazy-modules.ts';
import type { PalmPhotoProblem } from '@duangdee/contract/palm';
import { categorizeLine, type PalmFeatures, type PalmLineId } from '@duangdee/oracle/palm-lines';
import { IMAGE_MAX_INPUT_PIXELS } from '../uploads/image-encoding.ts';
import {
  colourCandidates,
  findHand,
  skinCandidates,
  type HandShape,
  type SkinRegion,
} from './palm-hand-shape.ts';
import {
  canonicalPalm,
  CANONICAL_PX_PER_RADIUS,
  measurePalmLines,
  type LineMeasurement,
} from './palm-line-features.ts';
import { readNails } from './palm-back-of-hand.ts';
import { gaussianBlur, percentile } from './palm-raster.ts';

/**
 * The built-in look at a palm photo: is there an open hand, bright and sharp enough, and what do
 * its lines look like. The answer feeds the oracle's palmistry (`readPalm`); a refusal carries
 * a kind message in Thai and English that tells the user how to take a better photo.
 * Deterministic: the same bytes always give the same answer.
 */

export type { PalmPhotoProblem };

export interface PalmPhotoMeasurements {
  /** Share of the photo the hand covers (0–1). */
  handCoverage: number;
  /** Half the palm's width, in the photo's pixels. */
  palmRadiusPx: number;
  /** Fingers seen apart, and whether the thumb was. */
  fingers: number;
  thumbSeen: boolean;
  /** Which way the fingers point: degrees clockwise from straight up in the photo. */
  rotationDeg: number;
  /** Median brightness of the hand, 0–1. */
  brightness: number;
  /** Estimated blur of the hand's outline, pixels at the analysis scale (lower is sharper). */
  blurPx: number;
  /** Digits whose tip shows a nail (a palm shows none; see `palm-back-of-hand.ts`). */
  nails: number;
  /** Per line: how much of its region shows it, how deep, how much it turns. */
  lines: Record<PalmLineId, { found: number; bins: number; depth: number; turnDeg: number }>;
}

export type PalmPhotoAnalysis =
  | {
      ok: true;
      features: PalmFeatures;
      handCoverage: number;
      measurements: PalmPhotoMeasurements;
    }
  | { ok: false; reason: PalmPhotoProblem; messageTh: string; messageEn: string };

export const PALM_PHOTO_MESSAGES: Record<PalmPhotoProblem, { th: string; en: string }> = {
  several_hands: {
    th: 'ในภาพมีมือมากกว่าหนึ่งข้าง กรุณาถ่ายเฉพาะมือข้างที่จะดู ให้ฝ่ามือเต็มกรอบภาพ',
    en: 'There is more than one hand in this photo. Please photograph only the hand to be read, filling the frame.',
  },
  fist: {
    th: 'มือยังกำหรืองออยู่ จึงมองไม่เห็นเส้นลายมือ กรุณาแบมือออกให้สุด กางนิ้วเล็กน้อย แล้วหันฝ่ามือเข้าหากล้อง',
    en: 'Your hand is closed or curled, so its lines cannot be seen. Please open your hand flat, fingers slightly apart, palm towards the camera.',
  },
  no_hand: {
    th: 'ไม่พบฝ่ามือในภาพ กรุณาถ่ายภาพฝ่ามือให้เห็นชัดเต็มมือ กางนิ้วออกเล็กน้อย ในที่ที่มีแสงสว่างเพียงพอ',
    en: 'We could not find a palm in this photo. Please photograph your whole open palm, fingers slightly apart, in good light.',
  },
  too_dark: {
    th: 'ภาพมืดเกินไปจนมองไม่เห็นลายมือ กรุณาถ่ายใหม่ในที่ที่มีแสงสว่างเพียงพอ เช่น ใกล้หน้าต่างหรือใต้แสงไฟ',
    en: 'The photo is too dark to see the lines of your palm. Please take it again in brighter light, such as near a window or under a lamp.',
  },
  too_blurry: {
    th: 'ภาพยังไม่คมชัด จึงมองเห็นเส้นลายมือได้ไม่ชัด กรุณาถือกล้องให้นิ่ง แตะที่ฝ่ามือบนหน้าจอเพื่อโฟกัส แล้วถ่ายใหม่อีกครั้ง',
    en: 'The photo is blurry, so the lines of your palm cannot be read. Please hold the camera steady, tap your palm on the screen to focus, and take it again.',
  },
  back_of_hand: {
    th: 'ดูเหมือนเป็นหลังมือ กรุณาหันฝ่ามือเข้าหากล้องให้เห็นลายมือ กางนิ้วออกเล็กน้อย แล้วถ่ายใหม่อีกครั้ง',
    en: 'This looks like the back of a hand. Please turn your palm towards the camera so its lines show, fingers slightly apart, and take the photo again.',
  },
  too_small: {
    th: 'ฝ่ามือในภาพเล็กเกินไป กรุณาถ่ายให้ใกล้ขึ้นจนฝ่ามือเต็มกรอบภาพ โดยยังเห็นนิ้วครบทุกนิ้ว',
    en: 'Your palm is too small in the photo. Please move closer so your hand fills the frame, with all your fingers still in view.',
  },
};

/** The palm's main lines: a back of the hand shows none of them. */
const MAIN_LINES = ['life', 'head', 'heart'] as const;
/** Digits showing a nail that make a photo the back of a hand... */
const BACK_NAILS = 3;
/** ...or fewer clear ones, when not one main line shows. */
const BACK_NAILS_WITHOUT_LINES = 2;

/** The hand is looked for at this size: plenty for its outline, quick to scan. */
const DETECTION_SIDE = 320;
/** A photo whose shorter side is smaller than this cannot show palm lines. */
const MIN_PHOTO_SIDE = 200;
/** Below this palm radius (photo pixels) the creases are too few pixels wide to measure. */
const MIN_PALM_RADIUS_PX = 40;
/** Brightness (0–255) under which a photo, or the hand in it, is too dark to read. */
const DARK_PHOTO_P90 = 60;
const DARK_HAND_MEDIAN = 60;
/** ...unless the photo's brighter part reaches this: then the light was good and the skin dark. */
const LIT_PHOTO_P90 = 150;
/**
 * Blur (Gaussian sigma) beyond which the palm's creases are lost, as a share of the hand's size
 * (the square root of its area, about three palm radii): about 1 px for a hand filling a third
 * of the analysis picture.
 */
const MAX_BLUR_SHARE = 0.0065;
/** No limit lower than this: resampling to the analysis size softens every edge a little. */
const MIN_BLUR_LIMIT_PX = 0.6;
/** Blur is judged on hands covering at least this share of the photo. */
const MIN_BLUR_JUDGED_SHARE = 0.05;

const refuse = (reason: PalmPhotoProblem): PalmPhotoAnalysis => ({
  ok: false,
  reason,
  messageTh: PALM_PHOTO_MESSAGES[reason].th,
  messageEn: PALM_PHOTO_MESSAGES[reason].en,
});

const decoder = (sharp: Awaited<ReturnType<typeof loadSharp>>, bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');

/** Rec. 601 luma of packed RGB. */
function lumaOf(rgb: Uint8Array, pixels: number): Float32Array {
  const out = new Float32Array(pixels);
  for (let i = 0; i < pixels; i++) {
    out[i] = 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;
  }
  return out;
}

/** Blur of the reference, pixels: how much blurring an edge's own blur is compared with. */
const REBLUR_SIGMA = 2;

/**
 * How soft the edges around and inside the skin region are, as a Gaussian sigma in pixels, by
 * blurring again (Crété-Roffet's re-blur idea): a sharp edge loses much of its gradient energy
 * when blurred by s, an edge already blurred by σ keeps the share σ/√(σ² + s²) of it, whatever
 * its contrast. Only pixels on real edges count, so flat skin and JPEG noise do not vote.
 */
function blurOf(luma: Float32Array, skin: SkinRegion): number {
  const { width, height, region } = skin;
  const reblurred = gaussianBlur(luma, width, height, REBLUR_SIGMA);
  const x0 = Math.max(1, region.minX - 4);
  const x1 = Math.min(width - 2, region.maxX + 4);
  const y0 = Math.max(1, region.minY - 4);
  const y1 = Math.min(height - 2, region.maxY + 4);
  let sharpEnergy = 0;
  let softEnergy = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      const bx = (reblurred[i + 1]! - reblurred[i - 1]!) / 2;
      const by = (reblurred[i + width]! - reblurred[i - width]!) / 2;
      const soft = bx * bx + by * by;
      // An edge of at least ~15 grey levels; below that it is texture or noise.
      if (soft < 2 * 2) continue;
      const gx = (luma[i + 1]! - luma[i - 1]!) / 2;
      const gy = (luma[i + width]! - luma[i - width]!) / 2;
      sharpEnergy += gx * gx + gy * gy;
      softEnergy += soft;
    }
  }
  if (sharpEnergy <= 0) return Infinity;
  const kept = Math.min(0.999, softEnergy / sharpEnergy);
  return (REBLUR_SIGMA * kept) / Math.sqrt(1 - kept * kept);
}

function lineSummary(lines: Record<PalmLineId, LineMeasurement>) {
  const out = {} as PalmPhotoMeasurements['lines'];
  for (const id of Object.keys(lines) as PalmLineId[]) {
    const line = lines[id];
    out[id] = {
      found: line.found,
      bins: line.bins,
      depth: Math.round(line.depth * 1000) / 1000,
      turnDeg: Math.round(line.turnDeg),
    };
  }
  return out;
}

/**
 * The hand among the candidate regions. A region may hold the whole hand, the hand run into its
 * background, or the hand with its fingertips cut off (at knuckle wrinkles, or nails of another
 * colour): the fullest hand is kept — the most fingers and thumb seen, then clearly longer
 * fingers. Every region is looked at, so the first one found does not hide a fuller one.
 */
function bestHand(lists: (() => SkinRegion[])[]): {
  located: { hand: HandShape; region: SkinRegion } | null;
  tooSmall: boolean;
} {
  const score = (hand: HandShape) => hand.fingers.length + (hand.thumbSeen ? 1 : 0);
  const reach = (hand: HandShape) =>
    [...hand.fingers, ...(hand.thumb ? [hand.thumb] : [])].reduce((sum, d) => sum + d.length, 0);
  const better = (a: HandShape, b: HandShape) =>
    score(a) > score(b) || (score(a) === score(b) && reach(a) > reach(b) + FULLER_REACH);
  let located: { hand: HandShape; region: SkinRegion } | null = null;
  let tooSmall = false;
  for (const list of lists) {
    for (const candidate of list()) {
      const search = findHand(candidate);
      if (!search.found) {
        if (search.reason === 'too_small') tooSmall = true;
        continue;
      }
      if (!located || better(search.hand, located.hand)) {
        located = { hand: search.hand, region: candidate };
      }
    }
  }
  return { located, tooSmall };
}

/**
 * Fingers longer by this much in all (palm radii) are fingers seen whole, not cut short — or a
 * hand, where the other region only looked like one.
 */
const FULLER_REACH = 0.3;

export async function analyzePalmPhoto(bytes: Buffer): Promise<PalmPhotoAnalysis> {
  let photoWidth: number;
  let photoHeight: number;
  let detection: { data: Buffer; info: OutputInfo };
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    photoWidth = (turned ? meta.height : meta.width) ?? 0;
    photoHeight = (turned ? meta.width : meta.height) ?? 0;
    detection = await decoder(sharp, bytes)
      .resize({ width: DETECTION_SIDE, height: DETECTION_SIDE, fit: 'inside' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Not a picture we can read: to the user, there is no hand in it.
    return refuse('no_hand');
  }
  if (Math.min(photoWidth, photoHeight) < MIN_PHOTO_SIDE) return refuse('too_small');

  const { width, height } = detection.info;
  const rgb = new Uint8Array(
    detection.data.buffer,
    detection.data.byteOffset,
    detection.data.byteLength,
  );
  const luma = lumaOf(rgb, width * height);
  const photoBright = percentile(luma, 0.9);
  if (photoBright < DARK_PHOTO_P90) return refuse('too_dark');
  // A dark hand in a well-lit photo is dark skin (the back of a type VI hand is as dark as a
  // palm in dim light), not a dark photo.
  const tooDarkHand = (median: number) => median < DARK_HAND_MEDIAN && photoBright < LIT_PHOTO_P90;

  const candidates = skinCandidates(rgb, width, height);
  const medianLuma = (region: SkinRegion) => {
    const values: number[] = [];
    for (let i = 0; i < luma.length; i++) if (region.region.mask[i]) values.push(luma[i]!);
    return percentile(values, 0.5);
  };
  // On a small hand the resampling's own softness is a large share: its answer is "too small".
  const isBlurry = (region: SkinRegion, blurPx: number) =>
    region.coverage >= MIN_BLUR_JUDGED_SHARE &&
    blurPx > Math.max(MIN_BLUR_LIMIT_PX, MAX_BLUR_SHARE * Math.sqrt(region.region.area));

  // The fixed skin rule runs a hand into a skin-coloured table or wall, and misses it under
  // coloured light; the picture's own colour groups keep it apart (and the background's group
  // leaves a hole of its whole shape). Regions of both kinds are looked at.
  const { located, tooSmall } = bestHand([
    () => candidates,
    () => colourCandidates(rgb, width, height),
  ]);
  if (!located) {
    // No hand shape: say why when the photo itself hides it (dark, or so blurred that the
    // fingers run together), otherwise that no hand was found.
    const largest = candidates[0];
    if (largest && tooDarkHand(medianLuma(largest))) return refuse('too_dark');
    if (largest && isBlurry(largest, blurOf(luma, largest))) return refuse('too_blurry');
    return refuse(tooSmall ? 'too_small' : 'no_hand');
  }
  const { hand, region: handRegion } = located;
  const brightness = medianLuma(handRegion);
  if (tooDarkHand(brightness)) return refuse('too_dark');
  const blurPx = blurOf(luma, handRegion);
  if (isBlurry(handRegion, blurPx)) return refuse('too_blurry');
  const detectionScale = width / photoWidth;
  const palmRadiusPx = hand.palmRadius / detectionScale;
  if (palmRadiusPx < MIN_PALM_RADIUS_PX) return refuse('too_small');

  // The lines are read from a second decode, sized so the palm's radius is the canonical one
  // (never enlarged beyond the photo itself).
  const wanted = CANONICAL_PX_PER_RADIUS / palmRadiusPx;
  const lineScale = Math.min(1, wanted);
  const lineWidth = Math.max(1, Math.round(photoWidth * lineScale));
  const lineHeight = Math.max(1, Math.round(photoHeight * lineScale));
  let lineRgb: Uint8Array;
  try {
    const lines = await decoder(sharp, bytes)
      .resize({ width: lineWidth, height: lineHeight, fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    lineRgb = new Uint8Array(lines.data.buffer, lines.data.byteOffset, lines.data.byteLength);
  } catch {
    return refuse('no_hand');
  }
  const lineLuma = lumaOf(lineRgb, lineWidth * lineHeight);
  const palm = canonicalPalm(hand, lineLuma, lineWidth, lineHeight, lineWidth / width);
  const { features, lines } = measurePalmLines(palm);
  const nails = readNails(
    hand,
    { rgb: lineRgb, width: lineWidth, height: lineHeight },
    lineWidth / width,
  );
  // The back of the hand: nails at the fingertips and no palm creases. Clear nails on most
  // digits settle it unless the palm's lines show; where not one main line shows, clear nails on
  // two digits or faint ones (pale nails on pale skin) on most do.
  const mainLinesSeen = MAIN_LINES.filter((id) => categorizeLine(id, features[id]).present).length;
  if (
    (nails.nails >= BACK_NAILS && mainLinesSeen < 2) ||
    (mainLinesSeen === 0 &&
      (nails.nails >= BACK_NAILS_WITHOUT_LINES || nails.faintNails >= BACK_NAILS))
  ) {
    return refuse('back_of_hand');
  }
  const rotationDeg = Math.round((Math.atan2(hand.up.x, -hand.up.y) * 180) / Math.PI);
  return {
    ok: true,
    features,
    handCoverage: hand.coverage,
    measurements: {
      handCoverage: hand.coverage,
      palmRadiusPx: Math.round(palmRadiusPx),
      fingers: hand.fingers.length,
      thumbSeen: hand.thumbSeen,
      rotationDeg: rotationDeg < 0 ? rotationDeg + 360 : rotationDeg,
      brightness: Math.round((brightness / 255) * 1000) / 1000,
      blurPx: Math.round(blurPx * 100) / 100,
      nails: nails.nails,
      lines: lineSummary(lines),
    },
  };
}
