import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { ReadingInputError, type ReadingResult } from './common.ts';
import {
  OBSTACLE_CHALLENGES,
  obstaclesReading,
  RESOLUTION_FOCUSES,
  type ObstaclesInput,
} from './obstacles.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const text = (r: ReadingResult) => r.summaryTh + r.sections.map((s) => s.bodyTh).join('|');

const inputs: ObstaclesInput[] = Array.from({ length: 100 }, (_, i) => ({
  date: '2026-11-25',
  birthDate: iso(addDays({ year: 1968, month: 8, day: 8 }, i * 131)),
  currentChallenges: [
    OBSTACLE_CHALLENGES[i % OBSTACLE_CHALLENGES.length]!,
    OBSTACLE_CHALLENGES[(i * 3 + 1) % OBSTACLE_CHALLENGES.length]!,
  ],
  resolutionFocus: RESOLUTION_FOCUSES[i % RESOLUTION_FOCUSES.length],
}));

describe('obstaclesReading', () => {
  it('gives 100 different readings for 100 different inputs', () => {
    expect(new Set(inputs.map((i) => text(obstaclesReading(i)))).size).toBe(100);
  });

  it('is deterministic', () => {
    expect(obstaclesReading(inputs[5]!)).toEqual(obstaclesReading(inputs[5]!));
  });

  it('writes one section per challenge, in the order given, without duplicates', () => {
    const r = obstaclesReading({
      date: '2026-11-25',
      currentChallenges: ['legal', 'health', 'legal'],
      context: 'มีเรื่องฟ้องร้องกับเพื่อนบ้าน',
    });
    const ids = r.sections.map((s) => s.id).filter((id) => id.startsWith('challenge-'));
    expect(ids).toEqual(['challenge-legal', 'challenge-health']);
    expect(r.sections.find((s) => s.id === 'challenge-health')!.bodyTh).toContain('แพทย์');
    expect(r.sections.find((s) => s.id === 'challenge-legal')!.bodyEn).toMatch(
      /lawyer|legal professional/,
    );
    expect(r.sections[0]!.bodyTh).toContain('มีเรื่องฟ้องร้องกับเพื่อนบ้าน');
  });

  it('needs at least one challenge', () => {
    expect(() => obstaclesReading({ date: '2026-11-25', currentChallenges: [] })).toThrow(
      ReadingInputError,
    );
    try {
      obstaclesReading({ date: '2026-11-25', currentChallenges: [] });
    } catch (e) {
      expect((e as ReadingInputError).code).toBe('CHALLENGES_REQUIRED');
    }
    expect(() =>
      obstaclesReading({
        date: '2026-11-25',
        currentChallenges: ['dragons' as ObstaclesInput['currentChallenges'][number]],
      }),
    ).toThrow(ReadingInputError);
  });

  it('reads the person’s story once, and brings the question to the challenge it belongs to', () => {
    const r = obstaclesReading({
      date: '2026-11-25',
      birthDate: '1985-06-01',
      currentChallenges: ['family', 'money'],
      context: 'มีปัญหากับครอบครัวฝั่งแฟน',
      question: 'หนี้สินจะหมดไหม',
    });
    const all = r.summaryTh + r.sections.map((s) => s.bodyTh).join(' ') + r.adviceTh;
    expect(all.split('มีปัญหากับครอบครัวฝั่งแฟน').length - 1).toBe(1);
    expect(r.sections.find((s) => s.id === 'challenge-money')!.bodyTh).toContain('หนี้');
    // No figure is put on when a debt ends: months, not certainties.
    expect(r.sections[0]!.bodyTh).not.toMatch(/แน่นอน/);
  });
});
