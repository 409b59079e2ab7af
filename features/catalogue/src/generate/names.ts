import { pick, type Rng } from './prng';
import { FIRST_NAMES, NAME_SYLLABLES } from './word-lists';

/**
 * Invented names. Surnames and team or house names are built from syllables, so they read as
 * names but belong to nobody real.
 */
export function inventedWord(rng: Rng): string {
  const middle = rng() < 0.55 ? pick(rng, NAME_SYLLABLES.middle) : '';
  return `${pick(rng, NAME_SYLLABLES.start)}${middle}${pick(rng, NAME_SYLLABLES.end)}`;
}

export function fictionalPerson(rng: Rng): string {
  return `${pick(rng, FIRST_NAMES)} ${inventedWord(rng)}`;
}

/** `n` distinct fictional names. */
export function fictionalPeople(rng: Rng, n: number): string[] {
  const names = new Set<string>();
  while (names.size < n) names.add(fictionalPerson(rng));
  return [...names];
}
