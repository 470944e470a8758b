import { describe, expect, it } from 'vitest';
import {
  createRng,
  hashString,
  intBetween,
  mulberry32,
  pick,
  pickMany,
  seedOf,
  shuffle,
  stableStringify,
} from './seed.ts';

const take = (seed: string, n: number) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng());
};

describe('createRng', () => {
  it('gives the same sequence for the same seed', () => {
    expect(take('ดวงดี', 20)).toEqual(take('ดวงดี', 20));
  });

  it('gives different sequences for different seeds', () => {
    const a = take('seed-a', 10);
    const b = take('seed-b', 10);
    expect(a).not.toEqual(b);
    // Not just the first number: the sequences share no values at all.
    expect(a.filter((x) => b.includes(x))).toHaveLength(0);
  });

  it('stays in [0, 1) and spreads over the range', () => {
    const xs = take('spread', 5000);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});

describe('hashString and mulberry32', () => {
  it('hashes deterministically and tells near-identical strings apart', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
    expect(hashString('abc', 1)).not.toBe(hashString('abc', 2));
    expect(Number.isSafeInteger(hashString('x'.repeat(1000)))).toBe(true);
  });

  it('mulberry32 is a pure function of its state', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});

describe('helpers', () => {
  it('intBetween covers both ends and nothing outside', () => {
    const rng = createRng('ints');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(intBetween(rng, 1, 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => intBetween(rng, 5, 1)).toThrow(RangeError);
  });

  it('pick returns members, and throws on an empty list', () => {
    const rng = createRng('pick');
    const items = ['ก', 'ข', 'ค'];
    for (let i = 0; i < 50; i++) expect(items).toContain(pick(rng, items));
    expect(() => pick(rng, [])).toThrow(RangeError);
  });

  it('shuffle is a permutation, leaves the input alone and is seed-determined', () => {
    const input = Array.from({ length: 20 }, (_, i) => i);
    const copy = [...input];
    const s1 = shuffle(createRng('s'), input);
    const s2 = shuffle(createRng('s'), input);
    expect(input).toEqual(copy);
    expect([...s1].sort((a, b) => a - b)).toEqual(input);
    expect(s1).toEqual(s2);
    expect(s1).not.toEqual(input);
  });

  it('pickMany returns distinct items', () => {
    const picked = pickMany(createRng('m'), ['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
  });

  it('stableStringify ignores key order and undefined members', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: 3 }], z: undefined })).toBe(
      stableStringify({ a: [1, { c: 3, d: 2 }], b: 1 }),
    );
    expect(seedOf('x', { b: 1, a: 2 })).toBe(seedOf('x', { a: 2, b: 1 }));
    expect(seedOf('x', { a: 1 })).not.toBe(seedOf('x', { a: 2 }));
  });
});
