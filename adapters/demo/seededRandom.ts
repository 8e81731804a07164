/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every machine
 * and Node version, which Math.random cannot promise, so a generated data set can be rebuilt exactly.
 * Not for anything secret.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** One of the keys, each as likely as its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** The items in a new order (Fisher-Yates), the array itself changed and answered. */
  shuffle<T>(items: T[]): T[];
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('seededRandom: pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    weighted: <K extends string>(weights: Readonly<Record<K, number>>): K => {
      const entries = Object.entries(weights) as [K, number][];
      let rest = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        rest -= weight;
        if (rest < 0) return key;
      }
      return entries[entries.length - 1][0];
    },
    shuffle: <T>(items: T[]): T[] => {
      for (let index = items.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [items[index], items[other]] = [items[other], items[index]];
      }
      return items;
    },
  };
}
