import type { HandPoint } from '@duangdee/contract/hand-reading';
import { describe, expect, it } from 'vitest';
import { detectionViews } from './hand-model-geometry.ts';

describe('the detector’s copies of the photo', () => {
  it('maps a point found on each copy back onto the photo', () => {
    const width = 640;
    const height = 480;
    const point: HandPoint = [100, 50, 7];
    for (const view of detectionViews(width, height)) {
      const [a, b, c, d, e, f] = view.transform;
      // Where the canvas transform draws the photo's point in the copy…
      const inCopy: HandPoint = [
        a * point[0] + c * point[1] + e,
        b * point[0] + d * point[1] + f,
        7,
      ];
      expect(inCopy[0]).toBeGreaterThanOrEqual(0);
      expect(inCopy[0]).toBeLessThanOrEqual(view.width);
      expect(inCopy[1]).toBeLessThanOrEqual(view.height);
      // …comes back where it was.
      expect(view.toPicture(inCopy), view.name).toEqual(point);
    }
  });
});
