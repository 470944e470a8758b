import type { HandPoint } from './hand-reading.ts';
import { describe, expect, it } from 'vitest';
import { handFrame, handFromOutputs, MODEL_SIDE, sampleCrop } from './hand-crop.ts';

/** An open hand pointing `angle` radians clockwise from up, around (cx, cy). */
function hand(cx: number, cy: number, angle: number, size = 100): HandPoint[] {
  const points: HandPoint[] = [];
  for (let i = 0; i < 21; i++) {
    // Wrist at the bottom, fingers fanning upwards.
    const u = i === 0 ? 0 : ((i - 1) % 5) * 0.25 - 0.5;
    const v = i === 0 ? 0.5 : 0.2 - Math.floor((i - 1) / 5) * 0.15;
    const x = u * size;
    const y = v * size;
    points.push([
      cx + x * Math.cos(angle) - y * Math.sin(angle),
      cy + x * Math.sin(angle) + y * Math.cos(angle),
      0,
    ]);
  }
  return points;
}

describe('the landmark crop', () => {
  it('reads the model’s landmarks back onto the photo where they were, at any turn', () => {
    for (const angle of [0, Math.PI / 2, -Math.PI / 3, Math.PI]) {
      const points = hand(400, 300, angle);
      const frame = handFrame(points)!;
      // The model answers in crop pixels: the points as the crop sees them.
      const marks: number[] = [];
      for (const [x, y] of points) {
        // Invert toImage numerically: find (u, v) with toImage(u, v) = (x, y).
        const [ox, oy] = frame.toImage(0, 0);
        const [ux, uy] = frame.toImage(1, 0);
        const [vx, vy] = frame.toImage(0, 1);
        const det = (ux - ox) * (vy - oy) - (vx - ox) * (uy - oy);
        const u = ((x - ox) * (vy - oy) - (vx - ox) * (y - oy)) / det;
        const v = ((ux - ox) * (y - oy) - (x - ox) * (uy - oy)) / det;
        marks.push((u / frame.side + 0.5) * MODEL_SIDE, (v / frame.side + 0.5) * MODEL_SIDE, 0);
      }
      const found = handFromOutputs(
        frame,
        { landmarks: marks, presence: 0.9, rightHanded: 0.2, world: new Array(63).fill(0) },
        'handtrack',
      );
      found.landmarks.forEach(([x, y], i) => {
        expect(x).toBeCloseTo(points[i]![0], 6);
        expect(y).toBeCloseTo(points[i]![1], 6);
      });
      expect(found.presence).toBe(0.9);
      expect(found.rightHanded).toBe(0.2);
    }
  });

  it('turns the crop so the fingers point up, whichever way the hand points', () => {
    const frame = handFrame(hand(200, 200, Math.PI / 2))!;
    // Up in the crop (v < 0) is towards the fingertips: to the right of the wrist in the photo.
    const [upX] = frame.toImage(0, -frame.side / 4);
    const [downX] = frame.toImage(0, frame.side / 4);
    expect(upX).toBeGreaterThan(downX);
  });

  it('samples an RGBA canvas in 0–1 RGB', () => {
    // A 2×1 picture: red, then blue; a crop centred on the red pixel's middle.
    const image = {
      data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255]),
      width: 2,
      height: 1,
      channels: 4 as const,
    };
    const at = (x: number) =>
      Array.from(
        sampleCrop(image, { side: 0.01, toImage: (u, v) => [x + u, 0.5 + v] }).slice(0, 3),
      );
    const [r1, g1, b1] = at(0.5);
    expect(r1).toBeGreaterThan(0.95);
    expect(g1! + b1!).toBeLessThan(0.05);
    const [r2, g2, b2] = at(1.5);
    expect(b2).toBeGreaterThan(0.95);
    expect(r2! + g2!).toBeLessThan(0.05);
  });

  it('samples bilinearly along the turned crop, and black outside the photo', () => {
    // A photo whose red is its x and green its y: bilinear sampling reproduces both exactly.
    const width = 200;
    const height = 150;
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        data[(y * width + x) * 3] = x;
        data[(y * width + x) * 3 + 1] = y;
      }
    }
    const image = { data, width, height };
    const frame = handFrame(hand(100, 75, Math.PI / 5, 60))!;
    const crop = sampleCrop(image, frame);
    const step = frame.side / MODEL_SIDE;
    let inside = 0;
    for (const [row, col] of [
      [0, 0],
      [17, 200],
      [112, 112],
      [223, 5],
      [60, 223],
    ] as const) {
      const [x, y] = frame.toImage(
        (col + 0.5) * step - frame.side / 2,
        (row + 0.5) * step - frame.side / 2,
      );
      const o = (row * MODEL_SIDE + col) * 3;
      if (x >= 1 && y >= 1 && x < width - 1 && y < height - 1) {
        inside++;
        // Pixel centres are at +0.5, so the value at x is x - 0.5.
        expect(crop[o]! * 255).toBeCloseTo(x - 0.5, 3);
        expect(crop[o + 1]! * 255).toBeCloseTo(y - 0.5, 3);
      }
    }
    expect(inside).toBeGreaterThanOrEqual(3);
    // A crop wholly off the photo is black.
    const away = sampleCrop(image, { side: 10, toImage: (u, v) => [-500 + u, -500 + v] });
    expect(away.every((value) => value === 0)).toBe(true);
  });
});
