/**
 * The option values of the reading forms (spec §3 "Option sets" and the kinds' own choices): what
 * the web offers, the API accepts and the oracle reads. Labels live with the oracle (Thai and
 * English text) and the web catalogues.
 */

export const RELATIONSHIPS = [
  'friend',
  'colleague',
  'crush',
  'exLover',
  'family',
  'stranger',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const AGE_RANGES = ['under20', '20-30', '30-40', '40-50', 'over50'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const KNOWN_DURATIONS = ['under1m', '1-6m', '6-12m', '1-3y', 'over3y'] as const;
export type KnownDuration = (typeof KNOWN_DURATIONS)[number];

export const EXPERIENCE_LEVELS = [
  'beginner',
  'junior',
  'intermediate',
  'senior',
  'executive',
  'expert',
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const RELATIONSHIP_TYPES = [
  'romantic',
  'marriage',
  'friendship',
  'business',
  'family',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export const PHONE_CATEGORIES = [
  'personal',
  'work',
  'family',
  'partner',
  'business',
  'friend',
] as const;
export type PhoneCategory = (typeof PHONE_CATEGORIES)[number];

export const INDUSTRIES = [
  'technology',
  'finance',
  'healthcare',
  'education',
  'creative',
  'sales',
  'government',
  'hospitality',
  'manufacturing',
  'agriculture',
  'freelance',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const CAREER_OBJECTIVES = [
  'growth',
  'promotion',
  'change-job',
  'start-business',
  'stability',
  'skills',
  'balance',
] as const;
export type CareerObjective = (typeof CAREER_OBJECTIVES)[number];

export const INCOME_SOURCES = ['salary', 'business', 'freelance', 'investment', 'mixed'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

export const FINANCE_GOALS = [
  'saving',
  'debt',
  'investing',
  'big-purchase',
  'extra-income',
  'stability',
] as const;
export type FinanceGoal = (typeof FINANCE_GOALS)[number];

export const LOVE_STATUSES = ['single', 'dating', 'married', 'complicated', 'heartbroken'] as const;
export type LoveStatus = (typeof LOVE_STATUSES)[number];

export const LUCK_FOCUSES = [
  'overall',
  'money',
  'love',
  'work',
  'travel',
  'health',
  'study',
] as const;
export type LuckFocus = (typeof LUCK_FOCUSES)[number];

export const OBSTACLE_CHALLENGES = [
  'work',
  'money',
  'love',
  'family',
  'health',
  'study',
  'legal',
  'self-doubt',
  'conflict',
  'bad-luck',
] as const;
export type ObstacleChallenge = (typeof OBSTACLE_CHALLENGES)[number];

export const RESOLUTION_FOCUSES = [
  'quick-relief',
  'long-term',
  'spiritual',
  'practical',
  'relationships',
] as const;
export type ResolutionFocus = (typeof RESOLUTION_FOCUSES)[number];

export const THEIR_FEELINGS_FOCUSES = [
  'feelings',
  'future',
  'obstacles',
  'advice',
  'timing',
] as const;
export type TheirFeelingsFocus = (typeof THEIR_FEELINGS_FOCUSES)[number];
