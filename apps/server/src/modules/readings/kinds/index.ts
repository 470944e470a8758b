/**
 * Every reading kind the server sells, by kind: the type makes a kind of the contract without a
 * declaration here a compile error.
 */
import type { ReadingKind } from '@duangdee/contract/readings';
import type { ReadingKindEntry } from './define.ts';
import { career } from './career.ts';
import { compatibility } from './compatibility.ts';
import { finance } from './finance.ts';
import { love } from './love.ts';
import { luck } from './luck.ts';
import { obstacles } from './obstacles.ts';
import { phoneNumber } from './phone-number.ts';
import { theirFeelings } from './their-feelings.ts';
import { thinkingPerson } from './thinking-person.ts';
import { loveSticks } from './love-sticks.ts';

export const KIND_ENTRIES: Record<ReadingKind, ReadingKindEntry> = {
  career: career,
  compatibility: compatibility,
  finance: finance,
  love: love,
  luck: luck,
  obstacles: obstacles,
  'phone-number': phoneNumber,
  'their-feelings': theirFeelings,
  'thinking-person': thinkingPerson,
  'love-sticks': loveSticks,
};
