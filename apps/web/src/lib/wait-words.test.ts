import { describe, expect, it } from 'vitest';
import { waitWords } from './wait-words.ts';

describe('waitWords: an estimate as people say it', () => {
  it('says seconds under a minute, up to the next 5, never shorter than the estimate', () => {
    expect(waitWords(2)).toEqual({ unit: 'seconds', count: 5 });
    expect(waitWords(10)).toEqual({ unit: 'seconds', count: 10 });
    expect(waitWords(12)).toEqual({ unit: 'seconds', count: 15 });
    expect(waitWords(35)).toEqual({ unit: 'seconds', count: 35 });
  });

  it('says whole minutes from a minute on', () => {
    expect(waitWords(58)).toEqual({ unit: 'minute', count: 1 });
    expect(waitWords(75)).toEqual({ unit: 'minute', count: 1 });
    expect(waitWords(90)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitWords(300)).toEqual({ unit: 'minutes', count: 5 });
  });
});
