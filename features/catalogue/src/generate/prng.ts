/**
 * A small seeded PRNG (mulberry32) and the sampling helpers the generator needs. Pure 32-bit
 * integer arithmetic, so the same seed gives the same sequence on every machine and Node
 * version (Math.random is never used).
 */

export type Rng = () => number;

/** mulberry32: a fast 32-bit generator; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes any number of integers into one well-spread 32-bit seed (murmur3 finaliser). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** 32-bit FNV-1a hash of a string, for seeding from names. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Picks `n` distinct items (fewer when the list is shorter), in draw order. */
export function pickDistinct<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const out: T[] = [];
  const taken = new Set<number>();
  const want = Math.min(n, items.length);
  while (out.length < want) {
    const i = Math.floor(rng() * items.length);
    if (taken.has(i)) continue;
    taken.add(i);
    out.push(items[i]!);
  }
  return out;
}

/**
 * A sampler over a fixed list with precomputed cumulative weights: O(log n) per draw.
 * Build once per list, draw millions of times.
 */
export class WeightedPicker<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length) {
      throw new Error('WeightedPicker needs one weight per item and at least one item');
    }
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let i = 0; i < items.length; i++) {
      sum += weights[i]!;
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  pick(rng: Rng): T {
    return this.items[this.pickIndex(rng)]!;
  }

  pickIndex(rng: Rng): number {
    const target = rng() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/**
 * Zipf-like weights for a ranked list: weight(rank) = 1 / (rank + q)^s. The list's order is
 * its popularity order, so the first items are drawn far more often than the tail.
 */
export function zipfWeights(n: number, s = 1.05, q = 1.5): number[] {
  const w: number[] = new Array(n);
  for (let r = 0; r < n; r++) w[r] = 1 / (r + q) ** s;
  return w;
}

export function zipfPicker<T>(items: readonly T[], s?: number, q?: number): WeightedPicker<T> {
  return new WeightedPicker(items, zipfWeights(items.length, s, q));
}

/** Deterministic Fisher-Yates shuffle into a new array. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}
