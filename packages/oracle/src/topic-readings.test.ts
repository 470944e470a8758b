import { describe, expect, it } from 'vitest';
import { generateTopicReading, TOPIC_GENERATORS, TOPIC_KINDS } from './topic-readings.ts';

describe('topic readings registry', () => {
  it('has a generator for every kind', () => {
    expect(Object.keys(TOPIC_GENERATORS).sort()).toEqual([...TOPIC_KINDS].sort());
  });

  it('runs a generator by kind and tags the result', () => {
    expect(generateTopicReading('luck', { date: '2026-11-22' }).kind).toBe('luck');
    expect(
      generateTopicReading('their-feelings', {
        date: '2026-11-22',
        target: { relationship: 'friend' },
        wantToKnow: ['advice'],
      }).kind,
    ).toBe('their-feelings');
    expect(generateTopicReading('daily', { date: '2026-11-22' }).colours.colourOfDayTh).toBe(
      'สีแดง',
    );
  });
});
