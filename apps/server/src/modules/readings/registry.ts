/**
 * The topic readings the server sells: one declaration per kind in `kinds/<kind>.ts` (its price
 * key, checks, oracle input, generator and language-model brief), gathered in `kinds/index.ts`.
 * Routes, billing, jobs and history are generic over this registry.
 */
import { READING_KINDS, type ReadingKind } from '@duangdee/contract/readings';
import type { ReadingKindEntry } from './kinds/define.ts';
import { KIND_ENTRIES } from './kinds/index.ts';

export type { ReadingContext, ReadingKindEntry, ReadingProfile } from './kinds/define.ts';
export { fullPhoneNumber } from './kinds/define.ts';

export const READING_REGISTRY: ReadonlyMap<ReadingKind, ReadingKindEntry> = new Map(
  READING_KINDS.map((kind) => [kind, KIND_ENTRIES[kind]]),
);

/** The entry of a kind; every kind of the contract has one (the kinds index is typed so). */
export function readingKind(kind: string): ReadingKindEntry | undefined {
  return READING_REGISTRY.get(kind as ReadingKind);
}
