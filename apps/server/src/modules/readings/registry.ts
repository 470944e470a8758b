/**
 * The topic readings the server sells, one entry per kind: its price (cost key), the contract's
 * request schema, how a validated request plus the reading day and the user's profile become the
 * oracle's input, and the generator. Routes, billing, jobs and history are generic over this list:
 * a new kind is one schema in the contract and one entry here.
 */
import type { CoinCostKey } from '@duangdee/contract/coins';
import {
  READING_BODY_SCHEMAS,
  READING_KINDS,
  type PersonBody,
  type ReadingBodies,
  type ReadingKind,
  type ReadingResultView,
} from '@duangdee/contract/readings';
import { drawStick } from '@duangdee/oracle/love-sticks';
import { GENDERS, type Gender, type PersonInput } from '@duangdee/oracle/options';
import {
  analyzePhoneNumber,
  validatePhoneNumber,
  type PhoneAspectId,
} from '@duangdee/oracle/phone-numerology';
import type { TheirFeelingsFocus } from '@duangdee/oracle/readings/their-feelings';
import { TOPIC_GENERATORS } from '@duangdee/oracle/topic-readings';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import {
  presentOracleReading,
  presentPhoneReading,
  presentStickReading,
  type PhonePreferences,
} from './presenters.ts';

/** The user's own details from their profile; each may be missing. */
export interface ReadingProfile {
  name?: string;
  birthDate?: string;
  birthTime?: string;
  gender?: Gender;
}

/** Everything a reading is made of besides the request. */
export interface ReadingContext {
  /** The Thai calendar day of the reading, `YYYY-MM-DD` (Asia/Bangkok). */
  date: string;
  profile: ReadingProfile;
  /** What the user added when starting ("interested in work and love"), if anything. */
  additionalContext: string | null;
  /** A secret per session, for readings that draw by chance (never from the client). */
  seed: string;
}

interface KindDefinition<K extends ReadingKind, O> {
  kind: K;
  costKey: CoinCostKey;
  /**
   * `job`: once started, the `readings.generate` job makes the reading. `draw`: the user finishes
   * it (love sticks are drawn); an undrawn one is drawn by the job after a while.
   */
  finish: 'job' | 'draw';
  estimatedSeconds: number;
  /** Rules the schema cannot state, checked when the session is created. */
  check?: (input: ReadingBodies[K], profile: ReadingProfile) => void;
  toOracleInput: (input: ReadingBodies[K], ctx: ReadingContext) => O;
  generate: (oracleInput: O) => ReadingResultView;
}

/** A registry entry with its types erased: the stored input went through `bodySchema`. */
export interface ReadingKindEntry {
  kind: ReadingKind;
  costKey: CoinCostKey;
  finish: 'job' | 'draw';
  estimatedSeconds: number;
  bodySchema: z.ZodType;
  check(input: unknown, profile: ReadingProfile): void;
  read(input: unknown, ctx: ReadingContext): ReadingResultView;
}

function define<K extends ReadingKind, O>(def: KindDefinition<K, O>): ReadingKindEntry {
  return {
    kind: def.kind,
    costKey: def.costKey,
    finish: def.finish,
    estimatedSeconds: def.estimatedSeconds,
    bodySchema: READING_BODY_SCHEMAS[def.kind],
    check: (input, profile) => def.check?.(input as ReadingBodies[K], profile),
    read: (input, ctx) => def.generate(def.toOracleInput(input as ReadingBodies[K], ctx)),
  };
}

/** The contract's genders include `unspecified`, which the oracle reads as not given. */
function oracleGender(value: string | null | undefined): Gender | undefined {
  return GENDERS.find((g) => g === value);
}

/** A person from the request, with what is missing taken from the profile. */
function selfFrom(body: PersonBody, profile: ReadingProfile): PersonInput {
  const ownDate = body.birth_date !== undefined;
  return {
    name: body.name || profile.name,
    birthDate: body.birth_date ?? profile.birthDate,
    // A birth time only belongs with its own date.
    birthTime: ownDate ? body.birth_time : profile.birthTime,
    gender: body.gender !== undefined ? oracleGender(body.gender) : profile.gender,
  };
}

