import type { HandPoint } from '@duangdee/contract/hand-reading';

/**
 * The arithmetic of the phone's hand check, apart from the models so it can be tested on its
 * own: the copies of the photo the detector is shown (the landmark model's crop is shared with
 * the server: @duangdee/contract/hand-crop).
 */

/**
 * A copy of the detection picture the detector is shown, as a 2D transform from the picture to
 * the copy (a canvas `setTransform`) and its inverse for the points it finds.
 */
export interface DetectionView {
  name: string;
  width: number;
  height: number;
  /** Canvas transform (a, b, c, d, e, f) that draws the picture into the copy. */
  transform: [number, number, number, number, number, number];
  /** A point found in the copy, in the picture's pixels. */
  toPicture(point: HandPoint): HandPoint;
}

/**
 * The tries of the server's search that need no second detector: as it is, turned a quarter
 * either way or upside down (a hand pointing sideways or down), and with a border (a hand that
 * fills the frame).
 */
export function detectionViews(width: number, height: number): DetectionView[] {
  const w = width;
  const h = height;
  const pad = Math.round(Math.max(w, h) * 0.2);
  return [
    {
      name: 'handtrack',
      width: w,
      height: h,
      transform: [1, 0, 0, 1, 0, 0],
      toPicture: (p) => p,
    },
    {
      // A quarter clockwise: (sx, sy) → (h − sy, sx).
      name: 'handtrack@90',
      width: h,
      height: w,
      transform: [0, 1, -1, 0, h, 0],
      toPicture: ([x, y, z]) => [y, h - x, z],
    },
    {
      // A quarter anticlockwise: (sx, sy) → (sy, w − sx).
      name: 'handtrack@270',
      width: h,
      height: w,
      transform: [0, -1, 1, 0, 0, w],
      toPicture: ([x, y, z]) => [w - y, x, z],
    },
    {
      name: 'handtrack@180',
      width: w,
      height: h,
      transform: [-1, 0, 0, -1, w, h],
      toPicture: ([x, y, z]) => [w - x, h - y, z],
    },
    {
      name: 'handtrack+border',
      width: w + 2 * pad,
      height: h + 2 * pad,
      transform: [1, 0, 0, 1, pad, pad],
      toPicture: ([x, y, z]) => [x - pad, y - pad, z],
    },
  ];
}
