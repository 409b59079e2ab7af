/**
 * Rapid-iteration tests (spec §7, §9): each visitor falls in one group of each running test,
 * decided by their visitor id so the group holds for as long as the tracking cookie does. The
 * groups are reported in the page's `spectrum_experiences` and stored with every signal in
 * four dimensions (`rapid_iteration_test_1` … `_4`), empty where no test runs.
 */

export interface RapidIterationTest {
  name: string;
  /** The groups in order; a visitor falls in one of them with equal chance. */
  groups: readonly [string, ...string[]];
}

/** Spec §7: the search-panel toggle event is enabled only for group ExpA of this test. */
export const DECOUPLED_SIMPLE_EVENTS: RapidIterationTest = {
  name: 'decoupled_simple_events',
  groups: ['ExpA', 'Control'],
};
export const SEARCH_PANEL_TOGGLE_GROUP = 'ExpA';

/** The tests running now; at most RAPID_ITERATION_DIMENSIONS of them are stored. */
export const RAPID_ITERATION_TESTS: readonly RapidIterationTest[] = [DECOUPLED_SIMPLE_EVENTS];
/** Spec §9: four rapid-iteration test dimensions are stored. */
export const RAPID_ITERATION_DIMENSIONS = 4;

export type RapidIterationDimensions = Record<`rapid_iteration_test_${1 | 2 | 3 | 4}`, string>;

/** FNV-1a over the id's characters: stable across server and browser, spread evenly enough. */
function bucket(visitorId: string, test: string, size: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${test}:${visitorId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % size;
}

/** The visitor's group in each running test; none without a visitor id (nothing is measured). */
export function experimentGroups(
  visitorId: string | undefined,
  tests: readonly RapidIterationTest[] = RAPID_ITERATION_TESTS,
): Record<string, string> {
  if (!visitorId) return {};
  return Object.fromEntries(
    tests.map((test) => [test.name, test.groups[bucket(visitorId, test.name, test.groups.length)] as string]),
  );
}

/** The four stored dimensions: `test:group` for each running test in order, then empty. */
export function rapidIterationDimensions(
  groups: Readonly<Record<string, string>>,
  tests: readonly RapidIterationTest[] = RAPID_ITERATION_TESTS,
): RapidIterationDimensions {
  const values = tests
    .filter((test) => groups[test.name] !== undefined)
    .slice(0, RAPID_ITERATION_DIMENSIONS)
    .map((test) => `${test.name}:${groups[test.name]}`);
  return {
    rapid_iteration_test_1: values[0] ?? '',
    rapid_iteration_test_2: values[1] ?? '',
    rapid_iteration_test_3: values[2] ?? '',
    rapid_iteration_test_4: values[3] ?? '',
  };
}

/** Spec §3 visitor experience: each test the visitor is in, with their group as its offer. */
export function visitorExperiences(
  groups: Readonly<Record<string, string>>,
): Record<string, { is_active: boolean; active_offers: string[] }> {
  return Object.fromEntries(
    Object.entries(groups).map(([name, group]) => [name, { is_active: true, active_offers: [group] }]),
  );
}

/** Whether the search-panel toggle is reported for this visitor (spec §7). */
export function searchPanelToggleEnabled(groups: Readonly<Record<string, string>>): boolean {
  return groups[DECOUPLED_SIMPLE_EVENTS.name] === SEARCH_PANEL_TOGGLE_GROUP;
}