function otherPerson(body: PersonBody): PersonInput {
  return {
    name: body.name || undefined,
    birthDate: body.birth_date,
    birthTime: body.birth_date ? body.birth_time : undefined,
    gender: oracleGender(body.gender),
  };
}

const questionOf = (question: string | undefined, ctx: ReadingContext) =>
  question || ctx.additionalContext || undefined;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** The number as the oracle reads it: the country code goes in front of a number without one. */
export function fullPhoneNumber(phone: { number: string; country_code: string }): string {
  const number = phone.number.trim();
  if (number === '' || number.startsWith('+') || number.startsWith('0')) return number;
  return `${phone.country_code}${number}`;
}

const PHONE_GOAL_ASPECTS: ReadonlyArray<
  [keyof ReadingBodies['phone-number']['analysis_preferences'], PhoneAspectId]
> = [
  ['include_career_luck', 'career'],
  ['include_love_luck', 'love'],
  ['include_wealth_luck', 'wealth'],
  ['include_health_luck', 'health'],
  ['include_personality_analysis', 'personality'],
];

/** The built-in engine writes a topic reading in moments; the job queue adds a few seconds. */
const ORACLE_SECONDS = 10;
const topic = { finish: 'job', estimatedSeconds: ORACLE_SECONDS } as const;

