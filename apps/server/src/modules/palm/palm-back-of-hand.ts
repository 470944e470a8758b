import type { HandShape, Point, Protrusion } from './palm-hand-shape.ts';

/**
 * Is it the back of the hand? Seen from the back, each fingertip carries a nail: a smooth plate
 * in the middle of the tip, lighter and pinker than the skin beside it, with skin on both sides
 * (the nail folds). Seen from the palm, the tip is a pad of the finger's own skin. So each digit
 * is looked at across its width twice: at the nail's place near the tip and further down the
 * finger. The finger's own rounded shading, a light falling from one side and creases running
 * across the finger change both profiles alike; a nail changes only the first.
 */

export interface NailReading {
  /** Per digit (fingers, then the thumb): how strongly its tip shows a nail (1 or more: one). */
  scores: number[];
  /** Digits whose tip shows a nail. */
  nails: number;
  /** Digits whose tip shows at least a faint one (a pale nail on pale skin). */
  faintNails: number;
}

/**
 * A nail is lighter than the skin beside it and pinker (bluer against green): at least NAIL_LIGHTER
 * lighter (a share of the skin's brightness) and NAIL_PINKER pinker (log-chromaticity) — or, on
 * dark skin, where a pale nail stands out by its lightness alone, NAIL_MUCH_LIGHTER lighter. A
 * palm's fingertip pad catches the light too, but it is not pinker than its sides.
 */
const NAIL_LIGHTER = 0.1;
const NAIL_PINKER = 0.06;
const NAIL_MUCH_LIGHTER = 0.35;

/** A score this high is a faint nail: enough where nothing else says it is a palm. */
const FAINT_NAIL = 0.5;

/** 1 or more: a nail. */
const nailScore = (lighter: number, pinker: number) =>
  Math.max(
    Math.min(lighter / NAIL_LIGHTER, pinker / NAIL_PINKER),
    pinker >= 0 ? lighter / NAIL_MUCH_LIGHTER : 0,
    0,
  );

/**
 * The nail plate is looked for over NAIL_LENGTH palm radii, at levels from NAIL_FROM inside the
 * outline's tip to BEYOND past it, every LEVEL_STEP; the finger below it is looked at further
 * down (the end of the middle segment, clear of the nail and of the end joint).
 */
const NAIL_FROM = 0.08;
const NAIL_LENGTH = 0.16;
const BEYOND = 0.7;
const LEVEL_STEP = 0.04;
const BELOW_FROM = 0.42;
const BELOW_TO = 0.6;
/**
 * The nail folds beside the plate are skin: this close in hue to the finger's, and in brightness
 * (a share of the skin's) no more than this darker or lighter.
 */
const FOLD_HUE = 0.12;
const FOLD_DARKER = 0.3;
const FOLD_LIGHTER = 0.8;
/** Across the finger, as shares of its width from its midline: the middle and the sides. */
const MIDDLE = 0.2;
const SIDE_FROM = 0.3;
const SIDE_TO = 0.43;

interface Picture {
  rgb: Uint8Array;
  width: number;
  height: number;
}

const unit = (x: number, y: number): Point => {
  const n = Math.hypot(x, y) || 1;
  return { x: x / n, y: y / n };
};

/**
 * The digit's midline near its tip, from the hand's mask: the middles of its cross-sections a
 * quarter and two thirds of a palm radius in from the tip. Null when the mask does not show it.
 */
function digitAxis(
  hand: HandShape,
  digit: Protrusion,
): { tip: Point; towardPalm: Point; width: number } | null {
  if (!digit.tip) return null;
  const { mask, width, height, palmRadius: r } = hand;
  const inward = { x: -digit.direction.x, y: -digit.direction.y };
  const on = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi >= 0 && yi >= 0 && xi < width && yi < height && mask[yi * width + xi] === 1;
  };
  const section = (depth: number, along: Point) => {
    const cx = digit.tip!.x + along.x * depth;
    const cy = digit.tip!.y + along.y * depth;
    if (!on(cx, cy)) return null;
    const across = { x: -along.y, y: along.x };
    let a = 0;
    let b = 0;
    while (a < 2 * r && on(cx - across.x * (a + 0.5), cy - across.y * (a + 0.5))) a += 0.5;
    while (b < 2 * r && on(cx + across.x * (b + 0.5), cy + across.y * (b + 0.5))) b += 0.5;
    return { x: cx + (across.x * (b - a)) / 2, y: cy + (across.y * (b - a)) / 2, width: a + b };
  };
  // Twice: the second time along the midline the first found. A finger leaning away from the
  // palm's centre may leave the line from its tip early: then nearer sections are tried.
  for (const [nearDepth, farDepth] of SECTION_DEPTHS) {
    let along = inward;
    for (let round = 0; round < 2; round++) {
      const near = section(nearDepth * r, along);
      const far = section(farDepth * r, along);
      if (!near || !far) break;
      along = unit(far.x - near.x, far.y - near.y);
      if (round === 1) {
        // The tip on the midline: walk out from the near section to the outline.
        let t = 0;
        while (t < r && on(near.x - along.x * (t + 0.5), near.y - along.y * (t + 0.5))) t += 0.5;
        return {
          tip: { x: near.x - along.x * t, y: near.y - along.y * t },
          towardPalm: along,
          width: near.width,
        };
      }
    }
  }
  return null;
}

