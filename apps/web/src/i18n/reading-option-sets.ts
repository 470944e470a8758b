import {
  AGE_RANGES,
  CAREER_OBJECTIVES,
  EXPERIENCE_LEVELS,
  FINANCE_GOALS,
  INCOME_SOURCES,
  INDUSTRIES,
  KNOWN_DURATIONS,
  LOVE_STATUSES,
  LUCK_FOCUSES,
  OBSTACLE_CHALLENGES,
  PHONE_CATEGORIES,
  RELATIONSHIP_TYPES,
  RELATIONSHIPS,
  RESOLUTION_FOCUSES,
  THEIR_FEELINGS_FOCUSES,
} from '@duangdee/contract/reading-options';
import { DETAIL_LEVELS, GENDERS } from '@duangdee/contract/reading-kinds';

/** Every option set the contract offers, by its key in `readings.options`. */
export const READING_OPTION_SETS = {
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

export type OptionSetName = keyof typeof READING_OPTION_SETS;

/** A value of the named option set. */
export type OptionOf<N extends OptionSetName> = (typeof READING_OPTION_SETS)[N][number];

/** A label for every value of every option set: the compiler checks none is missing or extra. */
export type OptionLabels = { [N in OptionSetName]: Record<OptionOf<N>, string> };
