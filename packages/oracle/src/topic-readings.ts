/**
 * The topic readings by kind: one place for the server's reading registry to find the oracle
 * generator of each kind and the input it takes. The generators themselves live in `readings/`.
 */
import { careerReading, type CareerInput } from './readings/career.ts';
import type { ReadingResult } from './readings/common.ts';
import {
  compatibilityReading,
  type CompatibilityInput,
  type CompatibilityReading,
} from './readings/compatibility.ts';
import { dailyReading, type DailyInput, type DailyReading } from './readings/daily.ts';
import { financeReading, type FinanceInput } from './readings/finance.ts';
import { loveReading, type LoveInput } from './readings/love.ts';
import { luckReading, type LuckInput } from './readings/luck.ts';
import { obstaclesReading, type ObstaclesInput } from './readings/obstacles.ts';
import { theirFeelingsReading, type TheirFeelingsInput } from './readings/their-feelings.ts';
import { thinkingPersonReading, type ThinkingPersonInput } from './readings/thinking-person.ts';

export interface TopicInputs {
  career: CareerInput;
  finance: FinanceInput;
  love: LoveInput;
  luck: LuckInput;
  obstacles: ObstaclesInput;
  compatibility: CompatibilityInput;
  'their-feelings': TheirFeelingsInput;
  'thinking-person': ThinkingPersonInput;
  daily: DailyInput;
}

export interface TopicResults {
  career: ReadingResult<'career'>;
  finance: ReadingResult<'finance'>;
  love: ReadingResult<'love'>;
  luck: ReadingResult<'luck'>;
  obstacles: ReadingResult<'obstacles'>;
  compatibility: CompatibilityReading;
  'their-feelings': ReadingResult<'their-feelings'>;
  'thinking-person': ReadingResult<'thinking-person'>;
  daily: DailyReading;
}

export type TopicKind = keyof TopicInputs;

export const TOPIC_KINDS: readonly TopicKind[] = [
  'career',
  'finance',
  'love',
  'luck',
  'obstacles',
  'compatibility',
  'their-feelings',
  'thinking-person',
  'daily',
];

export const TOPIC_GENERATORS: { [K in TopicKind]: (input: TopicInputs[K]) => TopicResults[K] } = {
  career: careerReading,
  finance: financeReading,
  love: loveReading,
  luck: luckReading,
  obstacles: obstaclesReading,
  compatibility: compatibilityReading,
  'their-feelings': theirFeelingsReading,
  'thinking-person': thinkingPersonReading,
  daily: dailyReading,
};

/** Runs the generator of `kind`. Throws `ReadingInputError` for unusable input. */
export function generateTopicReading<K extends TopicKind>(
  kind: K,
  input: TopicInputs[K],
): TopicResults[K] {
  const generator = TOPIC_GENERATORS[kind] as (input: TopicInputs[K]) => TopicResults[K];
  return generator(input);
}
