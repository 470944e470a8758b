/**
 * A memory cache that forgets the least recently used entries once their total cost (bytes, or
 * 1 per entry) passes `maxCost`. An entry costlier than the whole bound is not kept at all.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; cost: number }>();
  private total = 0;

  constructor(
    private readonly maxCost: number,
    private readonly costOf: (value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving it to the end marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const cost = this.costOf(value);
    if (cost > this.maxCost) return;
    this.entries.set(key, { value, cost });
    this.total += cost;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxCost) break;
      this.entries.delete(oldest);
      this.total -= entry.cost;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.cost;
  }

  get size(): number {
    return this.entries.size;
  }

  get cost(): number {
    return this.total;
  }
}
