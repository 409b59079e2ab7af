import { describe, expect, it } from 'vitest';
import {
  DECOUPLED_SIMPLE_EVENTS,
  experimentGroups,
  RAPID_ITERATION_DIMENSIONS,
  rapidIterationDimensions,
  searchPanelToggleEnabled,
  visitorExperiences,
} from './experiments';

const ids = Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('rapid-iteration tests (spec §7, §9)', () => {
  it('keeps a visitor in the same group, and splits visitors between the groups', () => {
    const groups = ids.map((id) => experimentGroups(id)[DECOUPLED_SIMPLE_EVENTS.name]);
    expect(ids.map((id) => experimentGroups(id)[DECOUPLED_SIMPLE_EVENTS.name])).toEqual(groups);
    const inA = groups.filter((g) => g === 'ExpA').length;
    expect(groups.every((g) => g === 'ExpA' || g === 'Control')).toBe(true);
    expect(inA).toBeGreaterThan(100);
    expect(inA).toBeLessThan(300);
  });

  it('puts nobody in a test without a visitor id (nothing is measured)', () => {
    expect(experimentGroups(undefined)).toEqual({});
    expect(rapidIterationDimensions({})).toEqual({
      rapid_iteration_test_1: '',
      rapid_iteration_test_2: '',
      rapid_iteration_test_3: '',
      rapid_iteration_test_4: '',
    });
  });

  it('stores four dimensions: test:group in order, the rest empty, never more than four', () => {
    expect(rapidIterationDimensions({ decoupled_simple_events: 'ExpA' })).toEqual({
      rapid_iteration_test_1: 'decoupled_simple_events:ExpA',
      rapid_iteration_test_2: '',
      rapid_iteration_test_3: '',
      rapid_iteration_test_4: '',
    });
    const tests = Array.from({ length: 6 }, (_, i) => ({ name: `t${i}`, groups: ['A', 'B'] as const }));
    const groups = experimentGroups(ids[0], tests);
    const dims = rapidIterationDimensions(groups, tests);
    expect(Object.keys(dims)).toHaveLength(RAPID_ITERATION_DIMENSIONS);
    expect(dims.rapid_iteration_test_4).toBe(`t3:${groups.t3}`);
  });

  it('reports each test as a visitor experience with the group as its active offer (§3)', () => {
    expect(visitorExperiences({ decoupled_simple_events: 'Control' })).toEqual({
      decoupled_simple_events: { is_active: true, active_offers: ['Control'] },
    });
  });

  it('enables the search-panel toggle event for group ExpA only', () => {
    expect(searchPanelToggleEnabled({ decoupled_simple_events: 'ExpA' })).toBe(true);
    expect(searchPanelToggleEnabled({ decoupled_simple_events: 'Control' })).toBe(false);
    expect(searchPanelToggleEnabled({})).toBe(false);
  });
});
