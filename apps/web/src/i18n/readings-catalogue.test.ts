import {
  AGE_RANGES,
  CAREER_OBJECTIVES,
  DETAIL_LEVELS,
  EXPERIENCE_LEVELS,
  FINANCE_GOALS,
  INCOME_SOURCES,
  INDUSTRIES,
  KNOWN_DURATIONS,
  LOVE_STATUSES,
  LUCK_FOCUSES,
  OBSTACLE_CHALLENGES,
  PHONE_CATEGORIES,
  READING_KINDS,
  RELATIONSHIP_TYPES,
  RELATIONSHIPS,
  RESOLUTION_FOCUSES,
  THEIR_FEELINGS_FOCUSES,
} from '@duangdee/contract/readings';
import { GENDERS } from '@duangdee/contract/users';
import { describe, expect, it } from 'vitest';
import { readingsEn } from './readings-en.ts';
import { readingsTh } from './readings-th.ts';

const THAI = /[\u0E00-\u0E7F]/;

/** Every option set the contract offers, by its key in `readings.options`. */
const OPTION_SETS = {
  relationships: RELATIONSHIPS,
  ageRanges: AGE_RANGES,
  knownDurations: KNOWN_DURATIONS,
  experienceLevels: EXPERIENCE_LEVELS,
  relationshipTypes: RELATIONSHIP_TYPES,
  phoneCategories: PHONE_CATEGORIES,
  industries: INDUSTRIES,
  careerObjectives: CAREER_OBJECTIVES,
  incomeSources: INCOME_SOURCES,
  financeGoals: FINANCE_GOALS,
  loveStatuses: LOVE_STATUSES,
  luckFocuses: LUCK_FOCUSES,
  obstacleChallenges: OBSTACLE_CHALLENGES,
  resolutionFocuses: RESOLUTION_FOCUSES,
  theirFeelingsFocuses: THEIR_FEELINGS_FOCUSES,
  genders: GENDERS,
  detailLevels: DETAIL_LEVELS,
} as const;

describe('readings catalogues', () => {
  it.each(Object.entries(OPTION_SETS))(
    'labels every value of %s in Thai and English, and nothing else',
    (name, values) => {
      const th: Record<string, string> = readingsTh.options[name as keyof typeof OPTION_SETS];
      const en: Record<string, string> = readingsEn.options[name as keyof typeof OPTION_SETS];
      expect(Object.keys(th).sort()).toEqual([...values].sort());
      expect(Object.keys(en).sort()).toEqual([...values].sort());
      for (const value of values) {
        expect(th[value]).toMatch(THAI);
        expect(en[value]).toMatch(/^[^\u0E00-\u0E7F]+$/);
      }
    },
  );

  it('names and introduces every reading kind in both languages', () => {
    for (const kind of READING_KINDS) {
      expect(readingsTh.kinds[kind]).toMatch(THAI);
      expect(readingsTh.leads[kind]).toMatch(THAI);
      expect(readingsEn.kinds[kind]).not.toMatch(THAI);
      expect(readingsEn.leads[kind]).not.toMatch(THAI);
    }
  });
});
