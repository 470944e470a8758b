import { expect, it } from 'vitest';
import { median, roundsLower } from '../../../../bench/lighthouse-compare.ts';

// `npm run bench -- lighthouse-compare` judges a change by two builds audited in turn: the
// figures it reports are these two.
it('reports the median of each build’s rounds and in how many rounds this one was the lower', () => {
  expect(median([900, 100, 500])).toBe(500);
  expect(median([400, 100, 300, 200])).toBe(250);
  // Paired by round: only a strictly lower figure in the same round counts.
  expect(roundsLower([100, 500, 300], [200, 400, 300])).toBe(1);
  expect(roundsLower([1, 2], [3])).toBe(1);
});
