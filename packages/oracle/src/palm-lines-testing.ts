import type { PalmLineFeatures } from './palm-lines.ts';

/** Tests' palm line as the analysis measures one that the photo showed whole. */
export const seenLine = (
  strength: number,
  length: number,
  more: Partial<PalmLineFeatures> = {},
): PalmLineFeatures => ({
  strength,
  length,
  curvature: 0.3,
  breaks: 0,
  presence: 1,
  coverage: 1,
  breakCount: 0,
  forkStart: 0,
  forkEnd: 0,
  direction: 0,
  ...more,
});
