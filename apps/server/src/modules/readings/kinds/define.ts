/**
 * What every reading kind's declaration is made of (`kinds/<kind>.ts`): its price key, how it
 * finishes, its checks, how a validated request plus the reading day and the user's profile
 * become the oracle's input, the generator, and the brief a language model gets.
 */
import type { CoinCostKey } from '@duangdee/contract/coins';
import {
  READING_BODY_SCHEMAS,
  type PersonBody,
  type ReadingBodies,
  type ReadingKind,
  type ReadingResultView,
} from '@duangdee/contract/readings';
import { GENDERS, type Gender, type PersonInput } from '@duangdee/oracle/options';
import type { PhoneAspectId } from '@duangdee/oracle/phone-numerology';
import type { z } from 'zod';
import { AppError } from '../../../platform/app-error.ts';

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
  /** What a language model is asked to do for this kind (Thai), after the shared rules. */
  prompt: string;
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
  prompt: string;
}

export function define<K extends ReadingKind, O>(def: KindDefinition<K, O>): ReadingKindEntry {
  return {
    kind: def.kind,
    costKey: def.costKey,
    finish: def.finish,
    estimatedSeconds: def.estimatedSeconds,
    bodySchema: READING_BODY_SCHEMAS[def.kind],
    check: (input, profile) => def.check?.(input as ReadingBodies[K], profile),
    read: (input, ctx) => def.generate(def.toOracleInput(input as ReadingBodies[K], ctx)),
    prompt: def.prompt,
  };
}

/** The contract's genders include `unspecified`, which the oracle reads as not given. */
export function oracleGender(value: string | null | undefined): Gender | undefined {
  return GENDERS.find((g) => g === value);
}

/** A person from the request, with what is missing taken from the profile. */
export function selfFrom(body: PersonBody, profile: ReadingProfile): PersonInput {
  const ownDate = body.birth_date !== undefined;
  return {
    name: body.name || profile.name,
    birthDate: body.birth_date ?? profile.birthDate,
    // A birth time only belongs with its own date.
    birthTime: ownDate ? body.birth_time : profile.birthTime,
    gender: body.gender !== undefined ? oracleGender(body.gender) : profile.gender,
  };
}

export function otherPerson(body: PersonBody): PersonInput {
  return {
    name: body.name || undefined,
    birthDate: body.birth_date,
    birthTime: body.birth_date ? body.birth_time : undefined,
    gender: oracleGender(body.gender),
  };
}

export const questionOf = (question: string | undefined, ctx: ReadingContext) =>
  question || ctx.additionalContext || undefined;

export const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** The number as the oracle reads it: the country code goes in front of a number without one. */
export function fullPhoneNumber(phone: { number: string; country_code: string }): string {
  const number = phone.number.trim();
  if (number === '' || number.startsWith('+') || number.startsWith('0')) return number;
  return `${phone.country_code}${number}`;
}

export const PHONE_GOAL_ASPECTS: ReadonlyArray<
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
export const topic = { finish: 'job', estimatedSeconds: ORACLE_SECONDS } as const;
