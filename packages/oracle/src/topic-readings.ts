/**
 * The topic readings by kind: one map from kind to generator, from which the kind list, the kinds'
 * inputs and results derive. Adding a kind is one generator file and one line here. The
 * generators themselves live in `readings/`.
 */
import { careerReading } from './readings/career.ts';
import { compatibilityReading } from './readings/compatibility.ts';
import { dailyReading } from './readings/daily.ts';
import { financeReading } from './readings/finance.ts';
import { loveReading } from './readings/love.ts';
import { luckReading } from './readings/luck.ts';
import { obstaclesReading } from './readings/obstacles.ts';
import { theirFeelingsReading } from './readings/their-feelings.ts';
import { thinkingPersonReading } from './readings/thinking-person.ts';
import { guardRecommendations, peopleInInput } from './safety/colours-and-days.ts';

export const TOPIC_GENERATORS = {
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

export type TopicKind = keyof typeof TOPIC_GENERATORS;

export type TopicInputs = { [K in TopicKind]: Parameters<(typeof TOPIC_GENERATORS)[K]>[0] };

export type TopicResults = { [K in TopicKind]: ReturnType<(typeof TOPIC_GENERATORS)[K]> };

export const TOPIC_KINDS = Object.keys(TOPIC_GENERATORS) as TopicKind[];

/** Runs the generator of `kind`. Throws `ReadingInputError` for unusable input. */
export function generateTopicReading<K extends TopicKind>(
  kind: K,
  input: TopicInputs[K],
): TopicResults[K] {
  // A mapped lookup TypeScript cannot narrow by `K`: every entry has this shape by construction.
  const generator = TOPIC_GENERATORS[kind] as unknown as (input: TopicInputs[K]) => TopicResults[K];
  // One check for every kind: no colour or day recommended is a กาลกิณี of anyone read for.
  return guardRecommendations(generator(input), peopleInInput(input));
}
