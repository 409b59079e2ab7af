/**
 * People and places (issue 22): values kept on each asset (`specific_people`, `locations`), which
 * the search parameters specificpeople and locations and the editorial landing read. Pure: no I/O.
 */
export const VALUE_KINDS = ['people', 'locations'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];
export const VALUE_MAX = 200;

/** The assets' column each kind lives in. */
export const COLUMN: Record<ValueKind, 'specific_people' | 'locations'> = {
  people: 'specific_people',
  locations: 'locations',
};

/** A person's or place's name as staff typed it: spaces tidied; undefined when empty or too long. */
export function parseValueName(raw: string): string | undefined {
  const name = raw.trim().replace(/\s+/g, ' ');
  return name.length === 0 || name.length > VALUE_MAX ? undefined : name;
}

/**
 * One asset's values after renaming `from` to `to`: where the asset already shows `to`, the two
 * merge into one, in the place the first of them held.
 */
export function renamed(values: readonly string[], from: string, to: string): string[] {
  const out: string[] = [];
  for (const value of values) {
    const next = value === from ? to : value;
    if (!out.includes(next)) out.push(next);
  }
  return out;
}