const ENTRIES: readonly ReadingKindEntry[] = [
  define({
    kind: 'career',
    costKey: 'career',
    ...topic,
    toOracleInput: (input, ctx) => ({
      ...selfFrom(input, ctx.profile),
      date: ctx.date,
      industry: input.industry,
      objective: input.objective,
      experienceLevel: input.experience_level,
      question: questionOf(input.question, ctx),
    }),
    generate: (input) => presentOracleReading(TOPIC_GENERATORS.career(input)),
  }),
  define({
    kind: 'compatibility',
    costKey: 'compatibility',
    ...topic,
    check: (input, profile) => {
      if (!input.person_a.birth_date && !profile.birthDate) {
        throw invalid(
          'body.person_a.birth_date',
          'Your birth date is needed: add it here or in your profile',
        );
      }
    },
    toOracleInput: (input, ctx) => ({
      date: ctx.date,
      personA: selfFrom(input.person_a, ctx.profile),
      personB: otherPerson(input.person_b),
      relationshipType: input.relationship_type,
      question: questionOf(input.question, ctx),
    }),
    generate: (input) => presentOracleReading(TOPIC_GENERATORS.compatibility(input)),
  }),
  define({
    kind: 'finance',
    costKey: 'finance',
    ...topic,
    toOracleInput: (input, ctx) => ({
      ...selfFrom(input, ctx.profile),
      date: ctx.date,
      incomeSource: input.income_source,
      goal: input.goal,
      question: questionOf(input.question, ctx),
    }),
    generate: (input) => presentOracleReading(TOPIC_GENERATORS.finance(input)),
  }),
  define({
    kind: 'love',
    costKey: 'love',
    ...topic,
    toOracleInput: (input, ctx) => ({
      ...selfFrom(input, ctx.profile),
      date: ctx.date,
      status: input.status,
      partner: input.partner ? otherPerson(input.partner) : undefined,
      question: questionOf(input.question, ctx),
    }),
    generate: (input) => presentOracleReading(TOPIC_GENERATORS.love(input)),
  }),
  define({
    kind: 'luck',
    costKey: 'luck',
    ...topic,
    toOracleInput: (input, ctx) => ({
      ...selfFrom(input, ctx.profile),
      date: ctx.date,
      focus: input.focus,
      question: questionOf(input.question, ctx),
    }),
    generate: (input) => presentOracleReading(TOPIC_GENERATORS.luck(input)),
  }),
  define({
    kind: 'obstacles',
    costKey: 'obstacles',
    ...topic,
    toOracleInput: (input, ctx) => ({
      ...selfFrom(input, ctx.profile),
      date: ctx.date,
      currentChallenges: input.current_challenges,
      context: input.obstacle_context.description,
      resolutionFocus: input.resolution_focus.approach,
      question: questionOf(input.resolution_focus.question, ctx),
    }),
    generate: (input) => presentOracleReading(TOPIC_GENERATORS.obstacles(input)),
  }),
  define({
    kind: 'phone-number',
    costKey: 'phone-number',
    ...topic,
    check: (input) => {
      const checked = validatePhoneNumber(fullPhoneNumber(input.phone_number));
      if (!checked.ok) throw invalid('body.phone_number.number', checked.message);
    },
    toOracleInput: (input) => {
      const prefs = input.reading_preferences;
      return {
        number: fullPhoneNumber(input.phone_number),
        category: input.phone_number.category,
        focus: PHONE_GOAL_ASPECTS.filter(([goal]) => input.analysis_preferences[goal]).map(
          ([, aspect]) => aspect,
        ),
        prefs: {
          detailLevel: prefs.detail_level,
          includeLuckyElements: prefs.include_lucky_elements,
          includeCompatibleNumbers: prefs.include_compatible_numbers,
          includeTimeBasedAnalysis: prefs.include_time_based_analysis,
        } satisfies PhonePreferences,
      };
    },
    generate: ({ number, category, focus, prefs }) =>
      presentPhoneReading(analyzePhoneNumber(number, { category, focus }), focus, prefs),
  }),
  define({
    kind: 'their-feelings',
    costKey: 'their-feelings',
    ...topic,
    toOracleInput: (input, ctx) => {
      const target = input.target_person;
      const wanted = new Set<TheirFeelingsFocus>(input.context.question_focus);
      // The preference switches ask for those parts of the reading too.
      if (input.reading_preferences.include_advice) wanted.add('advice');
      if (input.reading_preferences.timeline_prediction) wanted.add('timing');
      return {
        date: ctx.date,
        seeker: selfFrom({}, ctx.profile),
        target: {
          name: target.name || undefined,
          relationship: target.relationship,
          gender: oracleGender(target.gender),
          ageRange: target.age_range,
          knownDuration: target.known_duration,
          birthDate: target.birth_date,
          birthTime: target.birth_date ? target.birth_time : undefined,
        },
        context: {
          specificSituation: input.context.specific_situation,
          recentInteractions: input.context.recent_interactions,
          yourFeelings: input.context.your_feelings,
          questionFocus: ctx.additionalContext ?? undefined,
        },
        wantToKnow: [...wanted],
      };
    },
    generate: (input) => presentOracleReading(TOPIC_GENERATORS['their-feelings'](input)),
  }),
  define({
    kind: 'thinking-person',
    costKey: 'thinking-person',
    ...topic,
    toOracleInput: (input, ctx) => {
      const target = input.target_person;
      return {
        date: ctx.date,
        seeker: selfFrom({}, ctx.profile),
        target: target
          ? {
              name: target.name || undefined,
              relationship: target.relationship,
              gender: oracleGender(target.gender),
              knownDuration: target.known_duration,
              birthDate: target.birth_date,
              birthTime: target.birth_date ? target.birth_time : undefined,
            }
          : undefined,
        question: questionOf(input.question, ctx),
      };
    },
    generate: (input) => presentOracleReading(TOPIC_GENERATORS['thinking-person'](input)),
  }),
  define({
    kind: 'love-sticks',
    costKey: 'love-sticks',
    finish: 'draw',
    estimatedSeconds: 0,
    toOracleInput: (input, ctx) => ({
      seed: ctx.seed,
      question: questionOf(input.question, ctx) ?? null,
    }),
    generate: ({ seed, question }) => presentStickReading(drawStick(seed), question),
  }),
];

export const READING_REGISTRY: ReadonlyMap<ReadingKind, ReadingKindEntry> = new Map(
  ENTRIES.map((entry) => [entry.kind, entry]),
);

/** The entry of a kind; every kind of the contract has one (checked at start-up). */
export function readingKind(kind: string): ReadingKindEntry | undefined {
  return READING_REGISTRY.get(kind as ReadingKind);
}

for (const kind of READING_KINDS) {
  if (!READING_REGISTRY.has(kind)) throw new Error(`reading kind ${kind} has no registry entry`);
}
