/**
 * Deterministic randomness for the oracle. Every reading is a pure function of its inputs, so
 * "random" choices come from a small PRNG seeded by a hash of those inputs: the same person asking
 * the same question on the same day always gets the same reading, and anything else gets another.
 *
 * - `hashString`: cyrb53 (a fast 53-bit string hash by bryc, public domain).
 * - `mulberry32`: a 32-bit PRNG by Tommy Ettinger (public domain), good enough for picking text.
 */

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** cyrb53: a 53-bit hash of a string (safe integer). `salt` gives independent hash families. */
export function hashString(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** mulberry32: a PRNG from a 32-bit state. */
export function mulberry32(state: number): Rng {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG seeded from a string: equal strings give equal sequences. */
export function createRng(seed: string): Rng {
  const h = hashString(seed);
  // Fold the 53-bit hash into 32 bits so both halves influence the state.
  return mulberry32((h ^ Math.floor(h / 4294967296)) >>> 0);
}

/** A whole number in [min, max], both inclusive. */
export function intBetween(rng: Rng, min: number, max: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`intBetween needs integers with min <= max, got ${min}..${max}`);
  }
  return min + Math.floor(rng() * (max - min + 1));
}

/** One item of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[Math.floor(rng() * items.length)] as T;
}

/** A shuffled copy (Fisher–Yates); the input is left alone. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** `count` different items (fewer if the list is shorter), in random order. */
export function pickMany<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return shuffle(rng, items).slice(0, Math.max(0, count));
}

/**
 * A canonical JSON text of a value: object keys sorted, `undefined` members left out. Used to
 * build seeds from whole input objects so that key order never changes a reading.
 */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** A seed string from any number of parts (strings, numbers, input objects). */
export function seedOf(...parts: unknown[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : stableStringify(p))).join('|');
}