/** Depths (palm radii from the tip) of the two cross-sections that give a digit's midline. */
const SECTION_DEPTHS = [
  [0.25, 0.65],
  [0.15, 0.45],
  [0.35, 0.85],
] as const;

/** Mean brightness and log-chromaticity (red and blue against green) over a patch. */
interface Colour {
  light: number;
  red: number;
  blue: number;
}

/**
 * The mean colour over a patch in the digit's frame: `from`–`to` palm radii back from the tip
 * (negative: beyond it), across the given stretches of its width (shares, from its midline).
 */
function patch(
  picture: Picture,
  axis: { tip: Point; towardPalm: Point; width: number },
  scale: number,
  r: number,
  from: number,
  to: number,
  sides: readonly (readonly [number, number])[],
): Colour | null {
  const { rgb, width, height } = picture;
  const across = { x: -axis.towardPalm.y, y: axis.towardPalm.x };
  let light = 0;
  let red = 0;
  let blue = 0;
  let count = 0;
  const step = 0.5 / scale;
  for (let s = from * r; s <= to * r; s += step) {
    for (const [a, b] of sides) {
      for (let w = a * axis.width; w <= b * axis.width; w += step) {
        const x = Math.round((axis.tip.x + axis.towardPalm.x * s + across.x * w) * scale);
        const y = Math.round((axis.tip.y + axis.towardPalm.y * s + across.y * w) * scale);
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const i = (y * width + x) * 3;
        const g = Math.log(rgb[i + 1]! + 12);
        light += 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
        red += Math.log(rgb[i]! + 12) - g;
        blue += Math.log(rgb[i + 2]! + 12) - g;
        count++;
      }
    }
  }
  return count > 0 ? { light: light / count, red: red / count, blue: blue / count } : null;
}

const hueDistance = (a: Colour, b: Colour) => Math.hypot(a.red - b.red, a.blue - b.blue);

/**
 * How strongly each digit's tip shows a nail. `picture` is the photo decoded at `scale` times the
 * hand's picture (the hand is found on a small copy; nails need more pixels).
 *
 * The nail is looked for at every level along the digit from a little inside the outline's tip
 * to well beyond it: a nail of another colour than the skin (and the wrinkles over a knuckle) is
 * often left out of the hand's outline, so the outline may end short of the true fingertip.
 * At each level the middle of the digit is compared with its sides, which must be skin (the nail
 * folds): beyond a palm's fingertip the sides are background, and nothing is read there.
 */
export function readNails(hand: HandShape, picture: Picture, scale: number): NailReading {
  const r = hand.palmRadius;
  const digits = [...hand.fingers, ...(hand.thumb ? [hand.thumb] : [])];
  const middle = [[-MIDDLE, MIDDLE]] as const;
  const sides = [
    [-SIDE_TO, -SIDE_FROM],
    [SIDE_FROM, SIDE_TO],
  ] as const;
  const scores = digits.map((digit) => {
    const axis = digitAxis(hand, digit);
    if (!axis) return 0;
    const at = (from: number, to: number, across: readonly (readonly [number, number])[]) =>
      patch(picture, axis, scale, r, from, to, across);
    // Further down the finger: its own rounded shading, and its skin.
    const belowMiddle = at(BELOW_FROM, BELOW_TO, middle);
    const belowSides = at(BELOW_FROM, BELOW_TO, sides);
    if (!belowMiddle || !belowSides) return 0;
    const skin = Math.max(20, belowSides.light);
    let best = 0;
    for (let level = NAIL_FROM; level >= -BEYOND; level -= LEVEL_STEP) {
      const nailMiddle = at(level, level + NAIL_LENGTH, middle);
      const nailSides = at(level, level + NAIL_LENGTH, sides);
      if (!nailMiddle || !nailSides) continue;
      // Skin on both sides: of the finger's hue, not much darker than it — nor much lighter,
      // though the edge of a wide nail may lighten them.
      const sideLight = (nailSides.light - belowSides.light) / skin;
      const folds =
        hueDistance(nailSides, belowSides) <= FOLD_HUE &&
        sideLight >= -FOLD_DARKER &&
        sideLight <= FOLD_LIGHTER;
      if (!folds) continue;
      const lighter =
        (nailMiddle.light - nailSides.light - (belowMiddle.light - belowSides.light)) / skin;
      const pinker = nailMiddle.blue - nailSides.blue - (belowMiddle.blue - belowSides.blue);
      best = Math.max(best, nailScore(lighter, pinker));
    }
    return best;
  });
  return {
    scores,
    nails: scores.filter((s) => s >= 1).length,
    faintNails: scores.filter((s) => s >= FAINT_NAIL).length,
  };
}
